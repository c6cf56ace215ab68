import Foundation

/// Attributed text laid out in lines with the text model's advances: what `boundingRect`, labels
/// with attributed text and TextKit measure.
///
/// The model is the plain-text model's (`SystemFontTextModel`) applied character by character:
/// - Advances: each character's advance in its own font, plus its `kern` and `tracking`, times
///   e^`expansion`; an attachment advances by its bounds' width.
/// - Lines: explicit line breaks start paragraphs; within a paragraph, lines break greedily before
///   the word that would overflow (or before the character, with character wrapping), spaces at a
///   line's end hang past it, and a word wider than a line breaks between characters.
/// - Line height, as TextKit 1 builds a line fragment: the tallest ascent (raised by
///   `baselineOffset`, an attachment's `bounds.maxY`) plus the deepest descent (plus the largest
///   leading with `.usesFontLeading`, except on the last line: leading separates lines, as a
///   multi-line label's do); times `lineHeightMultiple` when set; then at least
///   `minimumLineHeight` and at most `maximumLineHeight` when set; plus `lineSpacing` after every
///   line, the last included (boundingRect of one line with a line spacing is taller by it on
///   iOS); plus `paragraphSpacing` after a paragraph followed by another, and
///   `paragraphSpacingBefore` before every paragraph but the first.
/// - Indents: a paragraph's first line starts at `firstLineHeadIndent`, the others at
///   `headIndent`; lines end at `tailIndent` from the leading edge when it is positive, else that
///   far inside the trailing edge.
/// - Line limit: lines past `numberOfLines` are dropped; a truncating mode's last kept line ends
///   in an ellipsis and fills its width.
/// - Tabs: a tab advances to its paragraph's next tab stop from where it is typed on its line
///   (`TextTabStops`).
/// Alignment moves lines inside the width but never changes the size.
package struct AttributedTextLayout {
  /// How lines break within a paragraph.
  package enum Wrapping: Sendable {
    case word, character
  }

  /// One laid-out line.
  package struct Line: Equatable, Sendable {
    /// The line's characters, in UTF-16 offsets of the string (line breaks included).
    package var range: NSRange
    /// The line's start from the leading edge: its indent.
    package var x: CGFloat
    /// The line's width, without spaces hanging past its end.
    package var width: CGFloat
    /// The top of the line's box, spacing before it included.
    package var y: CGFloat
    /// The height of the line's box: its text, its spacing after and around its paragraph.
    package var height: CGFloat
    /// The height of the line's text, without the spacing.
    package var textHeight: CGFloat
    /// The width the line had to fit in, or nil for no limit.
    package var available: CGFloat?
    /// Whether the line ends in an ellipsis.
    package var isTruncated: Bool
  }

  /// A character as laid out.
  struct Glyph {
    var character: Character
    var location: Int
    var length: Int
    var advance: CGFloat
    var ascent: CGFloat
    var descent: CGFloat
    var leading: CGFloat
    var font: UIFont
    var isSpace: Bool
    /// The index of the attribute run the character is in.
    var run: Int
    /// How far `baselineOffset` raises the character.
    var baselineOffset: CGFloat
  }

  /// Where a line's characters came from, kept for drawing (`fragments(model:)`).
  struct Placement {
    var paragraph: Int
    var glyphs: Range<Int>
    /// The line's baseline, from the top of the layout.
    var baseline: CGFloat
  }

  /// The lines, top to bottom.
  package private(set) var lines: [Line] = []
  /// The line break mode of a cut last line (`fragments(model:)` draws its ellipsis).
  package private(set) var truncation: NSLineBreakMode = .byTruncatingTail
  /// The bounding size: the widest line's end, and the bottom of the last line's box.
  package private(set) var size: CGSize = .zero
  /// The measured paragraphs, and each line's place in them (parallel to `lines`).
  private(set) var paragraphs: [Paragraph] = []
  private(set) var placements: [Placement] = []

  /// Lays out `text`.
  ///
  /// - Parameters:
  ///   - maxWidth: The width lines fit in; nil (or not positive, or infinite) for no wrapping.
  ///   - numberOfLines: The most lines kept; 0 for no limit.
  ///   - truncation: The line break mode of the last kept line when lines are cut.
  package init(
    _ text: NSAttributedString, defaultFont: UIFont, maxWidth: CGFloat?, numberOfLines: Int = 0,
    wrapping: Wrapping = .word, truncation: NSLineBreakMode = .byTruncatingTail,
    usesFontLeading: Bool = true, model: any TextMeasuring
  ) {
    let limit = maxWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    self.truncation = truncation
    paragraphs = Self.paragraphs(of: text, defaultFont: defaultFont, model: model)
    let lineLimit = numberOfLines > 0 ? numberOfLines : Int.max
    var y: CGFloat = 0
    var lastLeading: CGFloat = 0
    for index in paragraphs.indices {
      if lines.count >= lineLimit { break }
      let style = paragraphs[index].style
      // Breaking places the paragraph's tabs at their stops (`TextTabStops`).
      var broken = Self.breakLines(
        &paragraphs[index].glyphs, style: style, limit: limit, wrapping: wrapping)
      let paragraph = paragraphs[index]
      let room = lineLimit - lines.count
      var cut = false
      if broken.count > room {
        broken.removeLast(broken.count - room)
        cut = true
      }
      for (lineIndex, piece) in broken.enumerated() {
        let glyphs = paragraph.glyphs[piece.glyphs]
        let textHeight = Self.textHeight(
          of: glyphs, fallback: paragraph.endFont, style: style, usesFontLeading: usesFontLeading)
        var height = textHeight + style.lineSpacing
        if usesFontLeading {
          lastLeading = Self.leading(of: glyphs, fallback: paragraph.endFont, style: style)
        }
        let isFirst = lineIndex == 0
        let isLast = lineIndex == broken.count - 1
        if isFirst, index > 0 { height += style.paragraphSpacingBefore }
        if isLast, index < paragraphs.count - 1, !cut { height += style.paragraphSpacing }
        var line = Line(
          range: piece.range(in: paragraph), x: piece.indent, width: piece.width, y: y,
          height: height, textHeight: textHeight, available: piece.available,
          isTruncated: false)
        if cut, isLast, truncation.isTruncating, let available = piece.available {
          line.width = available
          line.isTruncated = true
        }
        lines.append(line)
        let top = y + (isFirst && index > 0 ? style.paragraphSpacingBefore : 0)
        placements.append(
          Placement(
            paragraph: index, glyphs: piece.glyphs,
            baseline: top
              + Self.baselineDepth(
                of: glyphs, fallback: paragraph.endFont, textHeight: textHeight,
                usesFontLeading: usesFontLeading)))
        y += height
      }
    }
    // The font's leading separates lines: the last line's box ends at its descent.
    if usesFontLeading, let last = lines.indices.last, lastLeading > 0 {
      lines[last].height -= lastLeading
      lines[last].textHeight -= lastLeading
      y -= lastLeading
    }
    size = CGSize(width: lines.map { $0.x + $0.width }.max() ?? 0, height: y)
  }

  /// The leading a line's text height includes with `.usesFontLeading`: its largest font
  /// leading, unless a line height multiple, minimum or maximum reshapes the line.
  static func leading(
    of glyphs: ArraySlice<Glyph>, fallback: UIFont, style: NSParagraphStyle.Values
  ) -> CGFloat {
    if style.lineHeightMultiple > 0 || style.minimumLineHeight > 0 || style.maximumLineHeight > 0 {
      return 0
    }
    guard !glyphs.isEmpty else { return fallback.leading }
    var leading: CGFloat = 0
    for glyph in glyphs { leading = max(leading, glyph.leading) }
    return leading
  }

  /// The height of a line's text (see the type's discussion).
  static func textHeight(
    of glyphs: ArraySlice<Glyph>, fallback: UIFont, style: NSParagraphStyle.Values,
    usesFontLeading: Bool
  ) -> CGFloat {
    var ascent = glyphs.map(\.ascent).max() ?? fallback.ascender
    var descent = glyphs.map(\.descent).max() ?? -fallback.descender
    var leading = glyphs.map(\.leading).max() ?? fallback.leading
    if glyphs.isEmpty {
      ascent = fallback.ascender
      descent = -fallback.descender
      leading = fallback.leading
    }
    var height = ascent + descent + (usesFontLeading ? leading : 0)
    if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
    if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
    if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
    return height
  }
}

extension NSLineBreakMode {
  /// Whether the mode ends a cut line with an ellipsis.
  var isTruncating: Bool {
    self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
  }
}
