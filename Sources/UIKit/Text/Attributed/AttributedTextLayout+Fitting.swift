import Foundation

extension AttributedTextLayout {
  /// How many of a paragraph's glyphs, from `start`, one line fragment `available` wide holds.
  ///
  /// The fragment fills as `breakLines` fills a line: spaces hang past its end; a word that
  /// does not fit ends it; a word wider than the empty fragment breaks between characters, at
  /// least one placed. Returns the end and the width without the hanging spaces. A line cut
  /// into fragments by exclusion paths is filled one fragment after another.
  static func fit(
    _ glyphs: [Glyph], from start: Int, in available: CGFloat, wrapping: Wrapping
  ) -> (end: Int, width: CGFloat) {
    let tolerance: CGFloat = 1e-9
    var filled: CGFloat = 0
    var inked: CGFloat = 0
    var isEmpty = true
    if wrapping == .character {
      for index in start..<glyphs.count {
        let glyph = glyphs[index]
        if !glyph.isSpace, !isEmpty, filled + glyph.advance > available + tolerance {
          return (index, inked)
        }
        filled += glyph.advance
        if !glyph.isSpace { inked = filled }
        isEmpty = false
      }
      return (glyphs.count, inked)
    }
    var index = start
    while index < glyphs.count {
      let isSpace = glyphs[index].isSpace
      var end = index + 1
      while end < glyphs.count, glyphs[end].isSpace == isSpace { end += 1 }
      let width = glyphs[index..<end].reduce(0) { $0 + $1.advance }
      if isSpace || filled + width <= available + tolerance {
        filled += width
        if !isSpace { inked = filled }
        isEmpty = false
        index = end
        continue
      }
      if !isEmpty { return (index, inked) }
      // The word starts the fragment and is wider than it: as many characters as fit.
      var lineWidth: CGFloat = 0
      var cut = index
      while cut < end, cut == index || lineWidth + glyphs[cut].advance <= available + tolerance {
        lineWidth += glyphs[cut].advance
        cut += 1
      }
      return (cut, lineWidth)
    }
    return (glyphs.count, inked)
  }
}
