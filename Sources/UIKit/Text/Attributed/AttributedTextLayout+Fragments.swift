import Foundation

// Where each attribute run of a laid-out line is drawn, for drawings of attributed text.
//
// The model extends the layout's (see `AttributedTextLayout`), it does not replace it:
// - A fragment is the longest stretch of a line's characters in one attribute run, a line break
//   left out, and a tab alone; it starts where the advances of the line's characters before it
//   end, from the line's indent.
// - A line's baseline sits its text's deepest descent (and, with `.usesFontLeading`, its largest
//   leading) above the bottom of its text: the room a line height multiple or a minimum line
//   height adds goes above the text, as TextKit 1 places glyphs in a taller line fragment.
//   A character's `baselineOffset` raises its fragment's baseline by as much.
// - A truncated line keeps what fits in the line's width less an ellipsis, as NSLineBreakMode
//   documents its modes: `.byTruncatingTail` its first characters (the line's own, as broken)
//   with the ellipsis after them; `.byTruncatingHead` the last characters of its paragraph with
//   the ellipsis before them; `.byTruncatingMiddle` the paragraph's first characters within half
//   the room and its last within the rest, the ellipsis between them. Spaces next to the
//   ellipsis are dropped. The ellipsis is measured in the font of the character kept next to
//   it (the one before it in the middle; the one it replaces when nothing is kept).
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
    /// Each character's advance (one per `Character`), the ellipsis' not included.
    package var advances: [CGFloat] = []
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
      let paragraph = paragraphs[placement.paragraph]
      var glyphs = paragraph.glyphs[placement.glyphs]
      if line.isTruncated, truncation != .byTruncatingTail {
        // Head and middle truncation keep the paragraph's end: the line runs to it.
        glyphs = paragraph.glyphs[placement.glyphs.lowerBound...]
      }
      while let last = glyphs.last, last.character.isNewline { glyphs.removeLast() }
      guard line.isTruncated, let available = line.available else {
        append(glyphs, line: index, from: line.x, baseline: placement.baseline, to: &result)
        continue
      }
      let kept = Truncation(glyphs, mode: truncation, fallback: paragraph.endFont, model: model) {
        $0 <= available
      }
      var x = line.x
      x = append(kept.head, line: index, from: x, baseline: placement.baseline, to: &result)
      if kept.head.isEmpty {
        // Nothing is kept before the ellipsis: it is drawn alone, in the attributes of the
        // character it stands by.
        result.append(
          Fragment(
            line: index, range: NSRange(location: kept.ellipsisLocation, length: 0), x: x,
            width: kept.ellipsisWidth, baseline: placement.baseline, endsInEllipsis: true))
      } else {
        result[result.count - 1].endsInEllipsis = true
        result[result.count - 1].width += kept.ellipsisWidth
      }
      x += kept.ellipsisWidth
      append(kept.tail, line: index, from: x, baseline: placement.baseline, to: &result)
    }
    return result
  }

  /// Appends the fragments of `glyphs`, one a run, from `x`; returns where they end.
  @discardableResult
  private func append(
    _ glyphs: ArraySlice<Glyph>, line: Int, from x: CGFloat, baseline: CGFloat,
    to result: inout [Fragment]
  ) -> CGFloat {
    var x = x
    var start = glyphs.startIndex
    while start < glyphs.endIndex {
      var end = start + 1
      // A tab is a fragment of its own: the text after it starts at its stop.
      while end < glyphs.endIndex, glyphs[end].run == glyphs[start].run,
        !glyphs[end].isTab, !glyphs[end - 1].isTab
      {
        end += 1
      }
      let piece = glyphs[start..<end]
      let width = piece.reduce(0) { $0 + $1.advance }
      let location = glyphs[start].location
      let length = glyphs[end - 1].location + glyphs[end - 1].length - location
      result.append(
        Fragment(
          line: line, range: NSRange(location: location, length: length), x: x, width: width,
          baseline: baseline - glyphs[start].baselineOffset, endsInEllipsis: false,
          advances: piece.map(\.advance)))
      x += width
      start = end
    }
    return x
  }
}

/// What a truncated line keeps around its ellipsis (see the discussion at the top of the file).
private struct Truncation {
  typealias Glyph = AttributedTextLayout.Glyph

