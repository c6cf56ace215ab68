import Foundation
import Testing

@testable import UIKit

/// `UILabel.attributedText`: the label's style properties and its attributed text stay in step,
/// and attributed text sizes as plain text with the same attributes.
@MainActor @Suite
struct LabelAttributedTextTests {
  let model = SystemFontTextModel()

  func label(_ configure: (UILabel) -> Void) -> UILabel {
    let label = UILabel()
    configure(label)
    return label
  }

  nonisolated static let samples: [(text: String, lines: Int, width: CGFloat)] = [
    ("Hello, World!", 1, 0), ("This is a test string", 0, 100),
    ("Close one eye.\nStare at the black dot.\nDo not blink.", 0, 0),
    ("A rather long sentence that wraps onto more than two lines", 2, 120),
  ]

  @Test(arguments: samples)
  func attributedLabelSizesAsPlainLabel(_ sample: (text: String, lines: Int, width: CGFloat)) {
    let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
    TextMeasurement.withModel(model) {
      let plain = label {
        $0.text = sample.text
        $0.font = font
        $0.numberOfLines = sample.lines
        $0.preferredMaxLayoutWidth = sample.width
      }
      let styled = label {
        $0.attributedText = NSAttributedString(
          string: sample.text, attributes: [.font: font, .foregroundColor: UIColor.red])
        $0.numberOfLines = sample.lines
        $0.preferredMaxLayoutWidth = sample.width
      }
      #expect(styled.intrinsicContentSize == plain.intrinsicContentSize)
      let fitting = CGSize(width: max(sample.width, 1), height: 1000)
      #expect(styled.sizeThatFits(fitting) == plain.sizeThatFits(fitting))
    }
  }

  @Test func settingAttributedTextSetsTextAndStyle() {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineBreakMode = .byTruncatingMiddle
    let font = UIFont.boldSystemFont(ofSize: 20)
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Hi",
      attributes: [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: style])
    #expect(label.text == "Hi")
    #expect(label.font == font)
    #expect(label.textColor == .red)
    #expect(label.textAlignment == .center)
    #expect(label.lineBreakMode == .byTruncatingMiddle)
  }

  @Test func settingFontAppliesItToTheWholeAttributedText() {
    let label = UILabel()
    // One run: Linux's Foundation traps when a mutation compares two fonts, so a text of two
    // font runs cannot be built there (`UILabel.onlyRunAttributes(of:)`).
    let text = NSAttributedString(
      string: "ab",
      attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red])
    label.attributedText = text
    label.font = .systemFont(ofSize: 17)
    let stored = label.attributedText!
    #expect(
      stored.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 17))
    #expect(
      stored.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 17))
  }

  @Test func settingAlignmentAlignsEveryParagraph() {
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "One\nTwo")
    label.textAlignment = .right
    let stored = label.attributedText!
    for location in [0, 4] {
      let style = stored.attribute(.paragraphStyle, at: location, effectiveRange: nil)
      #expect((style as? NSParagraphStyle)?.alignment == .right)
    }
  }

  @Test func settingTextDropsTheAttributes() {
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Hi", attributes: [.kern: 5, .font: UIFont.systemFont(ofSize: 20)])
    label.text = "Bye"
    let stored = label.attributedText!
    #expect(stored.string == "Bye")
    #expect(stored.attribute(.kern, at: 0, effectiveRange: nil) == nil)
    // Plain text is shown in the label's font (taken from the attributed text) and colour.
    #expect(
      stored.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 20))
    #expect(stored.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .black)
  }

  @Test func noTextHasNoAttributedText() {
    let label = UILabel()
    #expect(label.attributedText == nil)
    label.attributedText = NSAttributedString(string: "x")
    label.attributedText = nil
    #expect(label.text == nil)
  }

  @Test func kernWidensTheLabel() {
    // "Hello" with 1 pt of kern per character is 5 points wider than "Hello": 38.81 + 5 = 43.81,
    // rounded up to the @2x... the label's pixel grid (the default screen's).
    TextMeasurement.withModel(model) {
      let label = UILabel()
      label.attributedText = NSAttributedString(
        string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17), .kern: 1])
      let scale = label.layoutScale
      let width = model.width(of: "Hello", in: .systemFont(ofSize: 17)) + 5
      #expect(
        label.intrinsicContentSize.width == TextMeasurement.roundedUpToPixels(width, scale: scale))
    }
  }

  @Test func textFieldAttributedTextSetsStyle() {
    let field = UITextField()
    let font = UIFont.systemFont(ofSize: 22)
    field.attributedText = NSAttributedString(
      string: "Hi", attributes: [.font: font, .foregroundColor: UIColor.blue])
    #expect(field.text == "Hi")
    #expect(field.font == font)
    #expect(field.textColor == .blue)
    #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
  }

  @Test func textFieldKeepsAttributedPlaceholder() {
    let field = UITextField()
    let placeholder = NSAttributedString(
      string: "Search", attributes: [.foregroundColor: UIColor.red])
    field.attributedPlaceholder = placeholder
    #expect(field.placeholder == "Search")
    #expect(
      field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
        as? UIColor == .red)
    field.placeholder = "Find"
    #expect(
      field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
        as? UIColor == .placeholderText)
  }

  @Test func textFieldDefaultTextAttributesSetTheFont() {
    let field = UITextField()
    field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 9)]
    #expect(field.font == .systemFont(ofSize: 9))
  }

  @Test func textViewAttributedTextSetsStyle() {
    let view = UITextView()
    let font = UIFont.systemFont(ofSize: 19)
    view.attributedText = NSAttributedString(string: "Note", attributes: [.font: font])
    #expect(view.text == "Note")
    #expect(view.font == font)
    #expect(view.typingAttributes[.font] as? UIFont == font)
  }

  @Test func buttonKeepsAttributedTitlePerState() {
    let button = UIButton(type: .system)
    let title = NSAttributedString(string: "Go", attributes: [.kern: 2])
    button.setAttributedTitle(title, for: .normal)
    #expect(button.attributedTitle(for: .highlighted)?.string == "Go")
    #expect(button.currentAttributedTitle?.string == "Go")
  }
}
