import Foundation

extension UIImage {
  /// The relative sizes of symbol images; raw values as UIImageSymbolConfiguration.h's.
  public enum SymbolScale: Int, Sendable {
    /// The system's default size.
    case `default` = -1
    /// The scale of the image's environment.
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3
  }

  /// The weights of symbol images; raw values as UIImageSymbolConfiguration.h's.
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0
    case ultraLight = 1
    case thin = 2
    case light = 3
    case regular = 4
    case medium = 5
    case semibold = 6
    case bold = 7
    case heavy = 8
    case black = 9
  }

  /// The traits an image is configured for (UIImageConfiguration.h).
  open class Configuration: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    /// The traits the image resolves with; nil for the environment's.
    public internal(set) var traitCollection: UITraitCollection?

    override init() { super.init() }

    /// A configuration from an archive; Bezel reads none and gives an unspecified one.
    public required init?(coder: NSCoder) { super.init() }

    /// Archives nothing: Bezel keeps no archives.
    open func encode(with coder: NSCoder) {}

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = Configuration()
      copy.traitCollection = traitCollection
      return copy
    }

    /// This configuration with `traitCollection` as its traits.
    open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
      let copy = self.copy(with: nil) as? Self ?? self
      copy.traitCollection = traitCollection
      return copy
    }
  }

  /// How a symbol image is sized and weighted (UIImageSymbolConfiguration.h): a point size or a
  /// text style, a weight and a scale; what is left unspecified comes from the environment.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// The point size; 0 when unspecified.
    var pointSize: CGFloat = 0
    var weight: SymbolWeight = .unspecified
    var scale: SymbolScale = .unspecified
    var textStyle: UIFont.TextStyle?

    override init() { super.init() }

    /// A configuration from an archive; Bezel reads none and gives an unspecified one.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Everything unspecified: "essentially the same as nil" (UIImageSymbolConfiguration.h).
    public class var unspecified: SymbolConfiguration { SymbolConfiguration() }

    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init()
      self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
      self.weight = weight
      self.scale = scale
    }

    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }

    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init()
      self.textStyle = textStyle
      self.scale = scale
    }

    public convenience init(weight: SymbolWeight) {
      self.init()
      self.weight = weight
    }

    public convenience init(scale: SymbolScale) {
      self.init()
      self.scale = scale
    }

    /// The font's point size (a text style font's style) and the font's weight.
    public convenience init(font: UIFont) {
      self.init(font: font, scale: .unspecified)
    }

    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
    }

    /// This configuration with what `configuration` specifies put over it.
    open func applying(_ configuration: Configuration?) -> Self {
      let result = self.copy(with: nil) as? Self ?? self
      guard let other = configuration as? SymbolConfiguration else { return result }
      if other.pointSize > 0 {
        result.pointSize = other.pointSize
        result.textStyle = nil
      }
      if let style = other.textStyle {
        result.textStyle = style
        result.pointSize = 0
      }
      if other.weight != .unspecified { result.weight = other.weight }
      if other.scale != .unspecified { result.scale = other.scale }
      if let traits = other.traitCollection { result.traitCollection = traits }
      return result
    }

    /// This configuration without its text style.
    open func configurationWithoutTextStyle() -> Self { changing { $0.textStyle = nil } }
    /// This configuration without its scale.
    open func configurationWithoutScale() -> Self { changing { $0.scale = .unspecified } }
    /// This configuration without its weight.
    open func configurationWithoutWeight() -> Self { changing { $0.weight = .unspecified } }
    /// This configuration without its point size and weight.
    open func configurationWithoutPointSizeAndWeight() -> Self {
      changing {
        $0.pointSize = 0
        $0.weight = .unspecified
      }
    }

    /// Whether `other` configures a symbol the same way.
    open func isEqual(to other: SymbolConfiguration?) -> Bool {
      guard let other else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        && textStyle == other.textStyle
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = SymbolConfiguration()
      copy.traitCollection = traitCollection
      copy.pointSize = pointSize
      copy.weight = weight
      copy.scale = scale
      copy.textStyle = textStyle
      return copy
    }

    private func changing(_ change: (SymbolConfiguration) -> Void) -> Self {
      let result = self.copy(with: nil) as? Self ?? self
      change(result)
      return result
    }
  }
}