  /// The characters before the ellipsis, and after it.
  var head: ArraySlice<Glyph>
  var tail: ArraySlice<Glyph>
  /// The ellipsis' advance, in the font of the character next to it.
  var ellipsisWidth: CGFloat
  /// The UTF-16 offset of the character whose attributes a lone ellipsis takes.
  var ellipsisLocation: Int

  /// Keeps of `glyphs` what `fits` (given the kept characters' and the ellipsis' width) as
  /// `mode` says.
  ///
  /// The ellipsis' font depends on what is kept, which depends on its width: starting from no
  /// width, each pass refits with the width in the font of the character then next to it, until
  /// that width is no wider than the one fitted with, so the ellipsis drawn fits. The width
  /// only grows, to one of the line's fonts' each pass, so the passes end; past 16 fonts the
  /// last pass stands.
  init(
    _ glyphs: ArraySlice<Glyph>, mode: NSLineBreakMode, fallback: UIFont,
    model: any TextMeasuring, fits: (CGFloat) -> Bool
  ) {
    var fitted: CGFloat = 0
    var kept = Self.keep(glyphs, mode: mode, ellipsis: fitted, fits: fits)
    var neighbour = Self.neighbour(of: kept, in: glyphs, mode: mode)
    var width = model.advance(of: "…", in: neighbour?.font ?? fallback)
    var passes = 0
    while width > fitted, passes < 16 {
      passes += 1
      fitted = width
      kept = Self.keep(glyphs, mode: mode, ellipsis: fitted, fits: fits)
      neighbour = Self.neighbour(of: kept, in: glyphs, mode: mode)
      width = model.advance(of: "…", in: neighbour?.font ?? fallback)
    }
    head = kept.head
    tail = kept.tail
    ellipsisWidth = width
    ellipsisLocation = neighbour?.location ?? glyphs.first?.location ?? 0
  }

  /// The characters kept before and after an ellipsis `ellipsis` wide.
  private static func keep(
    _ glyphs: ArraySlice<Glyph>, mode: NSLineBreakMode, ellipsis: CGFloat,
    fits: (CGFloat) -> Bool
  ) -> (head: ArraySlice<Glyph>, tail: ArraySlice<Glyph>) {
    // The end of the most characters from the start whose advances' sum passes `limit`.
    func prefixEnd(within limit: (CGFloat) -> Bool) -> Int {
      var end = glyphs.startIndex
      var filled: CGFloat = 0
      while end < glyphs.endIndex, limit(filled + glyphs[end].advance) {
        filled += glyphs[end].advance
        end += 1
      }
      return end
    }
    // The start of the most characters from the end, none before `floor`, that fit beside
    // `used` and the ellipsis.
    func suffixStart(after floor: Int, used: CGFloat) -> Int {
      var start = glyphs.endIndex
      var filled = used
      while start > floor, fits(filled + glyphs[start - 1].advance + ellipsis) {
        filled += glyphs[start - 1].advance
        start -= 1
      }
      return start
    }
    var head = glyphs[glyphs.startIndex..<glyphs.startIndex]
    var tail = glyphs[glyphs.endIndex..<glyphs.endIndex]
    switch mode {
    case .byTruncatingHead:
      tail = glyphs[suffixStart(after: glyphs.startIndex, used: 0)...]
    case .byTruncatingMiddle:
      // The head takes the characters that fit in half the room the ellipsis leaves, the tail
      // what fits in the rest (a model: NSLineBreakMode says only that both ends are kept).
      let end = prefixEnd { fits(2 * $0 + ellipsis) }
      head = glyphs[glyphs.startIndex..<end]
      tail = glyphs[suffixStart(after: end, used: head.reduce(0) { $0 + $1.advance })...]
    default:
      head = glyphs[glyphs.startIndex..<prefixEnd { fits($0 + ellipsis) }]
    }
    while let last = head.last, last.isSpace { head.removeLast() }
    while let first = tail.first, first.isSpace { tail.removeFirst() }
    return (head, tail)
  }

  /// The character next to the ellipsis: the last kept before it, else the first kept after
  /// it, else the one it replaces (the line's first, or its last for head truncation).
  private static func neighbour(
    of kept: (head: ArraySlice<Glyph>, tail: ArraySlice<Glyph>), in glyphs: ArraySlice<Glyph>,
    mode: NSLineBreakMode
  ) -> Glyph? {
    kept.head.last ?? kept.tail.first ?? (mode == .byTruncatingHead ? glyphs.last : glyphs.first)
  }
}
