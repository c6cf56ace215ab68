import Foundation
import Testing

@testable import UIKit

/// UILabel's line break modes, line limit, shrinking to fit and text rectangle, derived from the
/// system font model (`SystemFontTextModel`, 17 pt lines of 20.287109375).
@MainActor @Suite struct LabelLineBreakTests {
  let model = SystemFontTextModel()
  let font = UIFont.systemFont(ofSize: 17)
  let line17: CGFloat = 2444 * 17 / 2048

  func size(_ text: String, lines: Int, mode: NSLineBreakMode, width: CGFloat) -> CGSize {
    TextMeasurement.withModel(model) {
      let label = UILabel()
      label.text = text
      label.numberOfLines = lines
      label.lineBreakMode = mode
      return label.textRect(
        forBounds: CGRect(x: 0, y: 0, width: width, height: 1000), limitedToNumberOfLines: lines
      ).size
    }
  }

  func pixels(_ value: CGFloat) -> CGFloat {
    MainActor.assumeIsolated {
      TextMeasurement.roundedUpToPixels(value, scale: UILabel().layoutScale)
    }
  }

  @Test func characterWrappingFillsLinesToTheEdge() {
    // "abc def" in 45 points: word wrapping puts "abc" and "def" on two lines; character
    // wrapping fills the first line with "abc d" (42.41 ≤ 45; "abc de" is wider than 45) and
    // puts "ef" on the second.
    let abc = model.width(of: "abc", in: font)
    let firstLine = model.width(of: "abc d", in: font)
    #expect(firstLine <= 45 && model.width(of: "abc de", in: font) > 45)
    let words = size("abc def", lines: 0, mode: .byWordWrapping, width: 45)
    let characters = size("abc def", lines: 0, mode: .byCharWrapping, width: 45)
    #expect(words.width == pixels(max(abc, model.width(of: "def", in: font))))
    #expect(characters.width == pixels(firstLine))
    #expect(characters.height == pixels(2 * line17))
  }

  nonisolated static let cutModes: [(NSLineBreakMode, Bool)] = [
    (.byTruncatingTail, true), (.byTruncatingHead, true), (.byTruncatingMiddle, true),
    (.byWordWrapping, false), (.byClipping, false),
  ]

  @Test(arguments: cutModes)
  func lastLineOfCutTextFillsOnlyWhenTruncated(_ sample: (NSLineBreakMode, Bool)) {
    // "aaa bbb ccc" in 70 points wraps to "aaa bbb" / "ccc"; limited to one line... a two-line
    // limit on "aaa bbb ccc ddd eee" in 70: "aaa bbb", "ccc ddd", "eee": the second line is
    // cut. A truncating mode ends it in an ellipsis and fills the 70 points; the others keep
    // the width of "ccc ddd".
    let text = "aaa bbb ccc ddd eee"
    let kept = max(model.width(of: "aaa bbb", in: font), model.width(of: "ccc ddd", in: font))
    #expect(model.width(of: "aaa bbb ccc", in: font) > 70 && kept <= 70)
    let measured = size(text, lines: 2, mode: sample.0, width: 70)
    #expect(measured.width == pixels(sample.1 ? 70 : kept))
    #expect(measured.height == pixels(2 * line17))
  }

  @Test func oneLineLabelIgnoresTheWidth() {
    let measured = size("A long single line of text", lines: 1, mode: .byTruncatingTail, width: 30)
    #expect(measured.width == pixels(model.width(of: "A long single line of text", in: font)))
  }

  @Test func shrinksToFitDownToTheMinimumScale() {
    // "Hello World" is 88.74 wide at 17 pt. In 60 points, with a minimum scale of 0.5 (8.5 pt),
    // the font shrinks to the largest size at which the text is at most 60 wide: between 8.5
    // and 17, the text at that size fits and 0.01 pt more does not.
    TextMeasurement.withModel(model) {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
      label.text = "Hello World"
      label.adjustsFontSizeToFitWidth = true
      label.minimumScaleFactor = 0.5
      let drawn = label.fontAsDrawn.pointSize
      let widthAt = { (size: CGFloat) in
        model.width(of: "Hello World", in: .systemFont(ofSize: size))
      }
      #expect(drawn > 8.5 && drawn < 17)
      #expect(widthAt(drawn) <= 60 && widthAt(drawn + 0.01) > 60)
      // The text rectangle is the shrunk text's; the intrinsic size stays the full font's.
      let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
      #expect(rect.width <= 60)
      #expect(label.intrinsicContentSize.width == pixels(widthAt(17)))
    }
  }

  @Test func shrinkStopsAtTheMinimumScale() {
    TextMeasurement.withModel(model) {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
      label.text = "Hello World"
      label.adjustsFontSizeToFitWidth = true
      label.minimumScaleFactor = 0.5
      #expect(label.fontAsDrawn.pointSize == 8.5)
      label.minimumScaleFactor = 0
      // A minimum scale of 0 keeps the font's size (UILabel.h).
      #expect(label.fontAsDrawn.pointSize == 17)
    }
  }

  final class InsetLabel: UILabel {
    let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
      -> CGRect
    {
      let inner = bounds.inset(by: insets)
      let rect = super.textRect(forBounds: inner, limitedToNumberOfLines: numberOfLines)
      return rect.inset(by: UIEdgeInsets(top: -4, left: -8, bottom: -4, right: -8))
    }
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
  }

  @Test func overriddenTextRectSizesTheLabel() {
    TextMeasurement.withModel(model) {
      let plain = UILabel()
      plain.text = "Padded"
      let padded = InsetLabel()
      padded.text = "Padded"
      #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width + 16)
      #expect(padded.intrinsicContentSize.height == plain.intrinsicContentSize.height + 8)
      #expect(
        padded.sizeThatFits(CGSize(width: 300, height: 300)).width
          == plain.sizeThatFits(CGSize(width: 300, height: 300)).width + 16)
    }
  }

  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func alignmentDoesNotChangeTheSize(_ direction: UIUserInterfaceLayoutDirection) {
    TextMeasurement.withModel(model) {
      var sizes: [CGSize] = []
      for alignment in [NSTextAlignment.left, .center, .right, .natural, .justified] {
        let label = UILabel()
        label.semanticContentAttribute =
          direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        label.text = "Aligned text that wraps"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 90
        label.textAlignment = alignment
        sizes.append(label.intrinsicContentSize)
      }
      #expect(Set(sizes.map { "\($0)" }).count == 1)
    }
  }
}
