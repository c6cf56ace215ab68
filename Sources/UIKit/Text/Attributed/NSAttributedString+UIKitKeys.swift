import Foundation

/// UIKit's text attributes (NSAttributedString.h in UIKit). Linux's Foundation declares the key
/// type but none of these; the raw values are UIKit's attribute names (`NSFontAttributeName ==
/// @"NSFont"`, `NSForegroundColorAttributeName == @"NSColor"`, …).
extension NSAttributedString.Key {
  /// A `UIFont`; Helvetica 12 when absent.
  public static let font = NSAttributedString.Key("NSFont")
  /// An `NSParagraphStyle`; `NSParagraphStyle.default` when absent.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// A `UIColor`; black when absent.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor` behind the text; none when absent.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// An `NSNumber`: 0 for no ligatures, 1 for the default ones.
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// An `NSNumber` of points added to each character's advance.
  public static let kern = NSAttributedString.Key("NSKern")
  /// An `NSNumber` of points of tracking, added between characters (iOS 14).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// An `NSNumber` holding an `NSUnderlineStyle` raw value.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// An `NSNumber` holding an `NSUnderlineStyle` raw value.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A `UIColor`; the foreground colour when absent.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// An `NSNumber`, a percentage of the font's point size: negative strokes and fills.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// An `NSShadow`.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// An `NSAttributedString.TextEffectStyle`.
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  /// An `NSTextAttachment`, on the attachment character (U+FFFC).
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// A `URL` or a `String`.
  public static let link = NSAttributedString.Key("NSLink")
  /// An `NSNumber` of points the baseline is raised by.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// A `UIColor`; the foreground colour when absent.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// A `UIColor`; the foreground colour when absent.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// An `NSNumber`: the skew applied to glyphs.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// An `NSNumber`: the log of the horizontal stretch applied to glyphs.
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// An array of `NSNumber`s: `NSWritingDirection` and `NSWritingDirectionFormatType` values.
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
  /// An `NSNumber`; 0 (horizontal) is the only value iOS supports.
  public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

extension NSAttributedString {
  /// A text effect (`NSTextEffectAttributeName`'s values).
  public struct TextEffectStyle: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The letterpress effect (`NSTextEffectLetterpressStyle`).
    public static let letterpressStyle = TextEffectStyle("_UIKitNewLetterpressStyle")
  }
}
