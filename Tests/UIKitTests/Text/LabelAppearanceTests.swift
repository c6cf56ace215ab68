import Foundation
import Testing

@testable import UIKit

/// UILabel's classic appearance members, with the defaults UILabel.h and Apple's documentation
/// give, and the enums' raw values.
@MainActor @Suite struct LabelAppearanceTests {
  @Test func defaultsAreUILabelsDocumentedOnes() {
    let label = UILabel()
    #expect(label.highlightedTextColor == nil)
    #expect(!label.isHighlighted)
    #expect(label.isEnabled)
    #expect(label.shadowColor == nil)
    // UILabel.h: "default is CGSizeMake(0, -1) -- a top shadow".
    #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    #expect(label.baselineAdjustment == .alignBaselines)
    // UILabel.lineBreakStrategy: "The default value is standard."
    #expect(label.lineBreakStrategy == .standard)
    #expect(label.preferredVibrancy == .none)
    #expect(!label.showsExpansionTextWhenTruncated)
  }

  @Test(arguments: [
    (UIBaselineAdjustment.alignBaselines, 0), (.alignCenters, 1), (.none, 2),
  ])
  func baselineAdjustmentHasApplesRawValues(_ value: UIBaselineAdjustment, raw: Int) {
    #expect(value.rawValue == raw)
  }

  @Test func vibrancyHasApplesRawValues() {
    #expect(UILabelVibrancy.none.rawValue == 0)
    #expect(UILabelVibrancy.automatic.rawValue == 1)
  }

  // UIDataDetectors.h: phone numbers 1 << 0 up to lookup suggestions 1 << 6, money and physical
  // values (iOS 16) 1 << 7 and 1 << 8, all NSUIntegerMax.
  @Test func dataDetectorTypesHaveApplesRawValues() {
    let types: [UIDataDetectorTypes] = [
      .phoneNumber, .link, .address, .calendarEvent, .shipmentTrackingNumber, .flightNumber,
      .lookupSuggestion, .money, .physicalValue,
    ]
    #expect(types.map(\.rawValue) == (0...8).map { 1 << $0 })
    #expect(UIDataDetectorTypes.all.rawValue == UInt.max)
    #expect(UITextView().dataDetectorTypes == [])
  }
}
