import Foundation

extension UIFont {
  /// The font for a text style at the content size category of `traitCollection` (Large when
  /// it specifies none).
  public class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = traitCollection?.preferredContentSizeCategory ?? .large
    let weight = style.defaultSizeAndWeight.weight
    let size = style.pointSize(for: category == .unspecified ? .large : category)
    return systemFont(ofSize: size, weight: weight).markedWithTextStyle(style)
  }
}

extension UIFont.TextStyle {
  /// The style's size at each content size category, XS … XXXL then the five accessibility
  /// sizes: Apple's Human Interface Guidelines, "Typography", iOS Dynamic Type sizes (crawled as
  /// cited at `leadingsByCategory`, which gives every value here).
  var sizesByCategory: [CGFloat] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    }
  }

  func pointSize(for category: UIContentSizeCategory) -> CGFloat {
    let index = category.order
    let sizes = sizesByCategory
    return sizes.indices.contains(index) ? sizes[index] : defaultSizeAndWeight.size
  }
}
