import Foundation

extension AttributedTextLayout {
  /// A paragraph: its characters, its line break included, and its style.
  struct Paragraph {
    var glyphs: [Glyph]
    var style: NSParagraphStyle.Values
    /// The font of the paragraph's last character: an empty line's height.
    var endFont: UIFont
  }

  /// A line of a paragraph before it is placed.
  struct Piece {
    var glyphs: Range<Int>
    var indent: CGFloat
    var width: CGFloat
    var available: CGFloat?

    func range(in paragraph: Paragraph) -> NSRange {
      guard let first = paragraph.glyphs[glyphs].first, let last = paragraph.glyphs[glyphs].last
      else { return NSRange(location: 0, length: 0) }
      return NSRange(location: first.location, length: last.location + last.length - first.location)
    }
  }

  /// Splits `text` into paragraphs of measured characters.
  ///
  /// Empty text has none; a line break at the very end opens no empty paragraph, as in the
  /// plain-text model.
  static func paragraphs(
    of text: NSAttributedString, defaultFont: UIFont, model: any TextMeasuring
  ) -> [Paragraph] {
    let string = text.string
    guard !string.isEmpty else { return [] }
    let runs = attributeRuns(of: text)
    var runIndex = 0
    var location = 0
    var result: [Paragraph] = []
    var current: [Glyph] = []
    var spacings: [Spacing?] = []
    var style: NSParagraphStyle.Values?
    for character in string {
      let length = character.utf16.count
      while runIndex < runs.count - 1, NSMaxRange(runs[runIndex].range) <= location {
        runIndex += 1
      }
      let attributes = runs.isEmpty ? [:] : runs[runIndex].attributes
      if style == nil {
        style = (attributes[.paragraphStyle] as? NSParagraphStyle)?.values ?? .init()
      }
      var (glyph, spacing) = Self.glyph(
        character, at: location, length: length, attributes: attributes, defaultFont: defaultFont)
      glyph.run = runIndex
      current.append(glyph)
      spacings.append(spacing)
      location += length
      if character.isNewline {
        measure(&current, spacings: spacings, model: model)
        result.append(Paragraph(glyphs: current, style: style ?? .init(), endFont: glyph.font))
        current = []
        spacings = []
        style = nil
      }
    }
    if let last = current.last {
      measure(&current, spacings: spacings, model: model)
      result.append(Paragraph(glyphs: current, style: style ?? .init(), endFont: last.font))
    }
    return result
  }

  /// What a character's attributes add to its advance: `kern` or `tracking` points, then the
  /// `expansion` factor; and what the font's kerning of the character and the next one is
  /// multiplied by: 0 when a zero `kern` attribute turns kerning off, else the factor.
  private struct Spacing {
    var extra: CGFloat
    var factor: CGFloat
    var kerningScale: CGFloat
  }

  /// Gives each character that the model measures its advance: stretch by stretch of characters
  /// in one font, their advances and the font's kerning of each pair, added to the pair's first
  /// character unless a zero `kern` attribute turns it off (`kCTKernAttributeName`: "If this
  /// attribute is set to 0.0, no kerning is done at all").
  private static func measure(
    _ glyphs: inout [Glyph], spacings: [Spacing?], model: any TextMeasuring
  ) {
    var start = 0
    while start < glyphs.count {
      guard spacings[start] != nil else {
        start += 1
        continue
      }
      let font = glyphs[start].font
      var end = start + 1
      while end < glyphs.count, spacings[end] != nil, glyphs[end].font == font { end += 1 }
      let measured = model.advancesAndPairKerning(
        of: glyphs[start..<end].map(\.character), in: font)
      for (offset, piece) in measured.enumerated() {
        let index = start + offset
        guard let spacing = spacings[index] else { continue }
        glyphs[index].advance =
          (piece.advance + spacing.extra) * spacing.factor + piece.kerning * spacing.kerningScale
      }
      start = end
    }
  }

