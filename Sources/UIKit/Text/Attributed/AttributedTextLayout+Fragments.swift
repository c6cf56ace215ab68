import Foundation

// Where each attribute run of a laid-out line is drawn, for drawings of attributed text.
//
// The model extends the layout's (see `AttributedTextLayout`), it does not replace it:
// - A fragment is the longest stretch of a line's characters in one attribute run, a line break
//   left out; it starts where the advances of the line's characters before it end, from the
//   line's indent.
// - A line's baseline sits its text's deepest descent (and, with `.usesFontLeading`, its largest
//   leading) above the bottom of its text: the room a line height multiple or a minimum line
//   height adds goes above the text, as TextKit 1 places glyphs in a taller line fragment.
//   A character's `baselineOffset` raises its fragment's baseline by as much.
// - A truncated line keeps its characters up to the last that ends within the line's width less
//   an ellipsis (in the font of the last character kept), its spaces at the end dropped; the
//   ellipsis follows the last fragment kept.
// The layout draws runs in the string's order, left to right: bidirectional reordering is not
// modelled.

extension AttributedTextLayout {
  /// A stretch of one line in one attribute run.
  package struct Fragment: Equatable, Sendable {
    /// The index of the line in `lines`.
    package var line: Int
    /// The characters, in UTF-16 offsets of the string.
    package var range: NSRange
    /// The fragment's start from the leading edge (the line's indent included).
    package var x: CGFloat
    /// The sum of the characters' advances (the ellipsis' included when it ends in one).
    package var width: CGFloat
    /// The fragment's baseline from the top of the layout, its `baselineOffset` applied.
    package var baseline: CGFloat
    /// Whether an ellipsis follows the characters.
    package var endsInEllipsis: Bool
  }

  /// The baseline's distance below the top of a line's text (see the file's discussion).
  static func baselineDepth(
    of glyphs: ArraySlice<Glyph>, fallback: UIFont, textHeight: CGFloat, usesFontLeading: Bool
  ) -> CGFloat {
    var descent = -fallback.descender
    var leading = fallback.leading
    if !glyphs.isEmpty {
      descent = glyphs.map(\.descent).max() ?? descent
      leading = glyphs.map(\.leading).max() ?? leading
    }
    return textHeight - descent - (usesFontLeading ? leading : 0)
  }

  /// The fragments of every line, top to bottom and in the string's order within a line;
  /// `model` measures a truncated line's ellipsis.
  package func fragments(model: any TextMeasuring) -> [Fragment] {
    var result: [Fragment] = []
    for (index, placement) in placements.enumerated() where index < lines.count {
      let line = lines[index]
      var glyphs = paragraphs[placement.paragraph].glyphs[placement.glyphs]
      while let last = glyphs.last, last.character.isNewline { glyphs.removeLast() }
      var ellipsisWidth: CGFloat = 0
      if line.isTruncated, let available = line.available {
        let font = glyphs.last?.font ?? paragraphs[placement.paragraph].endFont
        ellipsisWidth = model.advance(of: "…", in: font)
        var end = glyphs.startIndex
        var filled: CGFloat = 0
        while end < glyphs.endIndex, filled + glyphs[end].advance <= available - ellipsisWidth {
          filled += glyphs[end].advance
          end += 1
        }
        glyphs = glyphs[glyphs.startIndex..<end]
        while let last = glyphs.last, last.isSpace { glyphs.removeLast() }
      }
      var x = line.x
      var start = glyphs.startIndex
      let first = result.count
      while start < glyphs.endIndex {
        var end = start + 1
        while end < glyphs.endIndex, glyphs[end].run == glyphs[start].run { end += 1 }
        let piece = glyphs[start..<end]
        let width = piece.reduce(0) { $0 + $1.advance }
        let location = glyphs[start].location
        let length = glyphs[end - 1].location + glyphs[end - 1].length - location
        result.append(
          Fragment(
            line: index, range: NSRange(location: location, length: length), x: x, width: width,
            baseline: placement.baseline - glyphs[start].baselineOffset, endsInEllipsis: false))
        x += width
        start = end
      }
      if line.isTruncated {
        if result.count > first {
          result[result.count - 1].endsInEllipsis = true
          result[result.count - 1].width += ellipsisWidth
        } else {
          // Nothing fits before the ellipsis: it is drawn alone.
          result.append(
            Fragment(
              line: index, range: NSRange(location: line.range.location, length: 0), x: line.x,
              width: ellipsisWidth, baseline: placement.baseline, endsInEllipsis: true))
        }
      }
    }
    return result
  }
}
