import Foundation
import Testing

@testable import UIKit

/// A label's size as a view hierarchy recorded on an iOS simulator printed it.
struct RecordedLabel: Sendable, CustomTestStringConvertible {
  /// The recording: a commit of pointfreeco/swift-snapshot-testing (MIT) and its snapshot file.
  var source: String
  var os: String
  /// The system font design of that OS.
  var generation: SystemFontGeneration
  var scale: CGFloat
  var text: String
  var style: UIFont.TextStyle
  var category: UIContentSizeCategory
  /// The frame's width and height as printed.
  var width: CGFloat
  var height: CGFloat

  var testDescription: String {
    "\"\(text)\" \(style.rawValue) \(category.rawValue) @\(Int(scale))x, \(os)"
  }
}

/// Label sizes recorded by swift-snapshot-testing's `testTraits`, whose labels show "What's" in
/// the headline style, "the" and "point" in the body style and "?" in the subheadline style, at
/// the content size its device presets force (Medium on iPhones: headline 16 pt semibold, body 16,
/// subheadline 14; Large on iPads: 17, 17, 15).
///
/// The eras: iOS 12.1 from the Makefile's simulator at 1118cbcc11c4 (PR #141, iPhone XR, OS
/// 12.1, Xcode 10.1); iOS 13.2.2 from the Makefile's simulator at fb70100e9f15 (PR #275, iPhone
/// 11 Pro Max, OS 13.2.2, Xcode 11.2.1); iOS 17.4 from the Makefile's simulator at a3650f052184 (PR #855); iOS 18.4 from
/// 7e6c39fb435c (PR #965, Swift 6.1 and so Xcode 16.3); iOS 18.5 from 6f4da01ac05e and
/// ab70025b714d (PR #1003, whose commit names the simulators). Printed sizes are rounded up to the
/// pixel, so "56.3333" at 3× says the text is between 56 and 56.33 points wide.
@MainActor
struct RecordedLabelWidthTests {
  nonisolated static let recorded: [RecordedLabel] = {
    var labels: [RecordedLabel] = []
    func add(
      _ source: String, _ os: String, _ scale: CGFloat, _ category: UIContentSizeCategory,
      _ sizes: [(String, UIFont.TextStyle, CGFloat, CGFloat)]
    ) {
      let generation: SystemFontGeneration =
        os.hasPrefix("iOS 12") || os.hasPrefix("iOS 13") ? .sfUIText : .sfPro
      for (text, style, width, height) in sizes {
        labels.append(
          RecordedLabel(
            source: source, os: os, generation: generation, scale: scale, text: text,
            style: style, category: category, width: width, height: height))
      }
    }
    // The system font of iOS 12 and 13 (SF UI Text): "the" and "point" a pixel wider than
    // today's at 17 pt, semibold "What's" a point or more narrower.
    add(
      "1118cbcc11c4 testTraits.ipad-mini.txt", "iOS 12.1", 2, .large,
      [
        ("What's", .headline, 55.5, 20.5), ("the", .body, 25, 20.5), ("point", .body, 39, 20.5),
        ("?", .subheadline, 7.5, 18),
      ])
    add(
      "1118cbcc11c4 testTraits.iphone-8.txt", "iOS 12.1", 2, .medium,
      [
        ("What's", .headline, 53, 19.5), ("the", .body, 24, 19.5), ("point", .body, 37, 19.5),
        ("?", .subheadline, 7.5, 17),
      ])
    add(
      "fb70100e9f15 testTraits.ipad-mini.txt", "iOS 13.2.2", 3, .large,
      [
        ("What's", .headline, 167 / 3, 61 / 3), ("the", .body, 25, 61 / 3),
        ("point", .body, 39, 61 / 3), ("?", .subheadline, 23 / 3, 18),
      ])
    add(
      "fb70100e9f15 testTraits.iphone-8.txt", "iOS 13.2.2", 3, .medium,
      [
        ("What's", .headline, 158 / 3, 58 / 3), ("the", .body, 71 / 3, 58 / 3),
        ("point", .body, 37, 58 / 3), ("?", .subheadline, 22 / 3, 17),
      ])
    let large3x: [(String, UIFont.TextStyle, CGFloat, CGFloat)] = [
      ("What's", .headline, 169 / 3, 61 / 3), ("the", .body, 74 / 3, 61 / 3),
      ("point", .body, 116 / 3, 61 / 3), ("?", .subheadline, 23 / 3, 18),
    ]
    let medium3x: [(String, UIFont.TextStyle, CGFloat, CGFloat)] = [
      ("What's", .headline, 161 / 3, 58 / 3), ("the", .body, 71 / 3, 58 / 3),
      ("point", .body, 37, 58 / 3), ("?", .subheadline, 22 / 3, 17),
    ]
    add("a3650f052184 testTraits.ipad-10-2.txt", "iOS 17.4", 3, .large, large3x)
    add("a3650f052184 testTraits.iphone-8-plus.txt", "iOS 17.4", 3, .medium, medium3x)
    add("7e6c39fb435c testTraits.ipad-10-2.txt", "iOS 18.4", 3, .large, large3x)
    add("7e6c39fb435c testTraits.iphone-8-plus.txt", "iOS 18.4", 3, .medium, medium3x)
    add("6f4da01ac05e testTraits.ipad-10-2.txt", "iOS 18.5", 3, .large, large3x)
    add("6f4da01ac05e testTraits.iphone-8-plus.txt", "iOS 18.5", 3, .medium, medium3x)
    add(
      "ab70025b714d iOS/testTraits.ipad-10-2.txt", "iOS 18.5", 2, .large,
      [
        ("What's", .headline, 56.5, 20.5), ("the", .body, 25, 20.5), ("point", .body, 39, 20.5),
        ("?", .subheadline, 7.5, 18),
      ])
    return labels
  }()

  @Test(arguments: recorded)
  func aLabelIsAsLargeAsRecorded(_ label: RecordedLabel) {
    let traits = UITraitCollection(preferredContentSizeCategory: label.category)
    let font = UIFont.preferredFont(forTextStyle: label.style, compatibleWith: traits)
    let size = SystemFontTextModel(generation: label.generation).labelSize(
      of: label.text, font: font, numberOfLines: 1, maxWidth: nil, scale: label.scale)
    #expect(abs(size.width - label.width) < 1e-9)
    #expect(abs(size.height - label.height) < 1e-9)
  }
}
