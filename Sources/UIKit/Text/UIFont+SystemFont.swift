import Foundation

extension UIFont {
  /// The system font's family name, as `familyName` reports it on iOS 13 and later.
  static let systemFamilyName = ".AppleSystemUIFont"

  /// The standard size of the system font: 14 points.
  ///
  /// Sizes of this group: touchHLE `src/frameworks/uikit/ui_font.rs` ("checked against iPhone 3GS,
  /// iOS 4.0.1"): label 17, button 18, small system 12, system 14; GenosSwift's
  /// `UIFont+Extension.swift` comments the same 17 / 14 / 12 on a current SDK.
  public class var systemFontSize: CGFloat { 14 }

  /// The standard size of label text: 17 points.
  public class var labelFontSize: CGFloat { 17 }

  /// The standard size of button text: 18 points.
  public class var buttonFontSize: CGFloat { 18 }

  /// The size of the small system font: 12 points.
  public class var smallSystemFontSize: CGFloat { 12 }

  /// Returns the regular system font at a point size.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// Returns the system font at a point size and weight.
  ///
  /// It is named `.SFUI-<Weight>` at every size, as from iOS 13: `systemFontOfSize(20, Bold)`
  /// is `.SFUI-Bold` (xamarin/Xamarin.Forms issue 8035, 2023), an iOS 26.1 simulator names the
  /// regular font `.SFUI-Regular` at 12, 20 and 28 points and the bold one `.SFUI-Bold` at 34
  /// (the `postScriptName`s of Vercantez/openuikit's `golden/font_metrics_ios.json`, commit
  /// 32cc00a35acc), and iOS 13's CoreText warns about clients asking for `.SFUI-Regular` by
  /// name (Marxon13/M13ProgressSuite issue 133, 2019). Before iOS 13 the names were the
  /// optical design's, which Bezel does not model: `.SFUIText` and `.SFUIText-Semibold` at
  /// 17 points on iOS 11 (a 2018 navigation bar log), `SFUIDisplay-Regular` at 20 points on
  /// iOS 9 (arcovv.github.io, "ios-font-study", 2016).
  public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(
      name: ".SFUI-\(weight.styleName)", familyName: systemFamilyName, size: fontSize,
      weight: weight.rawValue)
  }

  /// Returns the bold system font at a point size.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// Returns the italic system font at a point size.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      name: ".SFUI-RegularItalic", familyName: systemFamilyName, size: fontSize,
      weight: UIFont.Weight.regular.rawValue, italic: true)
  }

  /// Returns the system font with every digit as wide as the others.
  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
    -> UIFont
  {
    UIFont(
      name: ".SFUI-\(weight.styleName)", familyName: systemFamilyName, size: fontSize,
      weight: weight.rawValue, monospacedDigits: true)
  }

  /// The monospaced system font's family name (SF Mono), as an iOS 26.1 simulator names it.
  static let monospacedSystemFamilyName = ".AppleSystemUIFontMonospaced"

  /// Returns the monospaced system font (SF Mono, iOS 13 and later) at a point size and weight.
  ///
  /// It is named `.AppleSystemUIFontMonospaced-<Weight>`: an iOS 26.1 simulator names the regular
  /// and bold ones `.AppleSystemUIFontMonospaced-Regular` and `-Bold` (the `postScriptName`s of
  /// Vercantez/openuikit's `golden/font_metrics_ios.json`, commit 32cc00a35acc); the other
  /// weights' names follow the system font's, a model. Every character is as wide as every
  /// other (`SystemFontTextModel`).
  public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
    -> UIFont
  {
    UIFont(
      name: "\(monospacedSystemFamilyName)-\(weight.styleName)",
      familyName: monospacedSystemFamilyName, size: fontSize, weight: weight.rawValue)
  }

  /// Whether the font is the monospaced system font (`monospacedSystemFont(ofSize:weight:)`).
  package var isMonospacedSystemFont: Bool { familyName == Self.monospacedSystemFamilyName }

  /// Returns the font of a text style at the default content size category (Large).
  public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }
}
