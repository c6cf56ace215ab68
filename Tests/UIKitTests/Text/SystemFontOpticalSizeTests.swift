import Foundation
import Testing

@testable import UIKit

/// The system font's optical sizes: the text design below 20 pt and SF UI Display from 20 pt on
/// iOS 9 to 13; from iOS 14, SF Pro Text blended into SF Pro Display between 17 and 28 pt by
/// the fractions measured on iOS 26.1 (`SystemFontGeneration.sfProOpticalFractions`).
///
/// Expected widths are summed by hand from the fonts' `hmtx` advances in units of a 2048-unit em
/// ("Title": T, i, t, l, e) and their `kern` pair "Ti" (the one pair of the word the fonts kern:
/// −20 in SF Pro Text 14.0d1e3 and 17.0d11e1, −50 in SF Pro Display 13.0d3e20 and 17.0d11e1
/// regular, −45 in 17.0d11e1 bold), at the point size, plus five glyphs' tracking:
/// - SF Pro Text 17.0d11e1 regular: 1298 + 506 + 744 + 518 + 1170 = 4236.
/// - SF Pro Display 17.0d11e1 regular: 1190 + 422 + 617 + 418 + 1049 = 3696.
/// - SF Pro Display 13.0d3e20 regular (iOS 9–13's display design): 1190 + 418 + 617 + 418 +
///   1049 = 3692.
struct SystemFontOpticalSizeTests {
  private func width(
    _ text: String, size: CGFloat, weight: UIFont.Weight = .regular,
    in generation: SystemFontGeneration
  ) -> CGFloat {
    SystemFontTextModel(generation: generation).size(
      of: text, font: .systemFont(ofSize: size, weight: weight), numberOfLines: 1, maxWidth: nil
    ).width
  }

  @Test func iOS13DrawsTwentyPointsInTheDisplayDesign() {
    // (3692 − 50 + 5 × 37) × 20 / 2048, the display design's tracking being 37 units at 20 pt.
    #expect(abs(width("Title", size: 20, in: .sfUIText) - 3827 * 20 / 2048) < 1e-6)
  }

  @Test func iOS13DrawsNineteenPointsInTheTextDesign() {
    // SF Pro Text 14.0d1e3's regular (T 1298, i 504, t 744, l 516, e 1170 = 4232 units, "Ti" −20)
    // at 19 pt with the text design's tracking, between −47 units at 17 pt and −55 at 20 pt:
    // −52.33.
    let units: CGFloat = 4232 - 20
    let tracking: CGFloat = -(47 + (55 - 47) * 2 / 3) * 19 / 2048
    let expected = units * 19 / 2048 + 5 * tracking
    #expect(abs(width("Title", size: 19, in: .sfUIText) - expected) < 1e-6)
  }

  @Test func iOS13TracksLargeSizesByTheDisplayTable() {
    // 34 pt: the display design's track, 23 units (halfway between 24 at 32 pt and 22 at 36 pt).
    #expect(abs(width("Title", size: 34, in: .sfUIText) - (3642 + 5 * 23) * 34 / 2048) < 1e-6)
    // 28 pt: 26 units.
    #expect(abs(width("Title", size: 28, in: .sfUIText) - (3642 + 5 * 26) * 28 / 2048) < 1e-6)
  }

  @Test func iOS14DrawsTwentyEightPointsInTheDisplayDesign() {
    // (3696 − 50 + 5 × 28) × 28 / 2048, tracked by 28 units (as iOS 26.1 measured it).
    #expect(abs(width("Title", size: 28, in: .sfPro) - 3786 * 28 / 2048) < 1e-6)
    // Bold, with the bold display advances iOS 26.1 measured (T 1232, i 493, t 727.5, l 496,
    // e 1136.5 = 4085 units): (4085 − 45 + 5 × 28) × 28 / 2048.
    #expect(abs(width("Title", size: 28, weight: .bold, in: .sfPro) - 4180 * 28 / 2048) < 1e-6)
  }

  @Test func iOS14DrawsLargeTitlesInTheDisplayDesign() {
    // 34 pt, the large title: the display design tracked by 23 units, as iOS 26.1 measured it
    // (`system-bold-34.0` of Vercantez/openuikit's font probe): (3696 − 50 + 5 × 23) × 34 / 2048.
    #expect(abs(width("Title", size: 34, in: .sfPro) - 3761 * 34 / 2048) < 1e-6)
  }

