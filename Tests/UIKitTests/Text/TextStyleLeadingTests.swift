import Foundation
import Testing

@testable import UIKit

/// Text styles' leading: the lines of a multi-line text-style label, text view or
/// `boundingRect(…, .usesFontLeading)` sit the style's leading apart (Apple's Human Interface
/// Guidelines, Typography > Specifications, "iOS, iPadOS Dynamic Type sizes": caption1 12/16 at
/// Large, 18/23 at xxxLarge; body 17/22 at Large, 28/34 at AX1; title1 28/34 at Large).
///
/// A line of the system font is ascender − descender = 2444/2048 of the point size tall
/// (caption1 at 12 pt: 14.3203125; at 18 pt: 21.48046875; body at 17 pt: 20.287109375; at 28 pt:
/// 33.4140625). n lines are (n − 1) × leading + one line tall, rounded up to the pixel.
@MainActor
struct TextStyleLeadingTests {
  /// (style, category, lines, the height before pixel rounding).
  nonisolated static let labels: [(UIFont.TextStyle, UIContentSizeCategory, Int, CGFloat)] = [
    // 16 + 14.3203125: 1.68 points taller than two lines stacked at the line height.
    (.caption1, .large, 2, 30.3203125),
    // 4 × 16 + 14.3203125: 6.72 points taller than five lines stacked.
    (.caption1, .large, 5, 78.3203125),
    (.caption1, .extraExtraExtraLarge, 2, 23 + 21.48046875),
    (.body, .large, 3, 2 * 22 + 20.287109375),
    (.body, .accessibilityMedium, 2, 34 + 33.4140625),
    (.title1, .large, 2, 34 + 33.4140625),
  ]

