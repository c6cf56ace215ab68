import Foundation

/// The system font's kerning: how much iOS moves a character closer to (or away from) the one
/// before it, for pairs of printable ASCII characters in one font.
///
/// Core Text applies a font's standard kerning unless a `kern` attribute says otherwise
/// (Apple, `kCTKernAttributeName`: "If this attribute is not present, standard kerning is used");
/// a pair's adjustment is added to the advance of its first character. An iOS 26.1 simulator
/// measures exactly the fonts' pairs: "The quick brown fox jumps over the lazy dog" in the
/// regular system font at 12 pt is 1.44 pt narrower than its advances and "AVAST Wavy To. LT"
/// 4.75 pt, which are SF Pro Text's −245 and −810 units (Vercantez/openuikit,
/// `golden/font_metrics_ios.json` at commit 32cc00a35acc, `stringWidths` against `advances`).
///
/// Each table is the `kern` feature of one of Apple's static fonts, of the builds that
/// `SystemFontAdvances` cites, written by `Scripts/system-font-kerning.py` as text: one line per
/// group of first characters that kern alike, then entries of second characters with the same
/// adjustment, in units of a 2048-unit em. `"' &:-70 ,.:-190` says that `"` and `'` followed by
/// `&` move 70 units closer, and followed by `,` or `.` 190. `␠` stands for the space; a group
/// may run on over several lines.
///
/// Between the weights of the tables a pair's adjustment is interpolated along the weight axis,
/// and the optical size blends the text design into the display design, as advances are
/// (`SystemFontGeneration`); past the lightest or heaviest table it stays at that table's, since
/// kerning does not grow without bound as advances do. Those are models: the variable font's
/// masters are not public.
enum SystemFontKerning {
  /// The number of printable ASCII characters, U+0020 to U+007E: a table's row length.
  static let characterCount = 95

