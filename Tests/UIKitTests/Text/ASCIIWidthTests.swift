import BezelTestSupport
import Testing

@testable import UIKit

/// A stretch of printable ASCII is measured byte by byte; its width is, to the bit, the width
/// the same characters measure one Character at a time, kerning and tracking included.
@MainActor
struct ASCIIWidthTests {
  /// Fonts that take every branch of an ASCII advance: text and display optical sizes, weights
  /// between measured ones, italics, tabular digits, and SF Mono, which is not measured by bytes.
  static let fonts: [UIFont] = [
    .systemFont(ofSize: 17),
    .systemFont(ofSize: 12, weight: .light),
    .systemFont(ofSize: 28, weight: .semibold),
    .boldSystemFont(ofSize: 34),
    .italicSystemFont(ofSize: 15),
    .monospacedDigitSystemFont(ofSize: 15, weight: .regular),
    .monospacedSystemFont(ofSize: 13, weight: .regular),
  ]

  /// Random strings of printable ASCII, digits and spaces among them.
  static func asciiStrings(count: Int, seed: UInt64) -> [String] {
    var rng = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      let length = Int.random(in: 0..<24, using: &rng)
      let scalars = (0..<length).map { _ in
        Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng))
      }
      return String(String.UnicodeScalarView(scalars))
    }
  }

  @Test(arguments: [SystemFontGeneration.sfUIText, .sfPro], 0..<7)
  func asciiStretchesMeasureAsCharacters(generation: SystemFontGeneration, font: Int) {
    #expect(Self.fonts.count == 7)
    let model = SystemFontTextModel(generation: generation)
    let run = SystemFontTextModel.FontRun(Self.fonts[font], generation: generation, kerned: true)
    for text in Self.asciiStrings(count: 200, seed: UInt64(font + 1)) {
      let whole = Substring(text)
      let bytes = model.width(of: whole, in: run)
      let characters = model.width(of: Array(whole), in: run)
      #expect(bytes.bitPattern == characters.bitPattern, "\"\(text)\"")
    }
  }

  /// Text with a character outside printable ASCII (a tab, a letter with a diacritic, an emoji,
  /// CR LF) is measured character by character, as before.
  @Test(arguments: ["Row\t1", "Café 12", "👍 ok", "a\r\nb", "e\u{301}t\u{e9}", ""])
  func otherTextMeasuresAsCharacters(text: String) {
    let model = SystemFontTextModel()
    let run = SystemFontTextModel.FontRun(.systemFont(ofSize: 17), generation: .sfPro, kerned: true)
    let whole = Substring(text)
    #expect(
      model.width(of: whole, in: run).bitPattern
        == model.width(of: Array(whole), in: run).bitPattern)
  }

  /// A part of a longer string is measured on its own bytes: the stretch "ow 1" of "Row 12".
  @Test func aPartOfAStringMeasuresItsOwnBytes() {
    let model = SystemFontTextModel()
    let run = SystemFontTextModel.FontRun(.systemFont(ofSize: 17), generation: .sfPro, kerned: true)
    let text = "Row 12"
    let part = text.dropFirst().dropLast()
    #expect(
      model.width(of: part, in: run).bitPattern == model.width(of: Array(part), in: run).bitPattern)
    #expect(model.width(of: part, in: run) < model.width(of: Substring(text), in: run))
  }
}
