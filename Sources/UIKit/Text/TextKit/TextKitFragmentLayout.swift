import Foundation

/// Text laid out in a container that is not a simple rectangle (`exclusionPaths`), in the line
/// fragments the container gives, as TextKit 1 generates them ("Line Fragment Generation", Text
/// Layout Programming Guide): each line proposes a rectangle as wide as the container and as tall
/// as the line; the container returns the first free fragment in the writing direction and the
/// rest of the line; the line's text fills the fragments one after another, then the next line
/// starts below. In the model:
/// - A fragment too narrow for the next glyph (its width less its padding and the paragraph's
///   indents) is skipped for the line's next one; a line none of whose fragments holds a glyph
///   stays empty and the text moves down to just below the first of the paths that cut it to
///   end ("if there's a gap across the entire region, the lines that would overlap it have to be
///   shifted", Line Fragment Generation). A fragment the paths do not cut holds at least one
///   glyph, as a plain line does.
/// - Each fragment is a line fragment of its own (rect, used rect, glyph range), with the
///   `lineFragmentPadding` inside both its ends. Indents are distances from the container's
///   edges, so they narrow only the fragments they reach into; alignment places the text within
///   its fragment; a word wider than its fragment breaks between characters.
/// - A line's height is that of its glyphs across all its fragments (the line is laid again when
///   the text placed changes the height proposed, four times at most, then once at the larger of
///   its last two heights, which it keeps); its fragments share its baseline.
/// - `maximumNumberOfLines` counts line fragments.
/// - With an unlimited width, the proposed width is the widest paragraph, its indent and the
///   padding, past the right edge of the rightmost path.
struct TextKitFragmentLayout {
  /// A fragment filled with glyphs of a paragraph.
  private struct Piece {
    var rect: CGRect
    var glyphs: Range<Int>
    var width: CGFloat
    /// The fragment's text area: inside its padding and the paragraph's indents.
    var low: CGFloat
    var high: CGFloat
  }

  let part: NSAttributedString
  let offset: Int
  let container: NSTextContainer
  let index: Int
  let usesFontLeading: Bool
  let padding: CGFloat
  let wrapping: AttributedTextLayout.Wrapping
  let lineLimit: Int
  let heightLimit: CGFloat?
  private var fullWidth: CGFloat = 0
  /// Each UTF-16 unit's advance (a character's first unit carries it) and ascent.
  private var advances: [CGFloat]
  private(set) var lines: [TextKitLayout.Line] = []
  /// The characters laid out.
  private(set) var length = 0
  private var y: CGFloat = 0
  private let tolerance: CGFloat = 1e-9

  init(
    _ part: NSAttributedString, offset: Int, container: NSTextContainer, index: Int,
    usesFontLeading: Bool, defaultFont: UIFont, model: any TextMeasuring
  ) {
    self.part = part
    self.offset = offset
    self.container = container
    self.index = index
    self.usesFontLeading = usesFontLeading
    padding = container.lineFragmentPadding
    wrapping = container.lineBreakMode == .byCharWrapping ? .character : .word
    lineLimit = container.maximumNumberOfLines > 0 ? container.maximumNumberOfLines : Int.max
    heightLimit =
      TextKitLayout.isUnlimited(container.size.height) ? nil : container.size.height
    advances = [CGFloat](repeating: 0, count: part.length)
    let paragraphs = AttributedTextLayout.paragraphs(
      of: part, defaultFont: defaultFont, model: model)
    var natural: CGFloat = 0
    for paragraph in paragraphs {
      var width = paragraph.style.firstLineHeadIndent
      for glyph in paragraph.glyphs where glyph.location < part.length {
        advances[glyph.location] = glyph.advance
        width += glyph.advance
      }
      natural = max(natural, width)
    }
    if TextKitLayout.isUnlimited(container.size.width) {
      let right =
        container.exclusionPaths.map { $0.cgPath.boundingBoxOfPath }
        .filter { !$0.isNull }.map(\.maxX).max() ?? 0
      fullWidth = max(0, right) + natural + 2 * padding
    } else {
      fullWidth = container.size.width
    }
    layOut(paragraphs)
  }

