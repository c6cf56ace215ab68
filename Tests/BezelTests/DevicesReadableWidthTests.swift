import Bezel
import Testing
import UIKit

/// The readable width per text size and era (DIM; UYL-readable: docs/sources.md).
struct DevicesReadableWidthTests {
  /// iOS 9, iPad Air 2 in landscape at the default text size: the guide is 672 wide and inset
  /// 176 from each edge [UYL-readable].
  @Test func iOS9ReadableWidthIs672() {
    let device = DeviceCatalog.iPadAir2
    let width = device.readableWidth(for: .large, era: .iOS9)
    #expect(width == 672)
    #expect((device.bounds(in: .landscapeLeft).width - width) / 2 == 176)
  }

  /// iOS 14.4–16.2 at Large: 664 [DIM].
  @Test func defaultEraReadableWidthIs664() {
    #expect(DeviceCatalog.iPadPro12_9.readableWidth() == 664)
    #expect(DeviceCatalog.iPadPro12_9.readableWidth(for: .large, era: .iOS14) == 664)
  }

  /// The width never narrows as the text size grows (WWDC18-235: it "will get smaller or
  /// larger" with the user's text size).
  @Test(arguments: OSEra.allCases)
  func widthNeverNarrowsAsTheCategoryGrows(_ era: OSEra) {
    let categories: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
      .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
      .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
    let widths = categories.map { DeviceCatalog.iPad10.readableWidth(for: $0, era: era) }
    #expect(widths == widths.sorted())
  }

  /// Smaller text narrows the guide: "if the user selects a smaller dynamic type font size
  /// than the default, it can come into play" on iPhones [WWDC18-235].
  @Test func smallerTextIsNarrower() {
    let device = DeviceCatalog.iPhone12
    #expect(device.readableWidth(for: .extraSmall) < device.readableWidth(for: .large))
  }

  @Test func unspecifiedCategoryIsLarge() {
    let device = DeviceCatalog.iPadAir4
    #expect(device.readableWidth(for: .unspecified) == device.readableWidth(for: .large))
  }

  @Test func modelledWidthsSayTheyAreAModel() {
    let source = DeviceCatalog.iPadAir4.readableWidthSource(for: .extraLarge)
    #expect(source.citation.contains("model"))
    #expect(!DeviceCatalog.iPadAir4.readableWidthSource(for: .large).citation.contains("model"))
  }
}
