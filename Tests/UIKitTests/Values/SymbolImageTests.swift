import Foundation
import Testing

@testable import UIKit

/// Symbol images: sizes against those measured on iOS, and the configuration API.
@MainActor
struct SymbolImageTests {
  private func traits(scale: CGFloat, category: UIContentSizeCategory = .large)
    -> UITraitCollection
  {
    UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: scale),
      UITraitCollection(preferredContentSizeCategory: category),
    ])
  }

  @Test func aPlainSymbolHasItsMeasuredSize() {
    // pome-ta/pystaUIKitCatalogChallenge memo.md: `person`, no configuration, @2x: 19 × 17.5.
    let image = UIImage(systemName: "person", compatibleWith: traits(scale: 2))
    #expect(image?.size == CGSize(width: 19, height: 17.5))
    #expect(image?.scale == 2)
    #expect(image?.isSymbolImage == true)
  }

  @Test func aLargeBodySymbolAtExtraSmallTextIsAsWideAsMeasured() {
    // Same source: `person`, textStyle body, scale large, text size XS, @2x: 20.5 wide (19.5
    // high; the model gives 19, the half point it misses is noted in UIImage+Symbols.swift).
    let configuration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)
      .withTraitCollection(traits(scale: 2, category: .extraSmall))
    let image = UIImage(systemName: "person", withConfiguration: configuration)
    #expect(image?.size.width == 20.5)
  }

  @Test func aSymbolMeasuredAt3xHasTheMeasuredWidthAt2x() {
    // forums.developer.apple.com 716773: chevron.compact.down, 64 pt light, is 70.33 wide at
    // @3x and "70.5 instead of 70.33" at @2x.
    let configuration = UIImage.SymbolConfiguration(pointSize: 64, weight: .light, scale: .medium)
      .withTraitCollection(traits(scale: 2))
    let image = UIImage(systemName: "chevron.compact.down", withConfiguration: configuration)
    #expect(image?.size.width == 70.5)
  }

  @Test func anEmptyNameGivesNoImage() {
    #expect(UIImage(systemName: "") == nil)
  }

  @Test func applyingAConfigurationPutsWhatItSpecifiesOverTheImagesOwn() {
    let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
    let combined = base.applying(UIImage.SymbolConfiguration(scale: .small))
    #expect(
      combined.isEqual(to: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .small))
    )
    #expect(!base.isEqual(to: combined))
  }

  @Test func aSmallSymbolIsSmallerAndALargeOneLarger() {
    let small = UIImage(
      systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .small))
    let medium = UIImage(systemName: "star")
    let large = UIImage(
      systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .large))
    #expect((small?.size.width ?? 0) < (medium?.size.width ?? 0))
    #expect((medium?.size.width ?? 0) < (large?.size.width ?? 0))
  }

  @Test func onlyASymbolTakesASymbolConfiguration() {
    let plain = UIImage(size: CGSize(width: 10, height: 10))
    #expect(plain.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 20)) == nil)
    let symbol = UIImage(systemName: "person")
    let bigger = symbol?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
    // Twice the default 17 points: twice as wide, give or take the pixel grid.
    #expect(abs((bigger?.size.width ?? 0) - 2 * (symbol?.size.width ?? 0)) <= 1)
  }

  @Test func symbolEnumsHaveApplesRawValues() {
    #expect(UIImage.SymbolScale.default.rawValue == -1)
    #expect(UIImage.SymbolScale.large.rawValue == 3)
    #expect(UIImage.SymbolWeight.regular.rawValue == 4)
    #expect(UIImage.SymbolWeight.black.rawValue == 9)
  }
}
