import Foundation

/// The bar at the bottom of a tab bar controller: one item per tab.
///
/// Its height is the hosted device's (its window's `WindowContext.barMetrics`) plus the home indicator's inset:
/// 49 points on an iPhone in portrait, 49 + 34 = 83 on an iPhone X.
@MainActor @preconcurrency
open class UITabBar: UIView {
  /// Whether the bar is translucent, so that content extends under it; true by default.
  open var isTranslucent = true {
    didSet { if isTranslucent != oldValue { storedSuperview?.setNeedsLayout() } }
  }
  open var barStyle = UIBarStyle.default
  open var barTintColor: UIColor?
  open var items: [UITabBarItem]?
  open var selectedItem: UITabBarItem?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
  }

  /// The bar's height on the hosted device, above the home indicator; the width it is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: environment.barMetrics.tabBarHeight)
  }
}
