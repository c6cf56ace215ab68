import Foundation

/// The line styles of underlines and strikethroughs (NSAttributedString.h: raw values are
/// UIKit's, the line style in the low byte, the pattern in the second, `byWord` at 0x8000).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How a writing direction is applied, in `NSAttributedString.Key.writingDirection`'s values.
public enum NSWritingDirectionFormatType: Int, Sendable {
  case embedding = 0
  case override = 2
}
