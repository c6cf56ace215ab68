import Foundation

/// A function that turns a colour into another for a state, as a configuration applies it.
public struct UIConfigurationColorTransformer: Sendable {
  public let transform: @Sendable (UIColor) -> UIColor

  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
    self.transform = transform
  }

  public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

  /// Makes every colour gray.
  public static let grayscale = UIConfigurationColorTransformer { _ in .systemGray }
  /// Keeps each colour, for the highlight of a preferred tint (Bezel draws it unchanged).
  public static let preferredTint = UIConfigurationColorTransformer { $0 }
  /// Keeps each colour at half opacity, for a monochrome tint (Bezel's model).
  public static let monochromeTint = UIConfigurationColorTransformer {
    $0.withAlphaComponent(0.5)
  }
}

extension UIListContentConfiguration {
  /// How a list configuration's text or secondary text looks.
  public struct TextProperties: Hashable {
    /// How the text is aligned (UIListContentTextProperties.h raw values).
    public enum TextAlignment: Int, Hashable, Sendable {
      case natural = 0
      case center = 1
      case justified = 2
    }

    /// How the text's letters are cased (UIListContentTextProperties.h raw values).
    public enum TextTransform: Int, Hashable, Sendable {
      case none = 0
      case uppercase = 1
      case lowercase = 2
      case capitalized = 3
    }

    public var font: UIFont
    public var color: UIColor
    public var colorTransformer: UIConfigurationColorTransformer?
    public var alignment = TextAlignment.natural
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = true
    public var adjustsFontForContentSizeCategory = true
    public var showsExpansionTextWhenTruncated = false
    public var transform = TextTransform.none

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }

    /// The colour after the transformer.
    public func resolvedColor() -> UIColor {
      colorTransformer?(color) ?? color
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.font == rhs.font && lhs.color == rhs.color && lhs.alignment == rhs.alignment
        && lhs.lineBreakMode == rhs.lineBreakMode && lhs.numberOfLines == rhs.numberOfLines
        && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
        && lhs.minimumScaleFactor == rhs.minimumScaleFactor && lhs.transform == rhs.transform
        && (lhs.colorTransformer == nil) == (rhs.colorTransformer == nil)
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(font)
      hasher.combine(numberOfLines)
      hasher.combine(transform)
    }
  }

  /// How a list configuration's image looks and the space it takes.
  public struct ImageProperties: Hashable {
    /// The value of `reservedLayoutSize` that asks for the system's standard dimension.
    public static let standardDimension = -CGFloat.greatestFiniteMagnitude

    public var tintColor: UIColor?
    public var tintColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is shown at; zero in a dimension for no limit.
    public var maximumSize = CGSize.zero
    /// The size the image's area takes whatever the image's own size; zero for the image's.
    public var reservedLayoutSize = CGSize.zero
    public var accessibilityIgnoresInvertColors = false

    init() {}

    /// The tint after the transformer, or `color` when there is no tint.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let color = self.tintColor ?? tintColor
      return tintColorTransformer?(color) ?? color
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.tintColor == rhs.tintColor && lhs.cornerRadius == rhs.cornerRadius
        && lhs.maximumSize == rhs.maximumSize && lhs.reservedLayoutSize == rhs.reservedLayoutSize
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(cornerRadius)
      hasher.combine(maximumSize.width)
      hasher.combine(reservedLayoutSize.width)
    }
  }
}
