import UIKit

/// Appends SVG markup to a string: elements with attributes in a fixed order, numbers in the
/// snapshot format, text escaped for XML.
struct SVGWriter {
  var out: String

  init(capacity: Int) {
    out = ""
    out.reserveCapacity(capacity)
  }

  mutating func raw(_ text: String) { out.append(text) }

  mutating func number(_ value: CGFloat) { SnapshotNumber.append(value, to: &out) }

  /// ` name="value"` with `value` a number.
  mutating func attribute(_ name: String, _ value: CGFloat) {
    out.append(" ")
    out.append(name)
    out.append("=\"")
    SnapshotNumber.append(value, to: &out)
    out.append("\"")
  }

  /// ` name="value"` with `value` escaped.
  mutating func attribute(_ name: String, text value: String) {
    out.append(" ")
    out.append(name)
    out.append("=\"")
    escaped(value)
    out.append("\"")
  }

  /// `<rect x y width height` and the attributes in `rest`, closed.
  mutating func rect(_ rect: CGRect, _ rest: String = "") {
    out.append("<rect")
    attribute("x", rect.minX)
    attribute("y", rect.minY)
    attribute("width", max(0, rect.width))
    attribute("height", max(0, rect.height))
    out.append(rest)
    out.append("/>\n")
  }

  /// A closed subpath tracing `rect` clockwise, for a `d` attribute.
  mutating func rectPath(_ rect: CGRect) {
    out.append("M")
    number(rect.minX)
    out.append(" ")
    number(rect.minY)
    out.append("H")
    number(rect.maxX)
    out.append("V")
    number(rect.maxY)
    out.append("H")
    number(rect.minX)
    out.append("Z")
  }

  /// `<text x y …>text</text>` with `text` escaped.
  mutating func text(_ text: String, x: CGFloat, y: CGFloat, _ rest: String = "") {
    out.append("<text")
    attribute("x", x)
    attribute("y", y)
    out.append(rest)
    out.append(">")
    escaped(text)
    out.append("</text>\n")
  }

  /// `text` escaped for XML character data and attribute values.
  ///
  /// The five markup characters become entities; control characters XML 1.0 forbids become
  /// U+FFFD, as do lone surrogates (which a Swift string cannot hold anyway).
  mutating func escaped(_ text: String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out.append("&amp;")
      case "<": out.append("&lt;")
      case ">": out.append("&gt;")
      case "\"": out.append("&quot;")
      case "'": out.append("&apos;")
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        out.append("\u{FFFD}")
      default: out.unicodeScalars.append(scalar)
      }
    }
  }
}