  private mutating func layOut(_ paragraphs: [AttributedTextLayout.Paragraph]) {
    let string = part.string as NSString
    var lastLeading: CGFloat = 0
    for (paragraphIndex, paragraph) in paragraphs.enumerated() {
      let glyphs = paragraph.glyphs
      let style = paragraph.style
      let start = glyphs[0].location
      let isRightToLeft = TextKitLayout.isRightToLeft(
        style: part.attribute(.paragraphStyle, at: start, effectiveRange: nil) as? NSParagraphStyle
          ?? .default,
        paragraph: string.paragraphRange(for: NSRange(location: start, length: 0)), in: string)
      let isLastParagraph = paragraphIndex == paragraphs.count - 1
      var cursor = 0
      while cursor < glyphs.count {
        let isFirstLine = cursor == 0
        func lineHeight(_ glyphRange: Range<Int>, isLast: Bool) -> (text: CGFloat, box: CGFloat) {
          let text = AttributedTextLayout.textHeight(
            of: glyphs[glyphRange], fallback: paragraph.endFont, style: style,
            usesFontLeading: usesFontLeading)
          var box = text + style.lineSpacing
          if isFirstLine, paragraphIndex > 0 { box += style.paragraphSpacingBefore }
          if isLast, !isLastParagraph { box += style.paragraphSpacing }
          return (text, box)
        }
        let estimate = lineHeight(cursor..<cursor + 1, isLast: false)
        if let heightLimit, y + estimate.text > heightLimit + tolerance { return }
        let indent = isFirstLine ? style.firstLineHeadIndent : style.headIndent
        let limit = fullWidth - 2 * padding
        let end = style.tailIndent > 0 ? style.tailIndent : limit + style.tailIndent
        let spanWidth = max(0, end - indent)
        let spanLow = isRightToLeft ? fullWidth - padding - indent - spanWidth : padding + indent
        var height = estimate
        var pieces: [Piece] = []
        for attempt in 1...4 {
          pieces = fill(
            glyphs, from: cursor, height: height.box, rightToLeft: isRightToLeft,
            span: spanLow...spanLow + spanWidth)
          guard let last = pieces.last else { break }
          let actual = lineHeight(
            cursor..<last.glyphs.upperBound, isLast: last.glyphs.upperBound == glyphs.count)
          if abs(actual.box - height.box) <= tolerance {
            height = actual
            break
          }
          if attempt == 4 {
            // Unsettled (a taller line holds shorter text, and the reverse): the line keeps the
            // larger of its last two heights and is filled once more at it, so that every
            // fragment is emitted at the height the paths cut it at. A taller band leaves no
            // more room, so the text filled at it is seldom taller than the band (a word broken
            // into a fragment the band splits off can be).
            if actual.box > height.box {
              height = actual
              pieces = fill(
                glyphs, from: cursor, height: height.box, rightToLeft: isRightToLeft,
                span: spanLow...spanLow + spanWidth)
            }
            break
          }
          height = actual
        }
        guard let lineEnd = pieces.last?.glyphs.upperBound else {
          // No fragment of this line holds a glyph: the text moves down to where the first of
          // the paths reaching into the line ends (each move passes a path's bottom, so there
          // are at most as many moves as paths); none reaching in, nothing lower would hold it.
          let band = CGRect(x: 0, y: y, width: fullWidth, height: height.box)
          guard let bottom = container.exclusionBottom(in: band), bottom > y else { return }
          y = bottom
          continue
        }
        if let heightLimit, y + height.text > heightLimit + tolerance { return }
        let isCut =
          lines.count + pieces.count >= lineLimit && (lineEnd < glyphs.count || !isLastParagraph)
        var ascent: CGFloat = 0
        for glyph in glyphs[cursor..<lineEnd] { ascent = max(ascent, glyph.ascent) }
        let before = isFirstLine && paragraphIndex > 0 ? style.paragraphSpacingBefore : 0
        for (pieceIndex, piece) in pieces.enumerated() {
          let hidesRest = isCut && pieceIndex == pieces.count - 1
          emit(
            piece, in: glyphs, height: height.box, baseline: before + ascent, style: style,
            rightToLeft: isRightToLeft, hidesRest: hidesRest)
        }
        if usesFontLeading {
          lastLeading = AttributedTextLayout.leading(
            of: glyphs[cursor..<lineEnd], fallback: paragraph.endFont, style: style)
        }
        y += height.box
        cursor = lineEnd
        if isCut { return }
      }
    }
    // The font's leading separates lines: the text's last line's fragments end at its descent.
    if usesFontLeading, lastLeading > 0, length == part.length, let lastY = lines.last?.rect.minY {
      for lineIndex in lines.indices where lines[lineIndex].rect.minY == lastY {
        lines[lineIndex].rect.size.height -= lastLeading
        lines[lineIndex].usedRect.size.height -= lastLeading
      }
    }
  }

