import Foundation

/// How the paragraphs of attributed text are laid out (`NSAttributedString.Key.paragraphStyle`).
///
/// Immutable; `NSMutableParagraphStyle` has the same properties settable. Defaults are UIKit's
/// (NSParagraphStyle.h): everything 0, natural alignment and writing direction, word wrapping,
/// and twelve left tab stops every 28 points.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// Read by Core Foundation when runs of attributed text compare values: the first stored
  /// property (`CoreFoundationObjectInfo`).
  private let coreFoundationInfo = CoreFoundationObjectInfo.swiftObject

  /// How lines may be broken: Apple's option raw values (NSParagraphStyle.h).
  public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
  }

  /// The values of a style; equal values make equal styles.
  struct Values: Equatable {
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var alignment = NSTextAlignment.natural
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var baseWritingDirection = NSWritingDirection.natural
    var lineHeightMultiple: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var hyphenationFactor: Float = 0
    var usesDefaultHyphenation = false
    var tabStops: [NSTextTab] = (1...12).map {
      NSTextTab(textAlignment: .left, location: CGFloat($0) * 28)
    }
    var defaultTabInterval: CGFloat = 0
    var allowsDefaultTighteningForTruncation = false
    var lineBreakStrategy = LineBreakStrategy()

    /// Whether the style changes where lines go or how tall they are, beyond plain text.
    var affectsGeometry: Bool {
      lineSpacing != 0 || paragraphSpacing != 0 || paragraphSpacingBefore != 0
        || headIndent != 0 || tailIndent != 0 || firstLineHeadIndent != 0
        || minimumLineHeight != 0 || maximumLineHeight != 0 || lineHeightMultiple != 0
        || !TextTabStops.isStandard(tabStops, interval: defaultTabInterval)
    }
  }

  var values: Values

  init(values: Values) {
    self.values = values
    super.init()
  }

  public override init() {
    values = Values()
    super.init()
  }

  /// The default paragraph style.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// The writing direction of a language: right to left for Arabic, Hebrew, Persian and Urdu.
  open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
    guard let languageName else { return .leftToRight }
    let code = Locale.Language(identifier: languageName).languageCode?.identifier ?? languageName
    return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug"].contains(code)
      ? .rightToLeft : .leftToRight
  }

  /// The space added after each line, in points.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// The space added after a paragraph, in points.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  open var alignment: NSTextAlignment { values.alignment }
  /// The indent of every line but the first, from the leading edge.
  open var headIndent: CGFloat { values.headIndent }
  /// Positive: the line's end from the leading edge; zero or negative: from the trailing edge.
  open var tailIndent: CGFloat { values.tailIndent }
  /// The indent of a paragraph's first line, from the leading edge.
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// The least height of a line; 0 for no limit.
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The greatest height of a line; 0 for no limit.
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
  /// The factor applied to a line's natural height before the limits; 0 for none.
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// The space added before a paragraph, in points.
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  open var hyphenationFactor: Float { values.hyphenationFactor }
  open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
  open var tabStops: [NSTextTab] { values.tabStops }
  open var defaultTabInterval: CGFloat { values.defaultTabInterval }
  open var allowsDefaultTighteningForTruncation: Bool {
    values.allowsDefaultTighteningForTruncation
  }
  open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }

  open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }

  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    NSMutableParagraphStyle(values: values)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return other.values == values
  }

  open override var hash: Int {
    var hasher = StableHasher()
    hasher.combine(values.lineSpacing)
    hasher.combine(values.paragraphSpacing)
    hasher.combine(values.alignment.rawValue)
    hasher.combine(values.lineBreakMode.rawValue)
    return hasher.value
  }
}

/// A paragraph style whose properties can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  open override var baseWritingDirection: NSWritingDirection {
    get { values.baseWritingDirection }
    set { values.baseWritingDirection = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  open override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }
  open override var usesDefaultHyphenation: Bool {
    get { values.usesDefaultHyphenation }
    set { values.usesDefaultHyphenation = newValue }
  }
  open override var tabStops: [NSTextTab] {
    get { values.tabStops }
    set { values.tabStops = newValue }
  }
  open override var defaultTabInterval: CGFloat {
    get { values.defaultTabInterval }
    set { values.defaultTabInterval = newValue }
  }
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { values.allowsDefaultTighteningForTruncation }
    set { values.allowsDefaultTighteningForTruncation = newValue }
  }
  open override var lineBreakStrategy: LineBreakStrategy {
    get { values.lineBreakStrategy }
    set { values.lineBreakStrategy = newValue }
  }

  /// Adds a tab stop, keeping the stops ordered by location.
  open func addTabStop(_ anObject: NSTextTab) {
    let index = values.tabStops.firstIndex { $0.location > anObject.location }
    values.tabStops.insert(anObject, at: index ?? values.tabStops.endIndex)
  }

  /// Removes the tab stops equal to `anObject`.
  open func removeTabStop(_ anObject: NSTextTab) {
    values.tabStops.removeAll { $0.isEqual(anObject) }
  }

  /// Takes every value of another style.
  open func setParagraphStyle(_ obj: NSParagraphStyle) {
    values = obj.values
  }
}
