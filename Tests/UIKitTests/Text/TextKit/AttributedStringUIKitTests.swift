import Foundation
import Testing

@testable import UIKit

/// Swift's `AttributedString` with UIKit's attribute scope, and its conversions to and from
/// `NSAttributedString`: converted text measures exactly as the `NSAttributedString` it equals.
@MainActor @Suite struct AttributedStringUIKitTests {
  let font = UIFont.systemFont(ofSize: 15, weight: .semibold)

  func sample() -> AttributedString {
    var text = AttributedString("Hello ")
    text.font = font
    text.kern = 1.5
    var tail = AttributedString("world, wrapping onto another line")
    tail.uiKit.font = UIFont.boldSystemFont(ofSize: 22)
    tail.foregroundColor = .red
    tail.underlineStyle = .single
    tail.link = URL(string: "https://example.com")
    return text + tail
  }

  func nsSample() -> NSAttributedString {
    let text = NSMutableAttributedString(
      string: "Hello ", attributes: [.font: font, .kern: 1.5])
    text.append(
      NSAttributedString(
        string: "world, wrapping onto another line",
        attributes: [
          .font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.red,
          .underlineStyle: NSUnderlineStyle.single.rawValue,
          .link: URL(string: "https://example.com")!,
        ]))
    return text
  }

  @Test func attributesHaveUIKitsNames() {
    #expect(AttributeScopes.UIKitAttributes.FontAttribute.name == "NSFont")
    #expect(AttributeScopes.UIKitAttributes.ForegroundColorAttribute.name == "NSColor")
    #expect(AttributeScopes.UIKitAttributes.KernAttribute.name == "NSKern")
    #expect(AttributeScopes.UIKitAttributes.UnderlineStyleAttribute.name == "NSUnderline")
  }

  @Test func dynamicMembersReachUIKitsAttributes() {
    let text = sample()
    let runs = Array(text.runs)
    #expect(runs.count == 2)
    #expect(runs[0].font == font)
    #expect(runs[0].kern == 1.5)
    #expect(runs[1].uiKit.foregroundColor == .red)
    #expect(runs[1].underlineStyle == .single)
  }

  @Test func convertsToNSAttributedStringUnderUIKitsNames() throws {
    let converted = try NSAttributedString(sample(), including: \.uiKit)
    #expect(converted.string == "Hello world, wrapping onto another line")
    #expect(converted.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
    #expect(
      (converted.attribute(.kern, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue == 1.5)
    #expect(converted.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .red)
    #expect(
      (converted.attribute(.underlineStyle, at: 6, effectiveRange: nil) as? NSNumber)?.intValue == 1
    )
    #expect(
      converted.attribute(.link, at: 6, effectiveRange: nil) as? URL
        == URL(string: "https://example.com"))
  }

  @Test func theFoundationScopeKeepsOnlyFoundationsAttributes() throws {
    let converted = try NSAttributedString(sample(), including: \.foundation)
    #expect(converted.attribute(.font, at: 0, effectiveRange: nil) == nil)
    #expect(
      converted.attribute(.link, at: 6, effectiveRange: nil) as? URL
        == URL(string: "https://example.com"))
  }

  @Test func convertsBackFromNSAttributedString() throws {
    #expect(try AttributedString(nsSample(), including: \.uiKit) == sample())
    #expect(AttributedString(nsSample()) == sample())
  }

  @Test func convertedTextMeasuresAsTheNSAttributedString() throws {
    let converted = try NSAttributedString(sample(), including: \.uiKit)
    let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
    TextMeasurement.withModel(SystemFontTextModel()) {
      for width: CGFloat in [80, 150, 400] {
        let size = CGSize(width: width, height: .greatestFiniteMagnitude)
        #expect(
          converted.boundingRect(with: size, options: options, context: nil)
            == nsSample().boundingRect(with: size, options: options, context: nil))
      }
    }
  }

  @Test func labelsSizeConvertedTextAsTheNSAttributedString() {
    TextMeasurement.withModel(SystemFontTextModel()) {
      let converted = UILabel()
      converted.numberOfLines = 0
      converted.attributedText = NSAttributedString(sample())
      let direct = UILabel()
      direct.numberOfLines = 0
      direct.attributedText = nsSample()
      let fitting = CGSize(width: 120, height: 1000)
      #expect(converted.sizeThatFits(fitting) == direct.sizeThatFits(fitting))
      #expect(converted.intrinsicContentSize == direct.intrinsicContentSize)
    }
  }

  @Test func textViewsSizeConvertedTextAsTheNSAttributedString() {
    TextMeasurement.withModel(SystemFontTextModel()) {
      let converted = UITextView()
      converted.attributedText = NSAttributedString(sample())
      let direct = UITextView()
      direct.attributedText = nsSample()
      let fitting = CGSize(width: 120, height: 0)
      #expect(converted.sizeThatFits(fitting) == direct.sizeThatFits(fitting))
    }
  }

  @Test func textFieldsSizeConvertedTextAsTheNSAttributedString() {
    TextMeasurement.withModel(SystemFontTextModel()) {
      let converted = UITextField()
      converted.attributedText = NSAttributedString(sample())
      let direct = UITextField()
      direct.attributedText = nsSample()
      #expect(converted.intrinsicContentSize == direct.intrinsicContentSize)
    }
  }
}
