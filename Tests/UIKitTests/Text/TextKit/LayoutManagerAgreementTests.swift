import Foundation
import Testing

@testable import UIKit

/// A layout manager's used rectangle is the text's `boundingRect` at the container's width less
/// its line fragment padding, widened by that padding on both sides, for the same text and
/// options (`usesFontLeading` is `.usesFontLeading`).
@MainActor @Suite struct LayoutManagerAgreementTests {
  let model = SystemFontTextModel()

  struct Sample: CustomStringConvertible, Sendable {
    var text: String
    var fontSize: CGFloat
    var width: CGFloat
    var description: String { "\(text.prefix(12))… \(fontSize) pt in \(width)" }
  }

  nonisolated static let samples: [Sample] = [
    Sample(text: "Hello", fontSize: 17, width: 300),
    Sample(text: "This is a test string that wraps", fontSize: 17, width: 120),
    Sample(text: "Close one eye.\nStare at the dot.", fontSize: 13, width: 90),
    Sample(text: "supercalifragilisticexpialidocious", fontSize: 20, width: 80),
    Sample(text: "a  b   c d e f g", fontSize: 34, width: 60),
    Sample(text: "Two\n\nparagraphs apart", fontSize: 11, width: 1000),
  ]

  /// Lays `text` out in a container `width` wide and returns its used rectangle.
  func usedRect(
    _ text: NSAttributedString, width: CGFloat, usesFontLeading: Bool = true,
    configure: (NSTextContainer) -> Void = { _ in }
  ) -> CGRect {
    let storage = NSTextStorage(attributedString: text)
    let manager = NSLayoutManager()
    manager.usesFontLeading = usesFontLeading
    manager.measuringModel = model
    let container = NSTextContainer(size: CGSize(width: width, height: .greatestFiniteMagnitude))
    configure(container)
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    return manager.usedRect(for: container)
  }

  func boundingRect(
    _ text: NSAttributedString, width: CGFloat, height: CGFloat = .greatestFiniteMagnitude,
    options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
  ) -> CGRect {
    TextMeasurement.withModel(model) {
      text.boundingRect(
        with: CGSize(width: width, height: height), options: options, context: nil)
    }
  }

  func expectAgreement(_ used: CGRect, _ bounding: CGRect, padding: CGFloat = 5) {
    #expect(abs(used.width - (bounding.width + 2 * padding)) < 1e-9)
    #expect(abs(used.height - bounding.height) < 1e-9)
  }

  @Test(arguments: samples)
  func usedRectIsBoundingRectWidenedByPadding(_ sample: Sample) {
    let text = NSAttributedString(
      string: sample.text, attributes: [.font: UIFont.systemFont(ofSize: sample.fontSize)])
    expectAgreement(
      usedRect(text, width: sample.width), boundingRect(text, width: sample.width - 10))
  }

  @Test(arguments: samples)
  func usedRectAgreesWithoutFontLeading(_ sample: Sample) {
    // A text-style font has a leading, which only `.usesFontLeading` counts.
    let text = NSAttributedString(
      string: sample.text, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
    expectAgreement(
      usedRect(text, width: sample.width, usesFontLeading: false),
      boundingRect(text, width: sample.width - 10, options: .usesLineFragmentOrigin))
  }

  @Test(arguments: samples)
  func usedRectAgreesForTwoFontsAndKern(_ sample: Sample) {
    let text = NSMutableAttributedString(
      string: sample.text, attributes: [.font: UIFont.systemFont(ofSize: sample.fontSize)])
    let half = (sample.text as NSString).length / 2
    text.addAttributes(
      [.font: UIFont.boldSystemFont(ofSize: 24), .kern: 1.5],
      range: NSRange(location: 0, length: half))
    expectAgreement(
      usedRect(text, width: sample.width), boundingRect(text, width: sample.width - 10))
  }

  nonisolated static let styles: [String] = [
    "lineSpacing", "paragraphSpacing", "indents", "lineHeightMultiple", "minimumLineHeight",
    "centered", "rightToLeft",
  ]

  @Test(arguments: styles)
  func usedRectAgreesWithParagraphStyle(_ name: String) {
    let style = NSMutableParagraphStyle()
    switch name {
    case "lineSpacing": style.lineSpacing = 6
    case "paragraphSpacing":
      style.paragraphSpacing = 10
      style.paragraphSpacingBefore = 4
    case "indents":
      style.firstLineHeadIndent = 20
      style.headIndent = 8
      style.tailIndent = -12
    case "lineHeightMultiple": style.lineHeightMultiple = 1.5
    case "minimumLineHeight": style.minimumLineHeight = 30
    case "centered": style.alignment = .center
    default: style.baseWritingDirection = .rightToLeft
    }
    let text = NSAttributedString(
      string: "The quick brown fox jumps over the lazy dog.\nPack my box with five dozen jugs.",
      attributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: style])
    expectAgreement(usedRect(text, width: 150), boundingRect(text, width: 140))
  }

  @Test(arguments: [0, 2, 12] as [CGFloat])
  func usedRectAgreesForAnyPadding(_ padding: CGFloat) {
    let text = NSAttributedString(
      string: "Lines wrap inside the padding", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let used = usedRect(text, width: 130) { $0.lineFragmentPadding = padding }
    expectAgreement(used, boundingRect(text, width: 130 - 2 * padding), padding: padding)
  }

  @Test(arguments: [NSLineBreakMode.byTruncatingTail, .byTruncatingMiddle, .byClipping])
  func lineLimitAgreesWithHeightLimitedBoundingRect(_ mode: NSLineBreakMode) {
    // Two lines kept: a truncating mode's last line fills the width, like
    // `.truncatesLastVisibleLine` in a rectangle two lines tall.
    let font = UIFont.systemFont(ofSize: 17)
    let text = NSAttributedString(
      string: "One two three four five six seven eight nine ten", attributes: [.font: font])
    let used = usedRect(text, width: 110) {
      $0.maximumNumberOfLines = 2
      $0.lineBreakMode = mode
    }
    var options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
    if mode != .byClipping { options.insert(.truncatesLastVisibleLine) }
    let bounding = boundingRect(text, width: 100, height: 2 * font.lineHeight, options: options)
    expectAgreement(used, bounding)
  }

  @Test func rightToLeftTextEndsAtTheContainersRightEdge() {
    // Hebrew runs right to left: natural alignment puts its used rectangle against the right
    // edge, the same size as left-to-right text's.
    let font = UIFont.systemFont(ofSize: 17)
    let hebrew = NSAttributedString(string: "שלום עולם", attributes: [.font: font])
    let used = usedRect(hebrew, width: 300)
    expectAgreement(used, boundingRect(hebrew, width: 290))
    #expect(abs(used.maxX - 300) < 1e-9)
  }

  @Test func leftToRightTextStartsAtTheContainersLeftEdge() {
    let text = NSAttributedString(
      string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    #expect(usedRect(text, width: 300).minX == 0)
  }
}