  /// A table as a flat array: the adjustment of `first` followed by `second`, each an index
  /// from U+0020, at `first * characterCount + second`.
  ///
  /// The text is read as UTF-8 bytes: every process that measures text parses its generation's
  /// tables once, so parsing must cost little next to a layout.
  static func parse(_ text: String) -> [Int16] {
    var units = [Int16](repeating: 0, count: characterCount * characterCount)
    var text = text
    text.withUTF8 { bytes in
      var firsts: [Int] = []
      var seconds: [Int] = []
      var index = 0
      var atLineStart = true
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A {
          atLineStart = true
          index += 1
          continue
        }
        if byte == 0x20 {
          index += 1
          continue
        }
        // A field: characters up to a space or line end; an entry ends in ":<signed value>".
        var end = index
        while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x0A { end += 1 }
        if atLineStart {
          firsts = characterIndices(bytes, from: index, to: end)
          atLineStart = false
        } else if let colon = (index..<end).last(where: { bytes[$0] == 0x3A }),
          let value = signedValue(bytes, from: colon + 1, to: end)
        {
          seconds = characterIndices(bytes, from: index, to: colon)
          for first in firsts {
            for second in seconds { units[first * characterCount + second] = value }
          }
        }
        index = end
      }
    }
    return units
  }

  /// The indices from U+0020 of the characters in `bytes[start..<end]`: printable ASCII, and
  /// `␠` (U+2420, three bytes) for the space.
  private static func characterIndices(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> [Int] {
    var result: [Int] = []
    var index = start
    while index < end {
      let byte = bytes[index]
      if byte == 0xE2, index + 2 < end, bytes[index + 1] == 0x90, bytes[index + 2] == 0xA0 {
        result.append(0)
        index += 3
        continue
      }
      if byte >= 0x20, byte <= 0x7E { result.append(Int(byte) - 0x20) }
      index += 1
    }
    return result
  }

  /// The signed whole number written in `bytes[start..<end]` (`-130`, `+60`).
  private static func signedValue(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int16? {
    guard start < end else { return nil }
    var index = start
    var sign: Int = 1
    if bytes[index] == 0x2D || bytes[index] == 0x2B {
      sign = bytes[index] == 0x2D ? -1 : 1
      index += 1
    }
    guard index < end else { return nil }
    var value = 0
    while index < end {
      let digit = Int(bytes[index]) - 0x30
      guard digit >= 0, digit <= 9, value < 10_000 else { return nil }
      value = value * 10 + digit
      index += 1
    }
    return Int16(sign * value)
  }

  /// One design's tables by place on the weight axis, lightest first.
  ///
  /// Each table is parsed the first time a font of its weight is measured (a `static let` of its
  /// own), so a process that measures one weight parses one or two tables.
  typealias Weights = [(wght: CGFloat, units: @Sendable () -> [Int16])]

  static let sfProText: Weights = [
    (30.925, { sfProTextUltraLight }), (110.725, { sfProTextThin }), (274.315, { sfProTextLight }),
    (400, { sfProTextRegular }), (510, { sfProTextMedium }), (590, { sfProTextSemibold }),
    (700, { sfProTextBold }), (860, { sfProTextHeavy }), (1000, { sfProTextBlack }),
  ]

  static let sfProDisplay: Weights = [
    (30.925, { sfProDisplayUltraLight }), (110.725, { sfProDisplayThin }),
    (274.315, { sfProDisplayLight }), (400, { sfProDisplayRegular }), (510, { sfProDisplayMedium }),
    (590, { sfProDisplaySemibold }), (700, { sfProDisplayBold }), (860, { sfProDisplayHeavy }),
    (1000, { sfProDisplayBlack }),
  ]

  // The italic is measured in its regular weight only, which serves every weight (a model).
  static let sfProTextItalic: Weights = [(400, { sfProTextItalicRegular })]

  static let sfProDisplayItalic: Weights = [(400, { sfProDisplayItalicRegular })]

  // Placed on the axis as the same fonts' advances are (`SystemFontGeneration`).
  static let sfUIText: Weights = [
    (274.315, { sfUITextLight }), (400, { sfUITextRegular }), (510, { sfUITextMedium }),
    (590, { sfUITextSemibold }), (700, { sfUITextBold }), (860, { sfUITextHeavy }),
  ]

  static let sfUIDisplay: Weights = [
    (274.315, { sfUIDisplayLight }), (400, { sfUIDisplayRegular }), (510, { sfUIDisplayMedium }),
    (700, { sfUIDisplayBold }),
  ]

  private static let sfProTextItalicRegular = parse(SFProTextItalic.regular)
  private static let sfProDisplayItalicRegular = parse(SFProDisplayItalic.regular)
  private static let sfProTextUltraLight = parse(SFProText.ultraLight)
  private static let sfProTextThin = parse(SFProText.thin)
  private static let sfProTextLight = parse(SFProText.light)
  private static let sfProTextRegular = parse(SFProText.regular)
  private static let sfProTextMedium = parse(SFProText.medium)
  private static let sfProTextSemibold = parse(SFProText.semibold)
  private static let sfProTextBold = parse(SFProText.bold)
  private static let sfProTextHeavy = parse(SFProText.heavy)
  private static let sfProTextBlack = parse(SFProText.black)

  private static let sfProDisplayUltraLight = parse(SFProDisplay.ultraLight)
  private static let sfProDisplayThin = parse(SFProDisplay.thin)
  private static let sfProDisplayLight = parse(SFProDisplay.light)
  private static let sfProDisplayRegular = parse(SFProDisplay.regular)
  private static let sfProDisplayMedium = parse(SFProDisplay.medium)
  private static let sfProDisplaySemibold = parse(SFProDisplay.semibold)
  private static let sfProDisplayBold = parse(SFProDisplay.bold)
  private static let sfProDisplayHeavy = parse(SFProDisplay.heavy)
  private static let sfProDisplayBlack = parse(SFProDisplay.black)

  private static let sfUITextLight = parse(SFUIText.light)
  private static let sfUITextRegular = parse(SFUIText.regular)
  private static let sfUITextMedium = parse(SFUIText.medium)
  private static let sfUITextSemibold = parse(SFUIText.semibold)
  private static let sfUITextBold = parse(SFUIText.bold)
  private static let sfUITextHeavy = parse(SFUIText.heavy)

  private static let sfUIDisplayLight = parse(SFUIDisplay.light)
  private static let sfUIDisplayRegular = parse(SFUIDisplay.regular)
  private static let sfUIDisplayMedium = parse(SFUIDisplay.medium)
  private static let sfUIDisplayBold = parse(SFUIDisplay.bold)

  /// One design's kerning at one weight: the two tables around the weight and how far between
  /// them it lies.
  struct Weighted {
    let lower: [Int16]
    let upper: [Int16]
    let fraction: CGFloat

    init(_ weights: Weights, wght: CGFloat) {
      guard let first = weights.first, let last = weights.last else {
        lower = []
        upper = []
        fraction = 0
        return
      }
      if !(wght > first.wght) || weights.count == 1 {
        let units = first.units()
        (lower, upper, fraction) = (units, units, 0)
        return
      }
      if wght >= last.wght {
        let units = last.units()
        (lower, upper, fraction) = (units, units, 0)
        return
      }
      var upperIndex = 1
      while wght > weights[upperIndex].wght { upperIndex += 1 }
      let below = weights[upperIndex - 1]
      let above = weights[upperIndex]
      fraction = (wght - below.wght) / (above.wght - below.wght)
      lower = below.units()
      upper = fraction == 0 ? lower : above.units()
    }

    /// The adjustment, in font units, at a flat index.
    func units(at index: Int) -> CGFloat {
      guard index < lower.count else { return 0 }
      let low = CGFloat(lower[index])
      if fraction == 0 { return low }
      return low + (CGFloat(upper[index]) - low) * fraction
    }
  }

  /// The kerning of one font: its weight in both designs, the optical size's blend, and the
  /// points per font unit.
  struct Run {
    let text: Weighted
    let display: Weighted?
    let displayFraction: CGFloat
    let pointsPerUnit: CGFloat

    init(
      generation: SystemFontGeneration, wght: CGFloat, italic: Bool, displayFraction: CGFloat,
      size: CGFloat
    ) {
      let designs = generation.kerningDesigns(italic: italic)
      text = Weighted(designs.text, wght: wght)
      display = displayFraction > 0 ? Weighted(designs.display, wght: wght) : nil
      self.displayFraction = displayFraction
      pointsPerUnit = size.isFinite ? size / SystemFontMetrics.unitsPerEm : 0
    }

    /// The adjustment, in points, of the character at index `first` (from U+0020) followed by
    /// the one at `second`.
    func points(_ first: Int, _ second: Int) -> CGFloat {
      let index = first * SystemFontKerning.characterCount + second
      var units = text.units(at: index)
      if let display {
        let displayUnits = display.units(at: index)
        units =
          displayFraction >= 1 ? displayUnits : units + (displayUnits - units) * displayFraction
      }
      return units * pointsPerUnit
    }
  }
}

extension SystemFontGeneration {
  /// The kerning tables of the generation's text and display designs, roman or italic (iOS 9
  /// to 13's italics are not modelled: they kern as the roman).
  func kerningDesigns(italic: Bool) -> (
    text: SystemFontKerning.Weights, display: SystemFontKerning.Weights
  ) {
    switch self {
    case .sfUIText: (SystemFontKerning.sfUIText, SystemFontKerning.sfUIDisplay)
    case .sfPro where italic:
      (SystemFontKerning.sfProTextItalic, SystemFontKerning.sfProDisplayItalic)
    case .sfPro: (SystemFontKerning.sfProText, SystemFontKerning.sfProDisplay)
    }
  }
}
