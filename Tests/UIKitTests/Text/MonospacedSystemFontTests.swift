import Foundation
import Testing

@testable import UIKit

/// The monospaced system font, SF Mono (`UIFont.monospacedSystemFont(ofSize:weight:)`).
///
/// Expected values are an iOS 26.1 simulator's measurements (Vercantez/openuikit's font probe,
/// `golden/font_metrics_ios.json` at commit 32cc00a35acc, entries `mono-regular-*` and
/// `mono-bold-*`): every character 1266 units of a 2048-unit em, no tracking, no kerning, and the
/// system font's vertical metrics.
struct MonospacedSystemFontTests {
  private let model = SystemFontTextModel(generation: .sfPro)

  private func width(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular) -> CGFloat {
    model.size(
      of: text, font: .monospacedSystemFont(ofSize: size, weight: weight), numberOfLines: 1,
      maxWidth: nil
    ).width
  }

  @Test func monospacedFontIsNamedAsIOSNamesIt() {
    let regular = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
    #expect(regular.fontName == ".AppleSystemUIFontMonospaced-Regular")
    #expect(regular.familyName == ".AppleSystemUIFontMonospaced")
    #expect(
      UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).fontName
        == ".AppleSystemUIFontMonospaced-Bold")
  }

  @Test(arguments: [
    // (text, point size, measured stringWidth)
    ("The quick brown fox jumps over the lazy dog", 12.0, 318.97265625),
    ("iiiiillll", 12.0, 66.76171875), ("WWWW MMMM", 12.0, 66.76171875),
    ("AVAST Wavy To. LT", 12.0, 126.10546875), ("0123456789", 17.0, 105.087890625),
    ("The quick brown fox jumps over the lazy dog", 17.0, 451.8779296875),
  ])
  func everyCharacterIsEquallyWideUntrackedAndUnkerned(_ sample: (String, Double, Double)) {
    #expect(abs(width(sample.0, size: CGFloat(sample.1)) - CGFloat(sample.2)) < 1e-9)
  }

  @Test func boldIsAsWideAsRegular() {
    // `mono-bold-12.0` measures the same widths as `mono-regular-12.0`.
    #expect(width("Hello UIKit", size: 12, weight: .bold) == width("Hello UIKit", size: 12))
    #expect(abs(width("Hello UIKit", size: 12, weight: .bold) - 81.59765625) < 1e-9)
  }

  @Test func lineHeightIsTheSystemFonts() {
    // 12 pt: ascender 11.42578125, descender −2.89453125, line height 14.3203125.
    let font = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
    #expect(font.ascender == 11.42578125)
    #expect(font.descender == -2.89453125)
    #expect(font.lineHeight == 14.3203125)
  }

  @Test func sizedCopyStaysMonospaced() {
    let font = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).withSize(17)
    #expect(font.fontName == ".AppleSystemUIFontMonospaced-Regular")
    let size = model.size(of: "0123456789", font: font, numberOfLines: 1, maxWidth: nil)
    #expect(abs(size.width - 105.087890625) < 1e-9)
  }

  @Test func monospacedDesignOfTheSystemFontIsSFMono() {
    let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.monospaced)
    let font = descriptor.map { UIFont(descriptor: $0, size: 0) }
    #expect(font?.fontName == ".AppleSystemUIFontMonospaced-Regular")
    #expect(font?.pointSize == 17)
    #expect(font?.fontDescriptor.symbolicTraits.contains(.traitMonoSpace) == true)
    // "iiii": 4 × 1266 × 17 / 2048, as wide as "WWWW".
    let size = font.map { model.size(of: "iiii", font: $0, numberOfLines: 1, maxWidth: nil) }
    #expect(abs((size?.width ?? 0) - 4 * 1266 * 17 / 2048) < 1e-9)
  }
}
