import Foundation

extension UIFont {
  /// A Dynamic Type text style.
  ///
  /// Raw values are UIKit's (`UIFontTextStyleBody == @"UICTFontTextStyleBody"`; `largeTitle` is
  /// `Title0` and `subheadline` is `Subhead`), as listed by temoki/UIKit_DynamicType `README.md`.
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}

extension UIFont.TextStyle {
  /// The point size and weight of this style at the default content size category (Large).
  ///
  /// From Apple's Human Interface Guidelines, Typography > Specifications > "iOS, iPadOS Dynamic
  /// Type sizes", Large (default) column, and the L column of temoki/UIKit_DynamicType
  /// `README.md` (measured on iOS): largeTitle 34, title1 28, title2 22, title3 20, headline 17
  /// semibold, body 17, callout 16, subheadline 15, footnote 13, caption1 12, caption2 11.
  /// A style this table does not know is measured at body's size (a choice of this model).
  var defaultSizeAndWeight: (size: CGFloat, weight: UIFont.Weight) {
    switch self {
    case .largeTitle: return (34, .regular)
    case .title1: return (28, .regular)
    case .title2: return (22, .regular)
    case .title3: return (20, .regular)
    case .headline: return (17, .semibold)
    case .subheadline: return (15, .regular)
    case .callout: return (16, .regular)
    case .footnote: return (13, .regular)
    case .caption1: return (12, .regular)
    case .caption2: return (11, .regular)
    default: return (17, .regular)
    }
  }
}
