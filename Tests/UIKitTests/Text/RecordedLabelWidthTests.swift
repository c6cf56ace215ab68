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

/// A line's width as an iOS simulator measured it, for a system font of one size and weight.
struct RecordedLine: Sendable, CustomTestStringConvertible {
  var text: String
  var pointSize: CGFloat
  var weight: UIFont.Weight
  /// The `UILabel` width the simulator recorded, rounded up to its 3× pixels.
  var labelWidth: CGFloat

  var testDescription: String { "\"\(text)\" at \(pointSize) pt, weight \(weight.rawValue)" }
}

/// Label widths of the system font recorded on an iOS 26.1 simulator.
///
/// They were recorded at 3× by Vercantez/openuikit's font probe (`Tools/oracle2/fontprobe`), in `golden/font_metrics_ios.json` at commit 32cc00a35acc: the
/// `labelWidths` of entries `system-regular-12.0`, `-17.0`, `-20.0`, `-28.0` and
/// `system-bold-34.0` (the large title's font). iOS 26 draws the variable SF Pro of iOS 14 on,
/// so these check the `sfPro` generation, its optical-size blend included, at the sizes of
/// caption1, body, title3 (20), title1 and largeTitle.
///
/// All six strings of the probe: four whose widths are nearly the sum of their advances (the
/// digits kern by −0.18 pt at 12 pt), and two that the font kerns: "The quick brown fox jumps
/// over the lazy dog" is 1.44 pt and "AVAST Wavy To. LT" 4.75 pt narrower than their advances at
/// 12 pt (`SystemFontKerning`).
struct RecordedSFProLineWidthTests {
  nonisolated static let recorded: [RecordedLine] = {
    var lines: [RecordedLine] = []
    let pangram = "The quick brown fox jumps over the lazy dog"
    let avast = "AVAST Wavy To. LT"
    func add(_ size: CGFloat, _ weight: UIFont.Weight, _ widths: [(String, CGFloat)]) {
      for (text, width) in widths {
        lines.append(.init(text: text, pointSize: size, weight: weight, labelWidth: width))
      }
    }
    add(
      12, .regular,
      [
        ("0123456789", 218 / 3), ("Hello UIKit", 179 / 3), ("iiiiillll", 27), ("WWWW MMMM", 92),
        (pangram, 758 / 3), (avast, 109),
      ])
    add(
      17, .regular,
      [
        ("0123456789", 296 / 3), ("Hello UIKit", 239 / 3), ("iiiiillll", 103 / 3),
        ("WWWW MMMM", 379 / 3), (pangram, 339), (avast, 147),
      ])
    add(
      20, .regular,
      [
        ("0123456789", 346 / 3), ("Hello UIKit", 275 / 3), ("iiiiillll", 118 / 3),
        ("WWWW MMMM", 147), (pangram, 1166 / 3), (avast, 506 / 3),
      ])
    add(
      28, .regular,
      [
        ("0123456789", 497 / 3), ("Hello UIKit", 127), ("iiiiillll", 166 / 3),
        ("WWWW MMMM", 206), (pangram, 1592 / 3), (avast, 688 / 3),
      ])
    add(
      34, .bold,
      [
        ("0123456789", 640 / 3), ("Hello UIKit", 499 / 3), ("iiiiillll", 232 / 3),
        ("WWWW MMMM", 776 / 3), (pangram, 2083 / 3), (avast, 295),
      ])
    return lines
  }()

  @Test(arguments: recorded)
  func aLineIsWithinAThirdOfAPointOfTheRecording(_ line: RecordedLine) {
    let size = SystemFontTextModel(generation: .sfPro).labelSize(
      of: line.text, font: .systemFont(ofSize: line.pointSize, weight: line.weight),
      numberOfLines: 1, maxWidth: nil, scale: 3)
    #expect(abs(size.width - line.labelWidth) <= 1.0 / 3 + 1e-9, "\(size.width)")
  }
}
