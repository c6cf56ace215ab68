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
/// Each table is the `kern` feature of one of Apple's static fonts, the fonts whose advances
/// `SystemFontAdvances` holds, written by `Scripts/system-font-kerning.py` as text: one line per
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
  typealias Weights = [(wght: CGFloat, units: [Int16])]

  static let sfProText: Weights = [
    (30.925, parse(SFProText.ultraLight)), (110.725, parse(SFProText.thin)),
    (274.315, parse(SFProText.light)), (400, parse(SFProText.regular)),
    (510, parse(SFProText.medium)), (590, parse(SFProText.semibold)),
    (700, parse(SFProText.bold)), (860, parse(SFProText.heavy)), (1000, parse(SFProText.black)),
  ]

  static let sfProDisplay: Weights = [
    (30.925, parse(SFProDisplay.ultraLight)), (110.725, parse(SFProDisplay.thin)),
    (274.315, parse(SFProDisplay.light)), (400, parse(SFProDisplay.regular)),
    (510, parse(SFProDisplay.medium)), (590, parse(SFProDisplay.semibold)),
    (700, parse(SFProDisplay.bold)), (860, parse(SFProDisplay.heavy)),
    (1000, parse(SFProDisplay.black)),
  ]

  // Placed on the axis as the same fonts' advances are (`SystemFontGeneration`).
  static let sfUIText: Weights = [
    (274.315, parse(SFUIText.light)), (400, parse(SFUIText.regular)),
    (510, parse(SFUIText.medium)), (590, parse(SFUIText.semibold)), (700, parse(SFUIText.bold)),
    (860, parse(SFUIText.heavy)),
  ]

  static let sfUIDisplay: Weights = [
    (274.315, parse(SFUIDisplay.light)), (400, parse(SFUIDisplay.regular)),
    (510, parse(SFUIDisplay.medium)), (700, parse(SFUIDisplay.bold)),
  ]

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
        (lower, upper, fraction) = (first.units, first.units, 0)
        return
      }
      if wght >= last.wght {
        (lower, upper, fraction) = (last.units, last.units, 0)
        return
      }
      var upperIndex = 1
      while wght > weights[upperIndex].wght { upperIndex += 1 }
      let below = weights[upperIndex - 1]
      let above = weights[upperIndex]
      lower = below.units
      upper = above.units
      fraction = (wght - below.wght) / (above.wght - below.wght)
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

    init(generation: SystemFontGeneration, wght: CGFloat, displayFraction: CGFloat, size: CGFloat) {
      let designs = generation.kerningDesigns
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
  /// The kerning tables of the generation's text and display designs.
  var kerningDesigns: (text: SystemFontKerning.Weights, display: SystemFontKerning.Weights) {
    switch self {
    case .sfUIText: (SystemFontKerning.sfUIText, SystemFontKerning.sfUIDisplay)
    case .sfPro: (SystemFontKerning.sfProText, SystemFontKerning.sfProDisplay)
    }
  }
}
