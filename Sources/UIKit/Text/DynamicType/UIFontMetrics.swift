import Foundation

/// Scales custom fonts and lengths for Dynamic Type, as a text style scales.
///
/// The model: a font or value scales by the ratio of the style's size at the content size
/// category to its size at Large (Apple's Human Interface Guidelines, "Typography", iOS Dynamic
/// Type sizes; `UIFont+DynamicType.swift`). Body at Extra Extra Extra Large is 23 pt against
/// 17 pt, so a 20 pt font scales to 20 × 23 / 17. iOS scales along its own curve, unpublished,
/// which differs from the ratio by a fraction of a point for sizes far from the style's.
/// Sizes are not rounded. A nil or unspecified trait collection's category is the current
/// traits' (`UITraitCollection.current`), else Large.
open class UIFontMetrics: NSObject, @unchecked Sendable {
  /// The metrics of the body style.
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  let textStyle: UIFont.TextStyle

  /// The metrics of a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// A font scaled for the current traits' content size category.
  open func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// A font scaled for the current traits, at most `maximumPointSize` (0 for no limit).
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// A font scaled for the content size category of `traitCollection`.
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// A font scaled for the content size category of `traitCollection`, at most
  /// `maximumPointSize` (0 for no limit).
  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    var size = font.pointSize * factor(for: traitCollection)
    if maximumPointSize > 0 { size = min(size, maximumPointSize) }
    return font.withSize(size)
  }

  /// A length scaled for the current traits' content size category.
  open func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// A length scaled for the content size category of `traitCollection`.
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    value * factor(for: traitCollection)
  }

  /// The style's size at the category over its size at Large.
  func factor(for traitCollection: UITraitCollection?) -> CGFloat {
    var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    if category == .unspecified {
      category = UITraitCollection.current.preferredContentSizeCategory
    }
    if category == .unspecified { category = .large }
    let base = textStyle.pointSize(for: .large)
    guard base > 0 else { return 1 }
    return textStyle.pointSize(for: category) / base
  }
}

/// An object whose font follows the content size category (`UILabel`, `UITextField`,
/// `UITextView`).
@MainActor @preconcurrency
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  /// Whether the font is updated when the content size category changes; the font must come
  /// from `UIFont.preferredFont(forTextStyle:)`.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}

extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

extension UIFont {
  /// The font of the same text style at the content size category of `traits`, when the font
  /// was made for a text style and that font differs in size; nil otherwise.
  func followingContentSizeCategory(of traits: UITraitCollection) -> UIFont? {
    guard let style = textStyle else { return nil }
    let preferred = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
    return preferred.pointSize != pointSize ? preferred : nil
  }
}