  /// The attribute runs of `text`, in order.
  static func attributeRuns(
    of text: NSAttributedString
  ) -> [(range: NSRange, attributes: [NSAttributedString.Key: Any])] {
    var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) {
      attributes, range, _ in
      runs.append((range, attributes))
    }
    return runs
  }

  /// A character's glyph before its advance is measured (`measure`), and, for a character the
  /// model measures, what its attributes add to that advance.
  private static func glyph(
    _ character: Character, at location: Int, length: Int,
    attributes: [NSAttributedString.Key: Any], defaultFont: UIFont
  ) -> (Glyph, Spacing?) {
    let font = attributes[.font] as? UIFont ?? defaultFont
    let offset = number(attributes[.baselineOffset])
    var ascent = font.ascender + offset
    var descent = -font.descender - offset
    var advance: CGFloat = 0
    var spacing: Spacing?
    if character.isNewline {
      advance = 0
    } else if let attachment = attributes[.attachment] as? NSTextAttachment {
      let bounds = attachment.layoutBounds
      advance = bounds.width
      ascent = max(ascent, bounds.maxY + offset)
      descent = max(descent, -bounds.minY - offset)
    } else {
      let kern = attributes[.kern]
      let tracking = attributes[.tracking]
      // With both, "kCTKernAttributeName will be ignored unless zero" (CTStringAttributes.h).
      var extra = number(tracking)
      if tracking == nil { extra += number(kern) }
      let expansion = number(attributes[.expansion])
      let factor = expansion != 0 ? CGFloat(Foundation.exp(Double(expansion))) : 1
      spacing = Spacing(
        extra: extra, factor: factor, kerningScale: kern == nil || number(kern) != 0 ? factor : 0)
    }
    let isSpace =
      character.isNewline || character == " " || character == "\t"
      || character == "\u{3000}"
    let glyph = Glyph(
      character: character, location: location, length: length, advance: advance, ascent: ascent,
      descent: descent, leading: font.leading, font: font, isSpace: isSpace, run: 0,
      baselineOffset: offset)
    return (glyph, spacing)
  }

  /// A number attribute's value as a length; 0 when absent or not a number.
  static func number(_ value: Any?) -> CGFloat {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: 0
    }
  }

  /// Breaks a paragraph into lines (see the type's discussion), giving each tab its advance to
  /// its stop on its line.
  static func breakLines(
    _ glyphs: inout [Glyph], style: NSParagraphStyle.Values, limit: CGFloat?, wrapping: Wrapping
  ) -> [Piece] {
    let stops = TextTabStops(style.tabStops, defaultInterval: style.defaultTabInterval)
    guard let limit else {
      var x = style.firstLineHeadIndent
      for index in glyphs.indices {
        placeTab(&glyphs, at: index, x: x, stops: stops)
        x += glyphs[index].advance
      }
      return [
        Piece(
          glyphs: 0..<glyphs.count, indent: style.firstLineHeadIndent,
          width: inkedWidth(glyphs[...]), available: nil)
      ]
    }
    var breaker = LineBreaker(glyphs: glyphs, style: style, limit: limit, stops: stops)
    switch wrapping {
    case .word: breaker.wrapWords()
    case .character: breaker.wrapCharacters()
    }
    glyphs = breaker.glyphs
    return breaker.pieces
  }

  /// Gives the glyph at `index`, if it is a tab typed `x` from the margin, its advance to its
  /// stop; its advance as measured (a space's) stands past the last stop.
  static func placeTab(_ glyphs: inout [Glyph], at index: Int, x: CGFloat, stops: TextTabStops) {
    guard glyphs[index].isTab else { return }
    let space = glyphs[index].advance
    glyphs[index].advance = stops.advance(at: x, space: space) { terminators in
      var width: CGFloat = 0
      for glyph in glyphs[(index + 1)...] {
        if glyph.isTab || glyph.character.isNewline { break }
        if let terminators, glyph.character.unicodeScalars.contains(where: terminators.contains) {
          break
        }
        width += glyph.advance
      }
      return width
    }
  }

  /// The width of glyphs on one line, without the spaces at their end.
  static func inkedWidth(_ glyphs: ArraySlice<Glyph>) -> CGFloat {
    var end = glyphs.endIndex
    while end > glyphs.startIndex, glyphs[end - 1].isSpace { end -= 1 }
    return glyphs[glyphs.startIndex..<end].reduce(0) { $0 + $1.advance }
  }
}

