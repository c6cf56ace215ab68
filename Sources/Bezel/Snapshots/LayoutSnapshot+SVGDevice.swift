import UIKit

extension LayoutSnapshot {
  /// Draws the sensor housing, the screen's outline and, in Split View, the window's.
  func drawDevice(_ svg: inout SVGWriter, screen: CGRect, radius: CGFloat) {
    svg.raw("<g class=\"device\">\n")
    if let housing = sensorHousing, let frame = sensorHousingFrame {
      switch housing.kind {
      case .dynamicIsland:
        svg.rect(frame, cornerAttributes(housing.cornerRadius) + " fill=\"#000000\"")
      case .notch:
        svg.raw("<path fill=\"#000000\" d=\"")
        appendNotchPath(&svg, housing)
        svg.raw("\"/>\n")
      }
    }
    if windowSize != screenSize {
      svg.rect(
        CGRect(origin: .zero, size: windowSize),
        " fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"1\"")
    }
    svg.rect(
      screen, cornerAttributes(radius) + " fill=\"none\" stroke=\"#1c1c1e\" stroke-width=\"2\"")
    svg.raw("</g>\n")
  }

  /// A notch open at the device's top edge with rounded lower corners, traced in portrait and
  /// turned to the orientation.
  private func appendNotchPath(_ svg: inout SVGWriter, _ housing: SensorHousing) {
    let portraitWidth = orientation.isLandscape ? screenSize.height : screenSize.width
    let width = min(housing.size.width, portraitWidth)
    let height = housing.size.height
    let radius = min(housing.cornerRadius, width / 2, height)
    let left = (portraitWidth - width) / 2
    let right = left + width
    // (command, x, y) in portrait, with the housing at the top edge.
    let steps: [(String, CGFloat, CGFloat)] = [
      ("M", left, 0), ("L", left, height - radius), ("Q", left, height),
      ("", left + radius, height), ("L", right - radius, height), ("Q", right, height),
      ("", right, height - radius), ("L", right, 0),
    ]
    for (command, x, y) in steps {
      let point = turned(CGPoint(x: x, y: y))
      svg.raw(command.isEmpty ? " " : command)
      svg.number(point.x)
      svg.raw(" ")
      svg.number(point.y)
    }
    svg.raw("Z")
  }

  /// A point of the portrait screen (top edge at y = 0) in the snapshot's orientation: the top
  /// edge goes to the bottom upside down, to the left in `.landscapeLeft` and to the right in
  /// `.landscapeRight`.
  private func turned(_ point: CGPoint) -> CGPoint {
    switch orientation {
    case .portrait: return point
    case .portraitUpsideDown:
      return CGPoint(x: screenSize.width - point.x, y: screenSize.height - point.y)
    case .landscapeLeft: return CGPoint(x: point.y, y: point.x)
    case .landscapeRight: return CGPoint(x: screenSize.width - point.y, y: point.x)
    }
  }
}

/// Places view labels: inside the view's top-left corner, shortened to fit its width, moved
/// right or down while it would overlap a label placed before, and left out when it cannot fit.
struct LabelPlacer {
  /// A label's text and baseline origin.
  struct Label {
    var text: String
    var x: CGFloat
    var y: CGFloat
  }

  let fontSize: CGFloat
  /// The boxes of the labels placed so far, in placing order.
  private var placed: [CGRect] = []

  init(fontSize: CGFloat) {
    self.fontSize = fontSize.isFinite && fontSize > 1 ? fontSize : 10
  }

  /// The label for `name` in `frame`, or nil when none fits.
  mutating func place(_ name: String, in frame: CGRect) -> Label? {
    let padding: CGFloat = 2
    let lineHeight = (fontSize * 1.2).rounded(.up)
    // An average glyph is about 0.6 em wide in the sans-serif faces the drawing names.
    let glyphWidth = fontSize * 0.6
    let available = frame.width - 2 * padding
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite,
      frame.height.isFinite, frame.height >= lineHeight + padding,
      available >= 3 * glyphWidth
    else { return nil }
    let fits = Int((available / glyphWidth).rounded(.down))
    let count = name.count
    let text = count <= fits ? name : String(name.prefix(max(1, fits - 1))) + "…"
    let width = CGFloat(min(count, fits)) * glyphWidth
    var box = CGRect(
      x: frame.minX + padding, y: frame.minY + padding, width: width, height: lineHeight)
    // Line by line, left to right: past each label in the way, then down a line when the
    // label no longer fits the view's width.
    // Each step passes a placed label or goes down a line; a label that needs more is left out.
    var steps = 4 * placed.count + 4
    while box.maxY <= frame.maxY, steps > 0 {
      steps -= 1
      guard let blocker = placed.first(where: { overlap($0, box) }) else {
        placed.append(box)
        return Label(text: text, x: box.minX, y: box.minY + (fontSize * 0.9).rounded())
      }
      box.origin.x = blocker.maxX + glyphWidth
      if box.maxX > frame.maxX - padding {
        box.origin.x = frame.minX + padding
        box.origin.y += lineHeight
      }
    }
    return nil
  }

  /// Whether two boxes share more than an edge.
  private func overlap(_ one: CGRect, _ other: CGRect) -> Bool {
    one.minX < other.maxX && other.minX < one.maxX && one.minY < other.maxY
      && other.minY < one.maxY
  }
}
