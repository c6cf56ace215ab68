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
  static func parse(_ text: String) -> [Int16] {
    var units = [Int16](repeating: 0, count: characterCount * characterCount)
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard let firsts = fields.first else { continue }
      for entry in fields.dropFirst() {
        guard let colon = entry.lastIndex(of: ":"),
          let value = Int16(entry[entry.index(after: colon)...])
        else { continue }
        for first in firsts {
          guard let row = index(of: first) else { continue }
          for second in entry[..<colon] {
            guard let column = index(of: second) else { continue }
            units[row * characterCount + column] = value
          }
        }
      }
    }
    return units
  }

  /// The index from U+0020 of a character as the tables write it (`␠` for the space).
  private static func index(of character: Character) -> Int? {
    if character == "\u{2420}" { return 0 }
    guard let value = character.asciiValue, value >= 0x20, value <= 0x7E else { return nil }
    return Int(value) - 0x20
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
