import Foundation

extension SystemFontTextModel {
  /// The horizontal advance of one character in a font, tracking included.
  ///
  /// - Printable ASCII uses the measured tables of the model's generation of the system font
  ///   (`SystemFontGeneration`), interpolated between measured weights along the weight axis, in
  ///   the text or display design the point size calls for (its optical size).
  /// - A letter with diacritics takes the advance of its base letter (é as e): the decomposed
  ///   form's first scalar.
  /// - Digits of a `monospacedDigitSystemFont` all take the advance of 0.
  /// - Format characters (zero-width space, joiners, directional marks) take no space.
  /// - CJK ideographs, kana, Hangul and full-width forms take one em: these come from PingFang
  ///   and Apple SD Gothic Neo, whose ideographs are square.
  /// - Emoji (emoji presentation, or a variation selector 16) take one em.
  /// The CJK and emoji widths are estimates, not measurements. Every other character takes the
  /// advance of `o`, a middling lowercase width.
  package func advance(of character: Character, in font: UIFont) -> CGFloat {
    advance(of: character, in: FontRun(font, generation: generation))
  }

  /// The width of a run of characters on one line: the sum of their advances, and the kerning
  /// of each pair (`SystemFontKerning`).
  package func width<Characters: Sequence<Character>>(
    of characters: Characters, in font: UIFont
  ) -> CGFloat {
    width(of: characters, in: FontRun(font, generation: generation, kerned: true))
  }

  /// The width of a run of characters in the font of `run`, kerning included.
  func width<Characters: Sequence<Character>>(
    of characters: Characters, in run: FontRun
  ) -> CGFloat {
    characterWidth(of: characters, in: run)
  }

  /// The width of a run of characters in the font of `run`, measured character by character.
  private func characterWidth<Characters: Sequence<Character>>(
    of characters: Characters, in run: FontRun
  ) -> CGFloat {
    var total: CGFloat = 0
    var previous: Int?
    for character in characters {
      let (advance, index) = measure(character, in: run)
      total += advance
      if let previous, let index, let kerning = run.kerning {
        total += kerning.points(previous, index)
      }
      previous = index
    }
    return total
  }

  /// The width of a stretch of a string in the font of `run`, kerning included: as the generic
  /// `width(of:in:)` measures it, byte by byte when it is all printable ASCII.
  func width(of characters: Substring, in run: FontRun) -> CGFloat {
    asciiWidth(of: characters.utf8, in: run) ?? characterWidth(of: characters, in: run)
  }

  /// The width of `bytes` when every one is printable ASCII; nil otherwise, or for SF Mono.
  ///
  /// Each byte from U+0020 to U+007E is then a character of its own (the one grapheme of several
  /// ASCII scalars, CR LF, is outside that range), and the sums are those `characterWidth(of:in:)`
  /// makes, in the same order.
  private func asciiWidth(of bytes: Substring.UTF8View, in run: FontRun) -> CGFloat? {
    var total: CGFloat = 0
    var previous: Int?
    for byte in bytes {
      guard let (advance, index) = measure(ascii: byte, in: run) else { return nil }
      total += advance
      if let previous, let index, let kerning = run.kerning {
        total += kerning.points(previous, index)
      }
      previous = index
    }
    return total
  }

  /// A character's advance and its index in the kerning tables: printable ASCII, the common
  /// case, without looking at its Unicode scalars twice.
  private func measure(_ character: Character, in run: FontRun) -> (CGFloat, Int?) {
    if let value = character.asciiValue, let measured = measure(ascii: value, in: run) {
      return measured
    }
    return (advance(of: character, in: run), kerningIndex(of: character, in: run))
  }

  /// The advance and kerning index of the printable ASCII character `value`; nil outside U+0020
  /// to U+007E, or in SF Mono.
  private func measure(ascii value: UInt8, in run: FontRun) -> (CGFloat, Int?)? {
    guard value >= 0x20, value <= 0x7E, !run.isMonospaced,
      let units = asciiUnits(of: Unicode.Scalar(value), in: run)
    else { return nil }
    let advance = units * run.size / SystemFontMetrics.unitsPerEm + run.tracking
    return (advance, kerningIndex(ofASCII: UInt32(value), in: run))
  }

  /// Each character's advance in one font and its kerning with the next one, with the font's
  /// tables looked up once for the stretch.
  package func advancesAndPairKerning(of characters: [Character], in font: UIFont)
    -> [(advance: CGFloat, kerning: CGFloat)]
  {
    let run = FontRun(font, generation: generation, kerned: true)
    var result: [(advance: CGFloat, kerning: CGFloat)] = []
    result.reserveCapacity(characters.count)
    var previous: Int?
    for character in characters {
      let (advance, index) = measure(character, in: run)
      if let previous, let index, let kerning = run.kerning {
        result[result.count - 1].kerning = kerning.points(previous, index)
      }
      result.append((advance, 0))
      previous = index
    }
    return result
  }

  /// The kerning of `first` followed by `second` in the font of `run`, in points.
  func kerning(between first: Character, and second: Character, in run: FontRun) -> CGFloat {
    guard let kerning = run.kerning, let first = kerningIndex(of: first, in: run),
      let second = kerningIndex(of: second, in: run)
    else { return 0 }
    return kerning.points(first, second)
  }

