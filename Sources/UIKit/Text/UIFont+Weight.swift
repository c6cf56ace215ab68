import Foundation

extension UIFont {
  /// A font weight, as UIKit's `UIFontWeight` constants: regular is 0, heavier is positive.
  ///
  /// Raw values are Apple's (UIFontDescriptor.h `UIFontWeightUltraLight` … `UIFontWeightBlack`);
  /// the same numbers appear in Microsoft's WinObjC `UIFont.mm` and in pyglet's
  /// `pyglet/font/quartz.py`, which copy them from the SDK.
  public struct Weight: Hashable, RawRepresentable, Sendable {
    public var rawValue: CGFloat

    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
}

extension UIFont.Weight {
  /// The named weights in increasing order, with the style suffix of the system font's name.
  ///
  /// iOS names the system font `.SFUI-<Style>` (`.SFUI-Regular`, `.SFUI-Semibold`, `.SFUI-Bold`:
  /// iosfontsizes.com lists these for the text styles; the other suffixes follow the same pattern
  /// and are not verified here).
  static let namedStyles: [(weight: UIFont.Weight, style: String)] = [
    (.ultraLight, "Ultralight"),
    (.thin, "Thin"),
    (.light, "Light"),
    (.regular, "Regular"),
    (.medium, "Medium"),
    (.semibold, "Semibold"),
    (.bold, "Bold"),
    (.heavy, "Heavy"),
    (.black, "Black"),
  ]

  /// The style suffix of the named weight nearest to this one (ties go to the lighter weight).
  var styleName: String {
    var best = UIFont.Weight.namedStyles[0]
    for candidate in UIFont.Weight.namedStyles
    where abs(candidate.weight.rawValue - rawValue) < abs(best.weight.rawValue - rawValue) {
      best = candidate
    }
    return best.style
  }
}
