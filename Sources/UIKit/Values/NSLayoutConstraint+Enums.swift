// The nested enums are declared here, apart from the class, because they are plain values:
// `Sendable` and free of actor isolation, with Apple's raw values (NSLayoutConstraint.h).

extension NSLayoutConstraint {
  /// The part of an item's layout that a constraint relates.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    case notAnAttribute = 0
  }

  /// How the two sides of a constraint relate.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// A layout axis.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// Options for constraints made from the visual format language.
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    public static let spacingEdgeToEdge = FormatOptions([])
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
  }
}
