import Foundation
import Testing

@testable import UIKit

/// The system font's kerning (`SystemFontKerning`).
///
/// Expected widths are summed by hand from SF Pro 17.0d11e1's `hmtx` advances and its GPOS `kern`
/// pairs, in units of a 2048-unit em (the fonts cited in `SystemFontKerning+SFProText.swift` and
/// `+SFProDisplay.swift`): text design regular A 1380, V 1380, S 1305, T 1298, 0 1290, with the
/// pairs "AV" and "VA" −130 and "74" −120; display design regular A 1301, period 440, space 420,
/// B 1238, with the pair "period, space" −100.
@MainActor
struct SystemFontKerningTests {
  private let model = SystemFontTextModel(generation: .sfPro)

  private func width(_ text: String, size: CGFloat) -> CGFloat {
    model.size(of: text, font: .systemFont(ofSize: size), numberOfLines: 1, maxWidth: nil).width
  }

  private func attributedWidth(_ text: String, _ attributes: [NSAttributedString.Key: Any])
    -> CGFloat
  {
    var attributes = attributes
    attributes[.font] = UIFont.systemFont(ofSize: 12)
    return TextMeasurement.withModel(model) {
      NSAttributedString(string: text, attributes: attributes).boundingRect(
        with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, context: nil
      ).width
    }
  }

  @Test func tableTextGroupsFirstAndSecondCharacters() {
    let units = SystemFontKerning.parse("\"' &:-70 ,.:-190\n\u{2420} A:+5")
    func pair(_ first: Character, _ second: Character) -> Int16 {
      let row = Int(first.asciiValue! - 0x20)
      let column = Int(second.asciiValue! - 0x20)
      return units[row * SystemFontKerning.characterCount + column]
    }
    #expect(pair("\"", "&") == -70)
    #expect(pair("'", "&") == -70)
    #expect(pair("'", ",") == -190)
    #expect(pair("\"", ".") == -190)
    #expect(pair(" ", "A") == 5)
    #expect(pair("A", " ") == 0)
    #expect(pair("&", "\"") == 0)
  }

  @Test func shippedTablesHoldEveryPairOfTheirFonts() {
    // The nonzero `kern` pairs among printable ASCII in SF Pro 17.0d11e1, counted with
    // fontTools: 1,241 in Text Regular, 940 in Display Regular.
    #expect(SystemFontKerning.parse(SystemFontKerning.SFProText.regular).count { $0 != 0 } == 1241)
    #expect(
      SystemFontKerning.parse(SystemFontKerning.SFProDisplay.regular).count { $0 != 0 } == 940)
  }

  @Test func kernedPairIsNarrowerThanItsAdvances() {
    // (1380 + 1380 − 130) × 12 / 2048; tracking is 0 at 12 pt.
    #expect(abs(width("AV", size: 12) - 2630 * 12 / 2048) < 1e-9)
  }

  @Test func aPairAfterASpaceIsKernedInTheDisplayDesign() {
    // 28 pt is the display design, tracked by 28 units:
    // (1301 + 440 − 100 + 420 + 1238 + 4 × 28) × 28 / 2048.
    #expect(abs(width("A. B", size: 28) - 3411 * 28 / 2048) < 1e-9)
  }

  @Test func monospacedDigitsAreNotKerned() {
    // Tabular figures all take the advance of 0 and kern with nothing: 2 × 1290 × 12 / 2048.
    let font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
    let size = model.size(of: "74", font: font, numberOfLines: 1, maxWidth: nil)
    #expect(abs(size.width - 2580 * 12 / 2048) < 1e-9)
  }

  @Test func attributedTextIsKernedLikePlainText() {
    #expect(abs(attributedWidth("AV", [.tracking: 0]) - 2630 * 12 / 2048) < 1e-9)
  }

  @Test func aZeroKernAttributeTurnsKerningOff() {
    // kCTKernAttributeName: "If this attribute is set to 0.0, no kerning is done at all."
    #expect(abs(attributedWidth("AV", [.kern: 0]) - 2760 * 12 / 2048) < 1e-9)
  }

  @Test func aKernAttributeAddsToTheFontsKerning() {
    // Shifted "from its default offset as defined by the current character's font": the pair's
    // −130 units and 2 points after each character.
    #expect(abs(attributedWidth("AV", [.kern: 2]) - (2630 * 12 / 2048 + 4)) < 1e-9)
  }

  @Test func trackingOverridesANonzeroKernAttribute() {
    // "If both kCTKernAttributeName and kCTTrackingAttributeName are present
    // kCTKernAttributeName will be ignored unless zero" (CTStringAttributes.h): the font's pair
    // and 1 point of tracking after each character.
    #expect(abs(attributedWidth("AV", [.kern: 2, .tracking: 1]) - (2630 * 12 / 2048 + 2)) < 1e-9)
  }

  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func hostedLabelIsAsWideAsItsKernedText(_ direction: UIUserInterfaceLayoutDirection) {
    // "AVAST" at 17 pt: (1380 + 1380 + 1380 + 1305 + 1298 − 130 − 130 − 5 × 52) × 17 / 2048,
    // tracked by −52 units a character, rounded up to the label's pixels; pinned 10 points from
    // the leading edge of a 300-point root.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.semanticContentAttribute =
      direction == .leftToRight ? .forceLeftToRight : .forceRightToLeft
    let label = UILabel()
    label.text = "AVAST"
    label.font = .systemFont(ofSize: 17)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    TextMeasurement.withModel(model) { root.layoutIfNeeded() }
    let width = TextMeasurement.roundedUpToPixels(6223 * 17 / 2048, scale: label.layoutScale)
    #expect(abs(label.frame.width - width) < 1e-9)
    let x = direction == .leftToRight ? 10 : 300 - 10 - width
    #expect(abs(label.frame.minX - x) < 1e-9)
  }
}
