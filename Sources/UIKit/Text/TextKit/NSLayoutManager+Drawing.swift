import Foundation

extension NSLayoutManager {
  /// One line fragment as laid out, for drawings (`Bezel`'s text view drawing): its characters,
  /// its rectangle in its container, its baseline and each glyph's left edge and advance.
  package struct DrawnLine: Sendable {
    /// The index of the line's container in `textContainers`.
    package var container: Int
    /// The line's characters (one glyph a UTF-16 unit in this model).
    package var glyphRange: NSRange
    /// The line fragment's rectangle in its container.
    package var rect: CGRect
    /// The baseline, from the fragment's top.
    package var baseline: CGFloat
    /// The left edge of each glyph, in the container's coordinates.
    package var glyphX: [CGFloat]
    /// Each glyph's advance.
    package var advances: [CGFloat]
    /// How many of the glyphs are shown (a line limit hides the rest of the text in its last
    /// line).
    package var shownLength: Int
  }

  /// The line fragments laid out, in order, in every container.
  package var drawnLines: [DrawnLine] {
    layout.lines.map {
      DrawnLine(
        container: $0.container, glyphRange: $0.glyphRange, rect: $0.rect, baseline: $0.baseline,
        glyphX: $0.glyphX, advances: $0.advances, shownLength: $0.shownLength)
    }
  }
}

extension NSAttributedString {
  /// Whether the paragraph holding `location` runs right to left, as TextKit lays it out: its
  /// style's `baseWritingDirection`, else its first strong character (see `TextKitLayout`).
  package func paragraphIsRightToLeft(at location: Int) -> Bool {
    let string = self.string as NSString
    let clamped = max(0, min(location, string.length))
    let style =
      (length > 0
        ? attribute(.paragraphStyle, at: min(clamped, length - 1), effectiveRange: nil)
          as? NSParagraphStyle : nil) ?? NSParagraphStyle.default
    return TextKitLayout.isRightToLeft(
      style: style, paragraph: string.paragraphRange(for: NSRange(location: clamped, length: 0)),
      in: string)
  }
}