  @Test func iOS14BlendsTheDesignsBetweenSeventeenAndTwentyEightPoints() {
    // 20 pt is 13/55 of the way, as every advance of `system-regular-20.0` measured on iOS
    // 26.1 is (H: 1520 − 88 × 13/55 − 46 = 1453.2 units, 14.1914 pt recorded):
    // "Title" with its pair "Ti" is 4216 units in the text design and 3646 in the display design:
    // 4216 − (4216 − 3646) × 13 / 55 units, plus 5 × −46 units of tracking, × 20 / 2048.
    let units: CGFloat = 4216 - 570 * 13 / 55 - 5 * 46
    #expect(abs(width("Title", size: 20, in: .sfPro) - units * 20 / 2048) < 1e-6)
  }

  @Test func iOS14KeepsTheTextDesignAtSeventeenPoints() {
    // (4236 − 20 − 5 × 52) × 17 / 2048, tracked by −52 units.
    #expect(abs(width("Title", size: 17, in: .sfPro) - 3956 * 17 / 2048) < 1e-6)
  }

  /// Widths recorded on iOS 10, as bakkenbaeck/SweetUIKit's tests assert them.
  ///
  /// `Tests/StringTests.swift` (commit 26a5edf8029e, Swift 3's `NSFontAttributeName`, so iOS
  /// 10) asserts `boundingRect(…, .usesLineFragmentOrigin)` widths, floored: "a" 8 and "aa" 16
  /// in the 15 pt system font, "a" 16 and "aa" 33 in the 30 pt bold one. At 30 pt the display
  /// design's bold "a" is 1121 units and its tracking 25 units: 1146 × 30 / 2048 = 16.79 per
  /// "a". (Bold scaled by the 2015 SF UI Display's 3% wider "a" would floor "aa" to 34.)
  @Test func iOS10WidthsAreAsRecorded() {
    let model = SystemFontTextModel(generation: .sfUIText)
    func floored(_ text: String, _ font: UIFont) -> CGFloat {
      model.size(of: text, font: font, numberOfLines: 0, maxWidth: nil).width.rounded(.down)
    }
    #expect(floored("a", .systemFont(ofSize: 15)) == 8)
    #expect(floored("aa", .systemFont(ofSize: 15)) == 16)
    #expect(floored("a", .boldSystemFont(ofSize: 30)) == 16)
    #expect(floored("aa", .boldSystemFont(ofSize: 30)) == 33)
  }

  /// A width recorded on iOS 9 at 12 pt, as Vaseltior/OYThisUI's tests assert it.
  ///
  /// `OYThisUITests/UILabelSizeComputationsTests.swift` (commit 5e0e35e1b8d8, Swift 2) expects
  /// 29.8984375 for "Hello" in the 12 pt system font, which its `oytSizeWithSize` computes as the
  /// `boundingRect` width plus 1 (`Sources/UILabel+SizeComputations.swift`): 28.8984375, that is
  /// SF Pro Text 14.0d1e3's H 1520, e 1170, l 516, l 516, o 1210 = 4932 units × 12 / 2048,
  /// tracking being 0 at 12 pt. Its height, 15.3203125 less 1, is the line height.
  @Test func iOS9WidthAtTwelvePointsIsAsRecorded() {
    let size = SystemFontTextModel(generation: .sfUIText).size(
      of: "Hello", font: .systemFont(ofSize: 12), numberOfLines: 0, maxWidth: nil)
    #expect(abs(size.width - 28.8984375) < 1e-9)
    #expect(abs(size.height - 14.3203125) < 1e-9)
  }

  @Test(arguments: [SystemFontGeneration.sfUIText, .sfPro])
  func largerSizesNeverMeasureNarrower(_ generation: SystemFontGeneration) {
    // The switch to the narrower design must not make a larger size measure narrower.
    var previous: CGFloat = 0
    for size in stride(from: CGFloat(12), through: 40, by: 0.5) {
      let measured = width("Settings", size: size, in: generation)
      #expect(measured > previous, "at \(size) pt")
      previous = measured
    }
  }
}
