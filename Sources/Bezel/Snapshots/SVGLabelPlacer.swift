import UIKit

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

  /// Keeps labels out of `rect`, for example the sensor housing drawn over the views.
  mutating func avoid(_ rect: CGRect) {
    placed.append(rect)
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
    // No name is longer than a few thousand glyphs can show.
    let fits = Int(min(available / glyphWidth, 10_000).rounded(.down))
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
