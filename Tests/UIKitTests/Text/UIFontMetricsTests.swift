import Foundation
import Testing

@testable import UIKit

/// One published vertical metric of the system font.
struct PublishedMetric: Sendable, CustomTestStringConvertible {
  var source: String
  var pointSize: CGFloat
  var metric: KeyPath<UIFont, CGFloat> & Sendable
  var name: String
  var value: CGFloat
  var tolerance: CGFloat

  var testDescription: String { "\(name) at \(pointSize) pt (\(source))" }
}

@Suite struct UIFontMetricsTests {
  static let published: [PublishedMetric] = [
    // komainu18/til BaselineSample/ExLabel.swift, values printed on iOS (2019).
    .init(
      source: "komainu18/til ExLabel.swift", pointSize: 17, metric: \.lineHeight,
      name: "lineHeight", value: 20.287109375, tolerance: 1e-9),
    .init(
      source: "komainu18/til ExLabel.swift", pointSize: 17, metric: \.capHeight,
      name: "capHeight", value: 11.97802734375, tolerance: 1e-9),
    .init(
      source: "komainu18/til ExLabel.swift", pointSize: 17, metric: \.ascender,
      name: "ascender", value: 16.1865234375, tolerance: 1e-9),
    // font_metrics_ios.json (iOS 26.1), as quoted by a public UIKit port's _SFUITable.
    .init(
      source: "iOS 26.1 font_metrics_ios.json", pointSize: 17, metric: \.descender,
      name: "descender", value: -4.1005859375, tolerance: 1e-9),
    .init(
      source: "iOS 26.1 font_metrics_ios.json", pointSize: 17, metric: \.xHeight,
      name: "xHeight", value: 8.9482421875, tolerance: 1e-9),
    .init(
      source: "iOS 26.1 font_metrics_ios.json", pointSize: 12, metric: \.lineHeight,
      name: "lineHeight", value: 14.3203125, tolerance: 1e-9),
    .init(
      source: "iOS 26.1 font_metrics_ios.json", pointSize: 13, metric: \.lineHeight,
      name: "lineHeight", value: 15.513671875, tolerance: 1e-9),
    .init(
      source: "iOS 26.1 font_metrics_ios.json", pointSize: 17, metric: \.leading,
      name: "leading", value: 0, tolerance: 0),
    // gillygize/FloorplanB NSAttributedString+FloorplanBTests.swift (2017): one line at 17 pt.
    .init(
      source: "gillygize/FloorplanB", pointSize: 17, metric: \.lineHeight,
      name: "lineHeight", value: 20.287109375, tolerance: 1e-9),
    // ja.stackoverflow question mirrored at gamwe6.github.io (2018), a 40 pt system label.
    .init(
      source: "gamwe6.github.io pointSize question", pointSize: 40, metric: \.ascender,
      name: "ascender", value: 38.0859375, tolerance: 1e-9),
    .init(
      source: "gamwe6.github.io pointSize question", pointSize: 40, metric: \.descender,
      name: "descender", value: -9.6484375, tolerance: 1e-9),
    .init(
      source: "gamwe6.github.io pointSize question", pointSize: 40, metric: \.lineHeight,
      name: "lineHeight", value: 47.734375, tolerance: 1e-9),
    // stackoverflow.com/questions/33278645 (2015): "font.lineHeight (log shows it is 17.900391)".
    .init(
      source: "stackoverflow 33278645", pointSize: 15, metric: \.lineHeight,
      name: "lineHeight", value: 17.900391, tolerance: 1e-6),
    // arcovv.github.io ios-font-study (iOS 9, 20 pt): ascender 19.04…, descender -4.82….
    .init(
      source: "arcovv.github.io ios-font-study", pointSize: 20, metric: \.ascender,
      name: "ascender", value: 19.045, tolerance: 0.005),
    .init(
      source: "arcovv.github.io ios-font-study", pointSize: 20, metric: \.descender,
      name: "descender", value: -4.825, tolerance: 0.005),
  ]

  @Test(arguments: published)
  func systemFontMetricMatchesPublishedValue(_ sample: PublishedMetric) {
    let font = UIFont.systemFont(ofSize: sample.pointSize)
    #expect(abs(font[keyPath: sample.metric] - sample.value) <= sample.tolerance)
  }

  @Test func boldSystemFontHasMeasuredBoldXHeight() {
    // iOS 26.1 .SFUI-Bold at 17 pt: xHeight 9.13916015625, other vertical metrics as regular.
    let bold = UIFont.boldSystemFont(ofSize: 17)
    #expect(bold.xHeight == 9.13916015625)
    #expect(bold.lineHeight == 20.287109375)
    #expect(bold.capHeight == 11.97802734375)
  }

  @Test func lineHeightIsAscenderMinusDescenderPlusLeading() {
    let font = UIFont.systemFont(ofSize: 23)
    #expect(font.lineHeight == font.ascender - font.descender + font.leading)
  }

  @Test func metricsScaleLinearlyWithPointSize() {
    let small = UIFont.systemFont(ofSize: 10)
    let large = UIFont.systemFont(ofSize: 30)
    #expect(abs(large.ascender - 3 * small.ascender) < 1e-9)
    #expect(abs(large.capHeight - 3 * small.capHeight) < 1e-9)
  }
}
