import Foundation
import Testing

@testable import UIKit

/// UIFontMetrics and UIFontDescriptor.
///
/// Sizes from Apple's Human Interface Guidelines, "Typography", iOS Dynamic Type sizes (body: 17 at
/// Large, 14 at XS, 23 at XXXL, 28 at AX M, 53 at AX XXXL; headline 17 semibold at Large, 33 at AX
/// L).
@MainActor @Suite struct DynamicTypeTests {
  nonisolated static let bodyScales: [(UIContentSizeCategory, CGFloat)] = [
    (.extraSmall, 14), (.large, 17), (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28),
    (.accessibilityExtraExtraExtraLarge, 53),
  ]

  @Test(arguments: bodyScales)
  func defaultMetricsScaleByTheBodyRatio(_ sample: (UIContentSizeCategory, CGFloat)) {
    // A 20 pt font scales by body's size at the category over 17.
    let traits = UITraitCollection(preferredContentSizeCategory: sample.0)
    let font = UIFontMetrics.default.scaledFont(
      for: .systemFont(ofSize: 20), compatibleWith: traits)
    #expect(abs(font.pointSize - 20 * sample.1 / 17) < 1e-9)
    #expect(
      abs(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: traits) - 10 * sample.1 / 17)
        < 1e-9)
  }

  @Test func styleMetricsUseTheStyleRatio() {
    // Title 1: 28 at Large, 34 at XXXL, 58 at AX XXXL.
    let metrics = UIFontMetrics(forTextStyle: .title1)
    let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(
      abs(metrics.scaledFont(for: .systemFont(ofSize: 28), compatibleWith: xxxl).pointSize - 34)
        < 1e-9)
    #expect(abs(metrics.scaledValue(for: 14, compatibleWith: ax5) - 14 * 58 / 28) < 1e-9)
  }

  @Test func maximumPointSizeCapsTheScaledFont() {
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    // 17 × 53 / 17 = 53, capped at 30.
    let font = UIFontMetrics.default.scaledFont(
      for: .systemFont(ofSize: 17), maximumPointSize: 30, compatibleWith: ax5)
    #expect(font.pointSize == 30)
  }

  @Test func scaledFontKeepsItsFace() {
    let bold = UIFont.boldSystemFont(ofSize: 10)
    let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let scaled = UIFontMetrics.default.scaledFont(for: bold, compatibleWith: traits)
    #expect(scaled.fontName == bold.fontName)
  }

  @Test func unspecifiedCategoryScalesAsLarge() {
    #expect(UIFontMetrics.default.scaledValue(for: 12, compatibleWith: nil) == 12)
  }

  @Test func descriptorReportsSizeNameAndTraits() {
    let font = UIFont.boldSystemFont(ofSize: 15)
    let descriptor = font.fontDescriptor
    #expect(descriptor.pointSize == 15)
    #expect(descriptor.postscriptName == font.fontName)
    #expect(descriptor.symbolicTraits.contains(.traitBold))
    #expect(!UIFont.systemFont(ofSize: 15).fontDescriptor.symbolicTraits.contains(.traitBold))
  }

  @Test func symbolicTraitRawValuesAreUIKits() {
    #expect(UIFontDescriptor.SymbolicTraits.traitItalic.rawValue == 1)
    #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
    #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
    #expect(UIFontDescriptor.AttributeName.size.rawValue == "NSFontSizeAttribute")
  }

  @Test func boldTraitMakesABoldFont() {
    let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor
    let bold = descriptor.withSymbolicTraits([.traitBold, .traitItalic])!
    let font = UIFont(descriptor: bold, size: 0)
    #expect(font.pointSize == 17)
    #expect(font.weightValue == UIFont.Weight.bold.rawValue)
    #expect(font.isItalic)
    #expect(font.fontDescriptor.symbolicTraits.contains([.traitBold, .traitItalic]))
  }

  @Test func preferredDescriptorMakesTheStyleFont() {
    let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    let descriptor = UIFontDescriptor.preferredFontDescriptor(
      withTextStyle: .headline, compatibleWith: traits)
    // Headline at AX L is 33 pt (HIG), semibold.
    #expect(descriptor.pointSize == 33)
    let font = UIFont(descriptor: descriptor, size: 0)
    #expect(font == UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits))
  }

  @Test func designIsOnlyForTheSystemFont() {
    #expect(UIFont.systemFont(ofSize: 12).fontDescriptor.withDesign(.rounded) != nil)
    #expect(UIFont(name: "Georgia", size: 12)!.fontDescriptor.withDesign(.rounded) == nil)
  }

  @Test func descriptorWithSizeMakesThatSize() {
    let descriptor = UIFontDescriptor(name: "Georgia", size: 10).withSize(22)
    let font = UIFont(descriptor: descriptor, size: 0)
    #expect(font.fontName == "Georgia")
    #expect(font.pointSize == 22)
  }
}
