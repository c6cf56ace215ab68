import Foundation

/// A tab stop of a paragraph style.
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
  /// Read by Core Foundation when runs of attributed text compare values: the first stored
  /// property (`CoreFoundationObjectInfo`).
  private let coreFoundationInfo = CoreFoundationObjectInfo.swiftObject

  /// A key of a tab's options.
  public struct OptionKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A `CharacterSet` of the characters that end a column at this tab.
    public static let columnTerminators = OptionKey("NSTabColumnTerminatorsAttributeName")
  }

  /// How text lines up at the tab stop.
  public let alignment: NSTextAlignment
  /// The tab stop's distance from the line's leading edge, in points.
  public let location: CGFloat
  /// The tab's options.
  public let options: [OptionKey: Any]

  /// Creates a tab stop.
  public init(
    textAlignment alignment: NSTextAlignment, location loc: CGFloat,
    options: [OptionKey: Any] = [:]
  ) {
    self.alignment = alignment
    self.location = loc
    self.options = options
    super.init()
  }

  /// The characters that end a column in a locale: the decimal separator, and tabs.
  open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
    let separator = (aLocale ?? Locale.current).decimalSeparator ?? "."
    return CharacterSet(charactersIn: separator + "\t")
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSTextTab else { return false }
    return other.alignment == alignment && other.location == location
  }

  open override var hash: Int {
    var hasher = StableHasher()
    hasher.combine(alignment.rawValue)
    hasher.combine(location)
    return hasher.value
  }
}
