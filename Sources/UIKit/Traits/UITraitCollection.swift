import Foundation

/// The traits of an interface environment: size classes, idiom, layout direction, content size
/// category, display scale.
///
/// Unspecified traits are taken from other collections when combined.
open class UITraitCollection: NSObject, @unchecked Sendable {
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let preferredContentSizeCategory: UIContentSizeCategory
  public let displayScale: CGFloat
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let accessibilityContrast: UIAccessibilityContrast
  public let userInterfaceLevel: UIUserInterfaceLevel

  package init(
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
    layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
    displayScale: CGFloat = 0, userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
    accessibilityContrast: UIAccessibilityContrast = .unspecified,
    userInterfaceLevel: UIUserInterfaceLevel = .unspecified
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.displayScale = displayScale
    self.userInterfaceStyle = userInterfaceStyle
    self.accessibilityContrast = accessibilityContrast
    self.userInterfaceLevel = userInterfaceLevel
    super.init()
  }

  /// A collection with every trait unspecified.
  public override convenience init() {
    self.init(horizontalSizeClass: .unspecified)
  }

  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
  }

  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
  }

  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(horizontalSizeClass: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
  }

  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(horizontalSizeClass: .unspecified, layoutDirection: layoutDirection)
  }

  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      horizontalSizeClass: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  public convenience init(displayScale: CGFloat) {
    self.init(horizontalSizeClass: .unspecified, displayScale: displayScale)
  }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle)
  }

  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(horizontalSizeClass: .unspecified, accessibilityContrast: accessibilityContrast)
  }

  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    self.init(horizontalSizeClass: .unspecified, userInterfaceLevel: userInterfaceLevel)
  }

  /// The traits of every collection combined; a later collection's specified traits win.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var idiom = UIUserInterfaceIdiom.unspecified
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    var category = UIContentSizeCategory.unspecified
    var scale: CGFloat = 0
    var style = UIUserInterfaceStyle.unspecified
    var contrast = UIAccessibilityContrast.unspecified
    var level = UIUserInterfaceLevel.unspecified
    for traits in traitCollections {
      if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
      if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
      if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
      if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
      if traits.preferredContentSizeCategory != .unspecified {
        category = traits.preferredContentSizeCategory
      }
      if traits.displayScale != 0 { scale = traits.displayScale }
      if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
      if traits.accessibilityContrast != .unspecified { contrast = traits.accessibilityContrast }
      if traits.userInterfaceLevel != .unspecified { level = traits.userInterfaceLevel }
    }
    self.init(
      horizontalSizeClass: horizontal, verticalSizeClass: vertical, userInterfaceIdiom: idiom,
      layoutDirection: direction, preferredContentSizeCategory: category, displayScale: scale,
      userInterfaceStyle: style, accessibilityContrast: contrast, userInterfaceLevel: level)
  }

  /// Whether every trait `traitCollection` specifies has the same value here.
  open func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
    guard let other = traitCollection else { return true }
    return
      (other.horizontalSizeClass == .unspecified
      || other.horizontalSizeClass == horizontalSizeClass)
      && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
      && (other.userInterfaceIdiom == .unspecified
        || other.userInterfaceIdiom == userInterfaceIdiom)
      && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
      && (other.preferredContentSizeCategory == .unspecified
        || other.preferredContentSizeCategory == preferredContentSizeCategory)
      && (other.displayScale == 0 || other.displayScale == displayScale)
      && (other.userInterfaceStyle == .unspecified
        || other.userInterfaceStyle == userInterfaceStyle)
      && (other.accessibilityContrast == .unspecified
        || other.accessibilityContrast == accessibilityContrast)
      && (other.userInterfaceLevel == .unspecified
        || other.userInterfaceLevel == userInterfaceLevel)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return containsTraits(in: other) && other.containsTraits(in: self)
  }

  open override var hash: Int {
    var hasher = StableHasher()
    hasher.combine(horizontalSizeClass.rawValue)
    hasher.combine(verticalSizeClass.rawValue)
    hasher.combine(userInterfaceIdiom.rawValue)
    hasher.combine(layoutDirection.rawValue)
    hasher.combine(preferredContentSizeCategory.rawValue)
    hasher.combine(displayScale)
    hasher.combine(userInterfaceStyle.rawValue)
    hasher.combine(accessibilityContrast.rawValue)
    hasher.combine(userInterfaceLevel.rawValue)
    return hasher.value
  }
}

/// An object with a trait collection that tells it when its traits change.
@MainActor @preconcurrency
public protocol UITraitEnvironment: NSObjectProtocol {
  var traitCollection: UITraitCollection { get }
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
