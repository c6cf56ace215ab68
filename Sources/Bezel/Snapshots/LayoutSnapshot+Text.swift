import UIKit

extension LayoutSnapshot {
  /// A compact indented tree of the snapshot, one line per view, for golden tests and diffs.
  ///
  /// The header names the device, orientation and traits, then the screen and window. Each view
  /// line is indented two spaces per depth and gives the view's name (with its type after a
  /// colon when the name is an identifier), `hidden` for hidden views, then its frame, safe
  /// area, layout margins and readable content guide. Rectangles read `(x y width height)` and
  /// insets `(top left bottom right)`, in window coordinates. A scroll view has a second line
  /// with its content size, offset, adjusted content inset and that inset's app and system
  /// parts with the rule for each edge, and a line per double-inset warning. The output ends
  /// with a newline and is the same, byte for byte, for the same snapshot.
  public func text() -> String { render(labelled: false) }

  /// The text of `text()` or, `labelled`, of `labelledText()`.
  func render(labelled: Bool) -> String {
    var out = ""
    out.reserveCapacity(256 + views.count * 160)
    appendName(deviceName, to: &out)
    out.append(" · ")
    out.append(SnapshotNames.name(of: idiom))
    out.append(" · ")
    out.append(SnapshotNames.name(of: orientation))
    out.append(" · ")
    out.append(SnapshotNames.name(of: contentSizeCategory))
    out.append(" · ")
    out.append(SnapshotNames.name(of: layoutDirection))
    if let splitView {
      out.append(" · split view ")
      out.append(SnapshotNames.name(of: splitView))
    }
    out.append("\nscreen ")
    appendSize(screenSize, to: &out)
    out.append(" @")
    SnapshotNumber.append(scale, to: &out)
    out.append("x · window ")
    appendSize(windowSize, to: &out)
    out.append(" · corner radius ")
    if let cornerRadius {
      SnapshotNumber.append(cornerRadius, to: &out)
    } else {
      out.append(labelled ? "not in the device catalog" : "unknown")
    }
    if let housing = sensorHousing, let frame = sensorHousingFrame {
      out.append(" · ")
      out.append(housing.kind.rawValue)
      out.append(" ")
      appendRect(frame, to: &out)
    }
    out.append("\n")
    if labelled { out.append(Self.coordinateLegend) }
    for (index, view) in views.enumerated() {
      appendLines(
        of: view, superviewFrame: labelled ? frameInSuperview(ofViewAt: index) : nil, to: &out)
    }
    return out
  }

  /// Writes a view's lines; with `superviewFrame`, labelled (`labelledText()`).
  private func appendLines(of view: ViewSnapshot, superviewFrame: CGRect?, to out: inout String) {
    // Indentation stops growing at 100 levels: a hand-made depth cannot ask for any length.
    let indent = String(repeating: "  ", count: min(max(0, view.depth), 100))
    out.append(indent)
    appendName(view.name, to: &out)
    if view.name != view.type {
      // A numbered name (`UILabel#2`) already says the type.
      if !view.name.hasPrefix(view.type + "#") {
        out.append(": ")
        appendName(view.type, to: &out)
      }
    }
    if view.isHidden { out.append(" hidden") }
    let labelled = superviewFrame != nil
    out.append(labelled ? " frame in window" : " frame")
    appendRect(view.frame, to: &out)
    if let superviewFrame {
      out.append(" in superview")
      appendRect(superviewFrame, to: &out)
    }
    out.append(" safe")
    appendInsets(view.safeAreaInsets, to: &out)
    out.append(" margins")
    appendInsets(view.layoutMargins, to: &out)
    out.append(labelled ? " readable in window" : " readable")
    appendRect(view.readableContentFrame, to: &out)
    out.append("\n")
    guard let scroll = view.scroll else { return }
    out.append(indent)
    out.append("  ↳ content ")
    appendSize(scroll.contentSize, to: &out)
    out.append(" offset(")
    SnapshotNumber.append(scroll.contentOffset.x, to: &out)
    out.append(" ")
    SnapshotNumber.append(scroll.contentOffset.y, to: &out)
    out.append(") adjusted")
    appendInsets(scroll.adjustedContentInset, to: &out)
    let edges = [
      scroll.breakdown.top, scroll.breakdown.left, scroll.breakdown.bottom,
      scroll.breakdown.right,
    ]
    out.append(labelled ? " = app(" : " app(")
    appendJoined(edges.map(\.app), to: &out)
    out.append(labelled ? ") + system(" : ") system(")
    appendJoined(edges.map(\.system), to: &out)
    out.append(labelled ? ") system because(" : ") rules(")
    out.append(edges.map(\.reason.rawValue).joined(separator: " "))
    out.append(")\n")
    for warning in scroll.breakdown.doubleInsetWarnings {
      out.append(indent)
      out.append("  ! ")
      appendName(warning, to: &out)
      out.append("\n")
    }
  }

  /// A name on one line: line breaks, tabs and other control characters are written as
  /// `\u{…}` escapes.
  private func appendName(_ name: String, to out: inout String) {
    for scalar in name.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        out.append("\\u{")
        out.append(String(scalar.value, radix: 16))
        out.append("}")
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }

  private func appendSize(_ size: CGSize, to out: inout String) {
    SnapshotNumber.append(size.width, to: &out)
    out.append("×")
    SnapshotNumber.append(size.height, to: &out)
  }

  private func appendRect(_ rect: CGRect, to out: inout String) {
    out.append("(")
    appendJoined([rect.minX, rect.minY, rect.width, rect.height], to: &out)
    out.append(")")
  }

  private func appendInsets(_ insets: UIEdgeInsets, to out: inout String) {
    out.append("(")
    appendJoined([insets.top, insets.left, insets.bottom, insets.right], to: &out)
    out.append(")")
  }

  private func appendJoined(_ values: [CGFloat], to out: inout String) {
    for (index, value) in values.enumerated() {
      if index > 0 { out.append(" ") }
      SnapshotNumber.append(value, to: &out)
    }
  }
}