  /// The fragments of the line at `y` that hold glyphs, filled from `start`.
  private func fill(
    _ glyphs: [AttributedTextLayout.Glyph], from start: Int, height: CGFloat,
    rightToLeft: Bool, span: ClosedRange<CGFloat>
  ) -> [Piece] {
    var proposed = CGRect(x: 0, y: y, width: fullWidth, height: height)
    var pieces: [Piece] = []
    var cursor = start
    var fragmentIndex = 0
    while cursor < glyphs.count, lines.count + pieces.count < lineLimit, fragmentIndex < 1000 {
      var remaining = CGRect.zero
      let fragment = container.lineFragmentRect(
        forProposedRect: proposed, at: offset + glyphs[cursor].location,
        writingDirection: rightToLeft ? .rightToLeft : .leftToRight, remaining: &remaining)
      // A line the paths leave whole is a plain line: it holds at least one glyph.
      let isWhole =
        fragmentIndex == 0 && remaining.isEmpty && fragment.width >= proposed.width - tolerance
      let low = max(fragment.minX + padding, span.lowerBound)
      let high = min(fragment.maxX - padding, span.upperBound)
      let available = high - low
      if fragment.width > 0,
        isWhole || (available > 0 && glyphs[cursor].advance <= available + tolerance)
      {
        let fitted = AttributedTextLayout.fit(
          glyphs, from: cursor, in: max(0, available), wrapping: wrapping)
        pieces.append(
          Piece(
            rect: fragment, glyphs: cursor..<fitted.end, width: fitted.width, low: low,
            high: max(low, high)))
        cursor = fitted.end
      }
      fragmentIndex += 1
      guard !remaining.isEmpty, remaining != proposed else { break }
      proposed = remaining
    }
    return pieces
  }

  /// Adds a filled fragment as a line fragment; `hidesRest` gives it the characters a line limit
  /// cuts off.
  private mutating func emit(
    _ piece: Piece, in glyphs: [AttributedTextLayout.Glyph], height: CGFloat,
    baseline: CGFloat, style: NSParagraphStyle.Values, rightToLeft: Bool, hidesRest: Bool
  ) {
    let first = glyphs[piece.glyphs.lowerBound]
    let last = glyphs[piece.glyphs.upperBound - 1]
    let end = hidesRest ? part.length : last.location + last.length
    let available = piece.high - piece.low
    var width = piece.width
    if hidesRest, container.lineBreakMode.isTruncating { width = available }
    let slack = max(0, available - width)
    let textLeft = TextKitLayout.textLeft(
      spanLeft: piece.low, slack: slack, alignment: style.alignment, rightToLeft: rightToLeft)
    let lineAdvances = Array(advances[first.location..<end])
    let glyphX = TextKitLayout.glyphPositions(
      lineAdvances, textLeft: textLeft, width: width, rightToLeft: rightToLeft)
    let rect = CGRect(x: piece.rect.minX, y: y, width: piece.rect.width, height: height)
    // The used rectangle spans the text and its padding, and the indent where it reaches in.
    let used =
      rightToLeft
      ? CGRect(
        x: textLeft - padding, y: y, width: width + padding + piece.rect.maxX - piece.high,
        height: height)
      : CGRect(
        x: textLeft - piece.low + piece.rect.minX, y: y,
        width: width + piece.low - piece.rect.minX + padding, height: height)
    lines.append(
      TextKitLayout.Line(
        container: index,
        glyphRange: NSRange(location: first.location + offset, length: end - first.location),
        rect: rect, usedRect: used, baseline: baseline, glyphX: glyphX, advances: lineAdvances,
        isRightToLeft: rightToLeft, shownLength: last.location + last.length - first.location))
    length = end
  }
}