  /// The index from U+0020 under which the kerning tables list a character, if they do.
  ///
  /// Printable ASCII is listed as itself and a letter with diacritics as its base letter (as its
  /// advance is); nothing else is. The digits of a `monospacedDigitSystemFont` are tabular
  /// figures, which are not kerned.
  private func kerningIndex(of character: Character, in run: FontRun) -> Int? {
    guard run.kerning != nil, var scalar = character.unicodeScalars.first else { return nil }
    if scalar.value > 0x7E {
      // Latin letters with diacritics end at U+1EFF (Latin Extended Additional).
      guard scalar.value <= 0x1EFF else { return nil }
      let decomposed = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
      guard let base = decomposed.first, base != scalar, base.properties.isAlphabetic else {
        return nil
      }
      scalar = base
    }
    return kerningIndex(ofASCII: scalar.value, in: run)
  }

  /// The kerning tables' index of the character with scalar value `value`: printable ASCII but
  /// a tabular digit; nil for anything else or a run without kerning.
  private func kerningIndex(ofASCII value: UInt32, in run: FontRun) -> Int? {
    guard run.kerning != nil, value >= 0x20, value <= 0x7E else { return nil }
    if run.hasMonospacedDigits, value >= 0x30, value <= 0x39 { return nil }
    return Int(value - 0x20)
  }

  /// What every character's advance in one font shares, worked out once for a run of them:
  /// the tracking, the weight axis value, the optical size's blend and the kerning tables are
  /// table look-ups, too slow to repeat per character.
  struct FontRun {
    let size: CGFloat
    let tracking: CGFloat
    let wght: CGFloat
    let displayFraction: CGFloat
    let hasMonospacedDigits: Bool
    let isItalic: Bool
    /// Whether the font is SF Mono (`monospacedSystemFont(ofSize:weight:)`), whose characters
    /// all take `SystemFontMetrics.monospacedAdvance`, untracked and unkerned.
    let isMonospaced: Bool
    /// The font's kerning tables, for runs that measure pairs (one character's advance needs
    /// none).
    let kerning: SystemFontKerning.Run?

    init(_ font: UIFont, generation: SystemFontGeneration, kerned: Bool = false) {
      size = font.pointSize
      isMonospaced = font.isMonospacedSystemFont
      tracking = isMonospaced ? 0 : generation.tracking(forPointSize: size)
      displayFraction = generation.displayFraction(forPointSize: size)
      wght = SystemFontMetrics.axisValue(of: font.weightValue)
      hasMonospacedDigits = font.hasMonospacedDigits
      isItalic = font.isItalic
      kerning =
        kerned && !isMonospaced
        ? SystemFontKerning.Run(
          generation: generation, wght: wght, italic: isItalic, displayFraction: displayFraction,
          size: size)
        : nil
    }
  }

  /// The advance of one character in the font of `run`; see `advance(of:in:)` for the rules.
  func advance(of character: Character, in run: FontRun) -> CGFloat {
    let size = run.size
    let tracking = run.tracking
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if scalar.properties.generalCategory == .format { return 0 }
    let isEmoji =
      scalar.properties.isEmojiPresentation
      || character.unicodeScalars.contains { $0.value == 0xFE0F }
    if isEmoji || Self.isSquareIdeograph(scalar) {
      return size + tracking
    }
    if run.isMonospaced {
      return SystemFontMetrics.monospacedAdvance * size / SystemFontMetrics.unitsPerEm
    }
    if let units = asciiUnits(of: scalar, in: run) {
      return units * size / SystemFontMetrics.unitsPerEm + tracking
    }
    let decomposed = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
    if let base = decomposed.first, base != scalar, let units = asciiUnits(of: base, in: run) {
      return units * size / SystemFontMetrics.unitsPerEm + tracking
    }
    let fallback = asciiUnits(of: "o", in: run) ?? SystemFontMetrics.unitsPerEm / 2
    return fallback * size / SystemFontMetrics.unitsPerEm + tracking
  }

  private func asciiUnits(of scalar: Unicode.Scalar, in run: FontRun) -> CGFloat? {
    var value = scalar.value
    // A tab is a space's width here; lines place it at its tab stop (`TextTabStops`).
    if value == 0x09 { value = 0x20 }
    if value == 0xA0 { value = 0x20 }  // A no-break space is as wide as a space.
    guard value >= 0x20, value <= 0x7E else { return nil }
    if run.hasMonospacedDigits, value >= 0x30, value <= 0x39 { value = 0x30 }
    return generation.units(
      ofCharacterAt: Int(value - 0x20), wght: run.wght, displayFraction: run.displayFraction,
      italic: run.isItalic)
  }

  private static func isSquareIdeograph(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF,  // Hangul Jamo
      0x2E80...0x303F,  // CJK radicals, Kangxi, ideographic description, CJK symbols
      0x3040...0x30FF,  // Hiragana, Katakana
      0x3130...0x318F,  // Hangul compatibility Jamo
      0x3400...0x4DBF,  // CJK Extension A
      0x4E00...0x9FFF,  // CJK Unified Ideographs
      0xAC00...0xD7AF,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFF01...0xFF60,  // Full-width forms
      0x20000...0x3134F:  // CJK Extensions B–G
      return true
    default:
      return false
    }
  }
}