/// Greedy line breaking of one paragraph, as the plain-text model breaks lines; a tab takes its
/// advance to its stop from where it falls on its line.
private struct LineBreaker {
  var glyphs: [AttributedTextLayout.Glyph]
  let style: NSParagraphStyle.Values
  let limit: CGFloat
  let stops: TextTabStops
  var pieces: [AttributedTextLayout.Piece] = []
  var lineStart = 0
  let tolerance: CGFloat = 1e-9

  init(
    glyphs: [AttributedTextLayout.Glyph], style: NSParagraphStyle.Values, limit: CGFloat,
    stops: TextTabStops
  ) {
    self.glyphs = glyphs
    self.style = style
    self.limit = limit
    self.stops = stops
  }

  /// Places the tabs of the spaces `range`, typed `filled` into the line being filled.
  mutating func placeTabs(in range: Range<Int>, filled: CGFloat) {
    var x = indent + filled
    for index in range {
      AttributedTextLayout.placeTab(&glyphs, at: index, x: x, stops: stops)
      x += glyphs[index].advance
    }
  }

  /// The indent of the line being filled.
  var indent: CGFloat { pieces.isEmpty ? style.firstLineHeadIndent : style.headIndent }

  /// The width the line being filled has: from its indent to the tail indent.
  var available: CGFloat {
    let end = style.tailIndent > 0 ? style.tailIndent : limit + style.tailIndent
    return max(0, end - indent)
  }

  mutating func close(at end: Int, width: CGFloat) {
    pieces.append(
      .init(glyphs: lineStart..<end, indent: indent, width: width, available: available))
    lineStart = end
  }

  mutating func wrapWords() {
    var filled: CGFloat = 0
    var inked: CGFloat = 0
    var lineIsEmpty = true
    var start = 0
    while start < glyphs.count {
      let isSpace = glyphs[start].isSpace
      var end = start + 1
      while end < glyphs.count, glyphs[end].isSpace == isSpace { end += 1 }
      if isSpace { placeTabs(in: start..<end, filled: filled) }
      let width = glyphs[start..<end].reduce(0) { $0 + $1.advance }
      defer { start = end }
      if isSpace {
        filled += width
        lineIsEmpty = false
        continue
      }
      if !lineIsEmpty, filled + width <= available + tolerance {
        filled += width
        inked = filled
        continue
      }
      if !lineIsEmpty { close(at: start, width: inked) }
      // The word starts a line; if it is wider than a line, break it between characters.
      var lineWidth: CGFloat = 0
      var lineHasCharacter = false
      for index in start..<end {
        let advance = glyphs[index].advance
        if lineHasCharacter, lineWidth + advance > available + tolerance {
          close(at: index, width: lineWidth)
          lineWidth = 0
        }
        lineWidth += advance
        lineHasCharacter = true
      }
      filled = lineWidth
      inked = lineWidth
      lineIsEmpty = false
    }
    close(at: glyphs.count, width: inked)
  }

  mutating func wrapCharacters() {
    var filled: CGFloat = 0
    var inked: CGFloat = 0
    var lineIsEmpty = true
    for index in glyphs.indices {
      placeTabs(in: index..<index + 1, filled: filled)
      let glyph = glyphs[index]
      if glyph.isSpace {
        filled += glyph.advance
        lineIsEmpty = false
        continue
      }
      if !lineIsEmpty, filled + glyph.advance > available + tolerance {
        close(at: index, width: inked)
        filled = 0
      }
      filled += glyph.advance
      inked = filled
      lineIsEmpty = false
    }
    close(at: glyphs.count, width: inked)
  }
}

extension AttributedTextLayout.Glyph {
  /// Whether the character is a tab.
  var isTab: Bool { isSpace && character == "\t" }
}
