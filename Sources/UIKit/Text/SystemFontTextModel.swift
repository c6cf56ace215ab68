import Foundation

/// The default text model: the system font's measured advances, wrapped greedily at spaces.
///
/// What it models:
/// - Advances: `advance(of:in:)` — per-character measured widths plus Apple's tracking, both
///   those of the model's `generation` of the system font (iOS 9–13 or iOS 14 on), and the
///   font's kerning of each pair of printable ASCII characters (`SystemFontKerning`, `To`, `AV`,
///   `.␠`), added to the pair's first character. Sizes use their optical design: iOS 9–13 switch
///   to SF UI Display at 20 pt, and iOS 14's variable font blends SF Pro Text into SF Pro Display
///   from 17 to 28 pt (`SystemFontGeneration.displayFraction(forPointSize:)`). From iOS 14 the
///   italic has its own advances and kerning; SF Mono (`monospacedSystemFont`) gives every
///   character one advance, untracked and unkerned.
/// - Lines: explicit line breaks (`\n`, `\r\n`, `\r`, U+2028, U+2029) always start a new line; a
///   final line break adds no empty line. Spaces at the end of a line do not count, wrapped or not
///   (they hang past the edge, as in `boundingRect` and UILabel sizes on iOS; reported widely, not
///   verified here). With a maximum width, a line breaks before the word that would overflow it. A
///   word wider
///   than a whole line is broken between characters, at least one character per line.
///   Hyphenation and line breaks after hyphens are not modelled.
/// - Tabs: a tab advances to the default paragraph style's next tab stop on its line, every 28
///   points (`TextTabStops.standard`).
/// - Line limit: with `numberOfLines > 0`, later lines are dropped. When the cut falls inside a
///   wrapped paragraph, the last kept line is truncated with an ellipsis on iOS and fills the
///   width, so it measures as the full maximum width.
/// - Height: number of lines × `font.lineHeight`, plus the font's `leading` between lines (not
///   after the last): a text-style font's lines sit its text style's leading apart.
/// - Empty text measures `.zero`, as an empty UILabel's `intrinsicContentSize` is (0, 0).
///
/// The model is deterministic: it iterates characters in order and uses no hashing.
package struct SystemFontTextModel: TextMeasuring, Equatable {
  /// The design of the system font measured: that of the OS the screen is hosted on.
  package let generation: SystemFontGeneration

  package init(generation: SystemFontGeneration = .sfPro) {
    self.generation = generation
  }

  package func size(
    of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?
  ) -> CGSize {
    let widths = lineWidths(of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth)
    guard !widths.isEmpty else { return .zero }
    let lines = CGFloat(widths.count)
    return CGSize(
      width: widths.max() ?? 0, height: lines * font.lineHeight + (lines - 1) * font.leading)
  }

  /// The width of each line `text` is laid out in, top to bottom (see the type's discussion).
  package func lineWidths(
    of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?
  ) -> [CGFloat] {
    guard !text.isEmpty else { return [] }
    let limit = maxWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    let lineLimit = numberOfLines > 0 ? numberOfLines : Int.max
    var lines: [CGFloat] = []
    for paragraph in paragraphs(of: text) {
      if lines.count >= lineLimit { break }
      guard let limit else {
        lines.append(inkedWidth(of: paragraph, font: font))
        continue
      }
      let wrapped = wrap(paragraph, font: font, limit: limit)
      let room = lineLimit - lines.count
      if wrapped.count > room {
        lines.append(contentsOf: wrapped.prefix(room - 1))
        lines.append(limit)  // The truncated last line, ellipsis included, fills the width.
      } else {
        lines.append(contentsOf: wrapped)
      }
    }
    return lines
  }

  /// Splits text at explicit line breaks; a break at the very end opens no extra line.
  private func paragraphs(of text: String) -> [Substring] {
    // Most labels hold one line: text with no byte that can begin or end a line break (U+000A to
    // U+000D; U+0085, U+2028 and U+2029 end in 0x85, 0xA8 and 0xA9) is one paragraph, found
    // without classifying each character.
    var mayBreak = false
    for byte in text.utf8
    where byte >= 0x0A && byte <= 0x0D || byte == 0x85 || byte == 0xA8 || byte == 0xA9 {
      mayBreak = true
      break
    }
    if !mayBreak { return [text[...]] }
    var result = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    if result.count > 1, result.last?.isEmpty == true {
      result.removeLast()
    }
    return result
  }

  /// The width of a paragraph on one line, without the spaces at its end.
  private func inkedWidth(of paragraph: Substring, font: UIFont) -> CGFloat {
    let run = FontRun(font, generation: generation, kerned: true)
    if paragraph.utf8.contains(0x09) {
      var filled: CGFloat = 0
      var inked: CGFloat = 0
      for segment in segments(of: paragraph) {
        if segment.isSpace {
          filled += spaceWidth(of: segment.characters, at: filled, in: paragraph, run: run)
        } else {
          filled += width(of: segment.characters, in: paragraph, run: run)
          inked = filled
        }
      }
      return inked
    }
    var end = paragraph.endIndex
    while end > paragraph.startIndex {
      let previous = paragraph.index(before: end)
      guard Self.isBreakingSpace(paragraph[previous]) else { break }
      end = previous
    }
    return width(of: paragraph[..<end], in: paragraph, run: run)
  }

  /// The width of `part` of `paragraph`, with the kerning of its last character and the
  /// character after it: a pair's adjustment belongs to its first character's advance, so a
  /// word's width includes its pair with the space after it (`SystemFontKerning`).
  private func width(of part: Substring, in paragraph: Substring, run: FontRun) -> CGFloat {
    var total = width(of: part, in: run)
    if let last = part.last, part.endIndex < paragraph.endIndex {
      total += kerning(between: last, and: paragraph[part.endIndex], in: run)
    }
    return total
  }

  /// Greedy line breaking of one paragraph; returns each line's width.
  private func wrap(_ paragraph: Substring, font: UIFont, limit: CGFloat) -> [CGFloat] {
    let tolerance: CGFloat = 1e-9
    var lines: [CGFloat] = []
    // `filled` includes spaces typed so far on the line; `inked` stops at the last non-space.
    var filled: CGFloat = 0
    var inked: CGFloat = 0
    var lineIsEmpty = true
    let run = FontRun(font, generation: generation, kerned: true)
    for segment in segments(of: paragraph) {
      if segment.isSpace {
        filled += spaceWidth(of: segment.characters, at: filled, in: paragraph, run: run)
        lineIsEmpty = false
        continue
      }
      let segmentWidth = width(of: segment.characters, in: paragraph, run: run)
      if !lineIsEmpty, filled + segmentWidth <= limit + tolerance {
        filled += segmentWidth
        inked = filled
        continue
      }
      if !lineIsEmpty {
        lines.append(inked)
      }
      // The word starts a line; if it is wider than a line, break it between characters.
      var lineWidth: CGFloat = 0
      var lineHasCharacter = false
      let characters = segment.characters
      for index in characters.indices {
        let character = characters[index]
        var advance = advance(of: character, in: run)
        let next = paragraph.index(after: index)
        if next < paragraph.endIndex {
          advance += kerning(between: character, and: paragraph[next], in: run)
        }
        if lineHasCharacter, lineWidth + advance > limit + tolerance {
          lines.append(lineWidth)
          lineWidth = 0
        }
        lineWidth += advance
        lineHasCharacter = true
      }
      filled = lineWidth
      inked = lineWidth
      lineIsEmpty = false
    }
    lines.append(inked)
    return lines
  }

  /// The width of `spaces`, typed `x` into their line of `paragraph`: a tab advances to the
  /// default paragraph style's next stop (`TextTabStops.standard`), the text after it up to
  /// the next tab measured for a right or centred stop.
  private func spaceWidth(
    of spaces: Substring, at x: CGFloat, in paragraph: Substring, run: FontRun
  ) -> CGFloat {
    guard spaces.utf8.contains(0x09) else { return width(of: spaces, in: paragraph, run: run) }
    var total: CGFloat = 0
    var index = spaces.startIndex
    while index < spaces.endIndex {
      let advance = width(of: spaces[index...index], in: paragraph, run: run)
      if spaces[index] == "\t" {
        let after = paragraph.index(after: index)
        let next = paragraph[after...].firstIndex(of: "\t") ?? paragraph.endIndex
        total += TextTabStops.standard.advance(at: x + total, space: advance) { _ in
          width(of: paragraph[after..<next], in: run)
        }
      } else {
        total += advance
      }
      index = spaces.index(after: index)
    }
    return total
  }

  /// A run of spaces or a run of other characters.
  private struct Segment {
    var characters: Substring
    var isSpace: Bool
  }

  private func segments(of paragraph: Substring) -> [Segment] {
    var result: [Segment] = []
    var start = paragraph.startIndex
    var index = start
    while index < paragraph.endIndex {
      let isSpace = Self.isBreakingSpace(paragraph[index])
      var end = paragraph.index(after: index)
      while end < paragraph.endIndex, Self.isBreakingSpace(paragraph[end]) == isSpace {
        end = paragraph.index(after: end)
      }
      result.append(Segment(characters: paragraph[start..<end], isSpace: isSpace))
      start = end
      index = end
    }
    return result
  }

  /// Spaces that allow a line break after them (a no-break space does not).
  private static func isBreakingSpace(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\u{3000}"
  }
}
