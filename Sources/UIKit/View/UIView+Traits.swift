import Foundation

extension UIView {
  /// The traits a view has: its controller's or window's, with its own layout direction.
  var inheritedTraitCollection: UITraitCollection {
    let base =
      owningViewController?.traitCollection
      ?? storedSuperview?.traitCollection
      ?? (self as? UIWindow)?.context.traitCollection
      ?? UITraitCollection.defaultTraits
    let direction: UITraitEnvironmentLayoutDirection =
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    if base.layoutDirection == direction { return base }
    return UITraitCollection(traitsFrom: [base, UITraitCollection(layoutDirection: direction)])
  }
}

extension UITraitCollection {
  /// The traits of the default device (an iPhone 16 in portrait, UIScreen.main): compact width,
  /// regular height, phone, 3×, Large text, light, normal contrast, base level.
  package static let defaultTraits = UITraitCollection(
    horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone,
    layoutDirection: .leftToRight, preferredContentSizeCategory: .large, displayScale: 3,
    userInterfaceStyle: .light, accessibilityContrast: .normal, userInterfaceLevel: .base)
}