  /// (style, category, size, leading) as Apple's Human Interface Guidelines give them:
  /// Typography > Specifications, "iOS, iPadOS Dynamic Type sizes" and "iOS, iPadOS larger
  /// accessibility type sizes", as crawled in raintree-technology/apple-hig-skills, commit
  /// 27620e60fa5f64bff95a6ea0dfeebac07cccc004, `skills/hig-foundations/references/typography.md`.
  nonisolated static let guidelines: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat, CGFloat)] =
    [
      (.caption2, .extraSmall, 11, 13),
      (.callout, .small, 14, 19),
      (.footnote, .medium, 12, 16),
      (.title3, .extraLarge, 22, 28),
      (.body, .extraExtraLarge, 21, 26),
      // The same size as body at xxLarge, a larger leading.
      (.subheadline, .extraExtraExtraLarge, 21, 28),
      (.title2, .accessibilityMedium, 34, 41),
      (.title1, .accessibilityLarge, 43, 51),
      (.headline, .accessibilityExtraLarge, 40, 48),
      (.subheadline, .accessibilityExtraExtraLarge, 42, 50),
      (.largeTitle, .accessibilityExtraExtraExtraLarge, 60, 70),
      (.caption2, .accessibilityExtraExtraExtraLarge, 40, 48),
    ]

  private func label(
    _ style: UIFont.TextStyle, _ category: UIContentSizeCategory, lines: Int
  ) -> UILabel {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = UIFont.preferredFont(
      forTextStyle: style,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
    label.text = (1...lines).map { "Line \($0)" }.joined(separator: "\n")
    return label
  }

  private func pixels(_ value: CGFloat, _ view: UIView) -> CGFloat {
    TextMeasurement.roundedUpToPixels(value, scale: view.layoutScale)
  }

  @Test func textStyleFontCarriesTheStyleLeading() {
    let font = UIFont.preferredFont(forTextStyle: .caption1)
    #expect(abs(font.leading - (16 - 14.3203125)) < 1e-9)
    // The line height stays the font's own: ascender − descender.
    #expect(abs(font.lineHeight - 14.3203125) < 1e-9)
  }

  // A copy at another size is still the style's font: body at 21 pt has the guidelines'
  // xxLarge leading, 26 − 21 × 2444 / 2048.
  @Test func withSizeKeepsTheStyleLeadingAtTheNewSize() {
    let font = UIFont.preferredFont(forTextStyle: .body).withSize(21)
    #expect(abs(font.leading - (26 - 21 * 2444 / 2048.0)) < 1e-9)
  }

  // `UIFontMetrics` scales through `withSize(_:)`: caption1 scaled for xxxLarge is 12 × 18 / 12
  // = 18 pt, caption1's own xxxLarge size, whose leading is 23 − 18 × 2444 / 2048.
  @Test func scaledFontKeepsTheStyleLeading() {
    let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let font = UIFontMetrics(forTextStyle: .caption1).scaledFont(
      for: .preferredFont(forTextStyle: .caption1), compatibleWith: traits)
    #expect(font.pointSize == 18)
    #expect(abs(font.leading - (23 - 18 * 2444 / 2048.0)) < 1e-9)
  }

  @Test func systemFontHasNoLeading() {
    #expect(UIFont.systemFont(ofSize: 12).leading == 0)
  }

  @Test(arguments: labels)
  func multiLineLabelSpacesLinesByTheStyleLeading(
    _ sample: (UIFont.TextStyle, UIContentSizeCategory, Int, CGFloat)
  ) {
    let label = label(sample.0, sample.1, lines: sample.2)
    #expect(abs(label.intrinsicContentSize.height - pixels(sample.3, label)) < 1e-9)
  }

  @Test(arguments: guidelines)
  func preferredFontHasTheGuidelinesSize(
    _ row: (UIFont.TextStyle, UIContentSizeCategory, CGFloat, CGFloat)
  ) {
    let font = UIFont.preferredFont(
      forTextStyle: row.0,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: row.1))
    #expect(font.pointSize == row.2)
  }

  @Test(arguments: guidelines)
  func twoLineLabelIsTheGuidelinesLeadingPlusOneLineTall(
    _ row: (UIFont.TextStyle, UIContentSizeCategory, CGFloat, CGFloat)
  ) {
    // One line is size × 2444/2048 tall; the second sits the guidelines' leading below the
    // first, so two lines are lineHeight × 2 + the font's leading = leading + one line. Where one
    // line is taller than the leading (caption2 at 11 pt: 13.126953125 > 13; largeTitle at 60 pt:
    // 71.6015625 > 70) the font's leading is 0, never negative: two lines stacked.
    let label = label(row.0, row.1, lines: 2)
    let line = row.2 * 2444 / 2048
    let expected = max(row.3, line) + line
    let font = label.font!
    #expect(abs(font.lineHeight * 2 + font.leading - expected) < 1e-9)
    #expect(abs(label.intrinsicContentSize.height - pixels(expected, label)) < 1e-9)
  }

  @Test func singleLineLabelIsOneLineTall() {
    // Leading separates lines: one line of title1 at 28 pt is 33.4140625 tall.
    let label = label(.title1, .large, lines: 1)
    #expect(abs(label.intrinsicContentSize.height - pixels(33.4140625, label)) < 1e-9)
  }

  @Test func wrappedLinesAreSpacedLikeExplicitOnes() {
    // "Line 1 Line 2" wrapped at a width that holds one "Line N" only: two lines.
    let label = label(.caption1, .large, lines: 1)
    label.text = "Line 1 Line 2"
    label.preferredMaxLayoutWidth = 40
    #expect(abs(label.intrinsicContentSize.height - pixels(30.3203125, label)) < 1e-9)
  }

  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func hostedLabelFrameTakesTheLeading(_ direction: UIUserInterfaceLayoutDirection) {
    // A two-line caption1 label pinned 10 points from the top and leading edge of a 300-point
    // root: 10 from the left, or 300 − 10 − its width from the left in right-to-left.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.semanticContentAttribute =
      direction == .leftToRight ? .forceLeftToRight : .forceRightToLeft
    let label = label(.caption1, .large, lines: 2)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    let width = label.intrinsicContentSize.width
    #expect(abs(label.frame.height - pixels(30.3203125, label)) < 1e-9)
    let x = direction == .leftToRight ? 10 : 300 - 10 - width
    #expect(abs(label.frame.minX - x) < 1e-6)
  }

  @Test func boundingRectUsesTheLeadingOnlyWhenAsked() {
    // Two lines of caption1: 16 + 14.3203125 with `.usesFontLeading`, 2 × 14.3203125 without.
    let font = UIFont.preferredFont(forTextStyle: .caption1)
    let text = "Line 1\nLine 2" as NSString
    let size = CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)
    let attributes: [NSAttributedString.Key: Any] = [.font: font]
    let leading = text.boundingRect(
      with: size, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: attributes,
      context: nil)
    let plain = text.boundingRect(
      with: size, options: [.usesLineFragmentOrigin], attributes: attributes, context: nil)
    #expect(abs(leading.height - 30.3203125) < 1e-9)
    #expect(abs(plain.height - 2 * 14.3203125) < 1e-9)
  }

  @Test func attributedBoundingRectSpacesLinesByTheLeading() {
    // A paragraph style forces the attributed layout; its line spacing of 2 follows every line.
    let font = UIFont.preferredFont(forTextStyle: .caption1)
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 2
    let text = NSAttributedString(
      string: "Line 1\nLine 2", attributes: [.font: font, .paragraphStyle: style])
    let rect = text.boundingRect(
      with: CGSize(width: 300, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading],
      context: nil)
    #expect(abs(rect.height - (16 + 2 + 14.3203125 + 2)) < 1e-9)
  }

  @Test func textViewSpacesLinesByTheLeading() {
    // Three lines of body at Large: 2 × 22 + 20.287109375, inside the default insets (8 + 8).
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    textView.text = "One\nTwo\nThree"
    let expected = pixels(2 * 22 + 20.287109375, textView) + 16
    #expect(abs(textView.contentSize.height - expected) < 1e-9)
  }
}
