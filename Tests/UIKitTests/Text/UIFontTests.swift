import Foundation
import Testing

@testable import UIKit

@Suite struct UIFontTests {
  /// Apple's UIFontWeight constants (UIFontDescriptor.h), also in WinObjC UIFont.mm and pyglet.
  @Test(
    arguments: [
      (UIFont.Weight.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0),
      (.medium, 0.23), (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
    ] as [(UIFont.Weight, CGFloat)])
  func weightHasApplesRawValue(_ weight: UIFont.Weight, _ rawValue: CGFloat) {
    #expect(weight.rawValue == rawValue)
    #expect(UIFont.Weight(rawValue) == weight)
  }

  /// Raw values and Large (default) sizes: temoki/UIKit_DynamicType README.md (L column) and the
  /// Human Interface Guidelines' iOS Dynamic Type table.
  @Test(
    arguments: [
      (UIFont.TextStyle.largeTitle, "UICTFontTextStyleTitle0", 34),
      (.title1, "UICTFontTextStyleTitle1", 28), (.title2, "UICTFontTextStyleTitle2", 22),
      (.title3, "UICTFontTextStyleTitle3", 20), (.headline, "UICTFontTextStyleHeadline", 17),
      (.subheadline, "UICTFontTextStyleSubhead", 15), (.body, "UICTFontTextStyleBody", 17),
      (.callout, "UICTFontTextStyleCallout", 16), (.footnote, "UICTFontTextStyleFootnote", 13),
      (.caption1, "UICTFontTextStyleCaption1", 12), (.caption2, "UICTFontTextStyleCaption2", 11),
    ] as [(UIFont.TextStyle, String, CGFloat)])
  func textStyleHasApplesRawValueAndDefaultSize(
    _ style: UIFont.TextStyle, _ rawValue: String, _ size: CGFloat
  ) {
    #expect(style.rawValue == rawValue)
    #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size)
  }

  @Test func headlineIsSemiboldAndBodyIsRegular() {
    // HIG Dynamic Type table: Headline Semibold 17, Body Regular 17; iosfontsizes.com names the
    // fonts SFUI-Semibold and SFUI-Regular.
    let headline = UIFont.preferredFont(forTextStyle: .headline)
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(headline.fontName == ".SFUI-Semibold")
    #expect(body.fontName == ".SFUI-Regular")
    #expect(headline != body)
  }

  @Test func standardFontSizesAreUIKits() {
    // touchHLE ui_font.rs ("checked against iPhone 3GS, iOS 4.0.1"): 17, 18, 12, 14.
    #expect(UIFont.labelFontSize == 17)
    #expect(UIFont.buttonFontSize == 18)
    #expect(UIFont.smallSystemFontSize == 12)
    #expect(UIFont.systemFontSize == 14)
  }

  @Test func systemFontHasSystemFamilyName() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.familyName == ".AppleSystemUIFont")
    #expect(font.fontName == ".SFUI-Regular")
    #expect(font.pointSize == 17)
  }

  @Test func fontsWithSameNameAndSizeAreEqual() {
    #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
    #expect(UIFont.systemFont(ofSize: 17).hash == UIFont.systemFont(ofSize: 17).hash)
    #expect(UIFont.systemFont(ofSize: 17) == UIFont(name: ".SFUI-Regular", size: 17))
  }

  @Test func fontsWithDifferentSizeOrWeightDiffer() {
    #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 16))
    #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
    #expect(
      UIFont.systemFont(ofSize: 17)
        != UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular))
  }

  @Test func fontsWorkAsSetElements() {
    let fonts: Set<UIFont> = [
      .systemFont(ofSize: 17), .systemFont(ofSize: 17), .boldSystemFont(ofSize: 17),
    ]
    #expect(fonts.count == 2)
  }

  @Test func withSizeKeepsNameAndWeight() {
    let bold = UIFont.boldSystemFont(ofSize: 17).withSize(30)
    #expect(bold == UIFont.boldSystemFont(ofSize: 30))
    #expect(bold.fontName == ".SFUI-Bold")
  }

  // `withSize(_:)` changes only the descriptor's size, so the text style stays.
  @Test func withSizeKeepsTheTextStyle() {
    let font = UIFont.preferredFont(forTextStyle: .caption1).withSize(30)
    #expect(font.pointSize == 30)
    #expect(
      font.fontDescriptor.fontAttributes[.textStyle] as? String == "UICTFontTextStyleCaption1")
  }

  // An iOS 15 simulator logged a subtitle cell's detail font as
  // `font-family: "UICTFontTextStyleCaption1"; … font-size: 12.00pt` (zjmdyd/ZJIOS).
  @Test func textStyleFontPrintsItsStyleAsTheFamily() {
    #expect(
      UIFont.preferredFont(forTextStyle: .caption1).description
        == "font-family: \"UICTFontTextStyleCaption1\"; font-weight: normal; font-style: normal;"
        + " font-size: 12.00pt")
  }

  // From iOS 13 the display sizes keep the `.SFUI-` names: an iOS 26.1 simulator names 20 pt
  // `.SFUI-Regular` and 34 pt bold `.SFUI-Bold` (Vercantez/openuikit's font probe), and
  // Xamarin.Forms issue 8035 prints `.SFUI-Bold` for a 20-point bold system font.
  @Test(arguments: [
    (20, UIFont.Weight.regular, ".SFUI-Regular"), (20, .bold, ".SFUI-Bold"),
    (34, .bold, ".SFUI-Bold"),
  ])
  func displaySizesKeepTheSystemFontName(_ sample: (CGFloat, UIFont.Weight, String)) {
    #expect(UIFont.systemFont(ofSize: sample.0, weight: sample.1).fontName == sample.2)
  }

  @Test func unknownFontNameGivesNil() {
    #expect(UIFont(name: "NoSuchFont-Regular", size: 17) == nil)
  }

  @Test func bundledFontNameGivesFont() {
    let font = UIFont(name: "HelveticaNeue-Bold", size: 20)
    #expect(font?.familyName == "Helvetica Neue")
    #expect(font?.pointSize == 20)
  }

  @Test func registeredFontNameGivesFontUntilUnregistered() {
    let name = "Registered-Test-\(#line)"
    UIFont.registerFontName(name, familyName: "Registered Test", weight: .medium)
    #expect(UIFont(name: name, size: 12)?.familyName == "Registered Test")
    UIFont.unregisterFontName(name)
    #expect(UIFont(name: name, size: 12) == nil)
  }

  @Test func descriptionHasUIKitsFields() {
    #expect(
      UIFont.systemFont(ofSize: 13).description
        == "font-family: \".SFUI-Regular\"; font-weight: normal; font-style: normal;"
        + " font-size: 13.00pt")
  }

  @Test func intermediateWeightIsNamedAfterNearestWeight() {
    #expect(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(0.25)).fontName == ".SFUI-Medium")
  }
}
