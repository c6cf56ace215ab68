import Foundation

/// A description of a font by its attributes, from which fonts are made (`UIFont(descriptor:size:)`).
///
/// Attribute and trait names and symbolic trait values are UIKit's (UIFontDescriptor.h).
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
  /// A font attribute's name.
  public struct AttributeName: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let family = AttributeName("NSFontFamilyAttribute")
    public static let name = AttributeName("NSFontNameAttribute")
    public static let face = AttributeName("NSFontFaceAttribute")
    public static let size = AttributeName("NSFontSizeAttribute")
    public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
    public static let matrix = AttributeName("NSFontMatrixAttribute")
    public static let characterSet = AttributeName("NSCTFontCharacterSetAttribute")
    public static let cascadeList = AttributeName("NSCTFontCascadeListAttribute")
    public static let traits = AttributeName("NSCTFontTraitsAttribute")
    public static let fixedAdvance = AttributeName("NSCTFontFixedAdvanceAttribute")
    public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
    public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
  }

  /// A key of the traits dictionary.
  public struct TraitKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
    public static let weight = TraitKey("NSCTFontWeightTrait")
    public static let width = TraitKey("NSCTFontProportionTrait")
    public static let slant = TraitKey("NSCTFontSlantTrait")
  }

  /// A font's stylistic traits (UIFontDescriptorSymbolicTraits).
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// A design of the system font.
  public struct SystemDesign: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
  }

  /// The traits key of the system font's design.
  static let designTrait = TraitKey("NSCTFontUIFontDesignTrait")

  /// The descriptor's attributes.
  public let fontAttributes: [AttributeName: Any]

  /// Creates a descriptor from attributes.
  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    fontAttributes = attributes
    super.init()
  }

  /// Creates a descriptor of a named font at a size.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// The descriptor of a text style's font at the default content size category.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor of a text style's font at the content size category of `traitCollection`.
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  /// The size attribute, or 0.
  open var pointSize: CGFloat { AttributedTextLayout.number(fontAttributes[.size]) }

  /// The name attribute, or an empty string.
  open var postscriptName: String { fontAttributes[.name] as? String ?? "" }

  /// The symbolic traits of the traits attribute.
  open var symbolicTraits: SymbolicTraits {
    let value = traits[.symbolic]
    return SymbolicTraits(rawValue: UInt32(max(0, AttributedTextLayout.number(value))))
  }

  /// The value of one attribute.
  open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

  var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

  /// The descriptor with more attributes; those given replace the same ones.
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
  }

  /// The descriptor at another size.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    addingAttributes([.size: newPointSize])
  }

  /// The descriptor in another family, without a name.
  open func withFamily(_ newFamily: String) -> UIFontDescriptor {
    var attributes = fontAttributes
    attributes[.name] = nil
    attributes[.family] = newFamily
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The descriptor with these symbolic traits in place of its own; bold sets the weight to
  /// bold (and its absence a bold weight to regular), italic the slant.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var traits = self.traits
    traits[.symbolic] = Int(symbolicTraits.rawValue)
    let weight = AttributedTextLayout.number(traits[.weight])
    if symbolicTraits.contains(.traitBold) {
      traits[.weight] = max(weight, UIFont.Weight.bold.rawValue)
    } else if weight >= UIFont.Weight.bold.rawValue {
      traits[.weight] = UIFont.Weight.regular.rawValue
    }
    var attributes = fontAttributes
    attributes[.name] = nil
    attributes[.traits] = traits
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The system font's descriptor in another design; nil for other fonts.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    let family = fontAttributes[.family] as? String
    let name = fontAttributes[.name] as? String
    let isSystem =
      family == UIFont.systemFamilyName || name?.hasPrefix(".SFUI") == true
      || fontAttributes[.textStyle] != nil
    guard isSystem else { return nil }
    var traits = self.traits
    traits[Self.designTrait] = design.rawValue
    return addingAttributes([.traits: traits])
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFontDescriptor else { return false }
    return other.postscriptName == postscriptName && other.pointSize == pointSize
      && other.symbolicTraits == symbolicTraits
      && (other.fontAttributes[.family] as? String) == (fontAttributes[.family] as? String)
  }

  open override var hash: Int {
    var hasher = StableHasher()
    hasher.combine(postscriptName)
    hasher.combine(pointSize)
    return hasher.value
  }
}
