import Foundation

/// A bar of buttons: a navigation controller's toolbar at the bottom.
///
/// Its height is the hosted device's (its window's `WindowContext.barMetrics`): 44 points on an iPhone in
/// portrait, 32 in compact height, 50 on an iPad (iOS 12 and later).
@MainActor @preconcurrency
open class UIToolbar: UIView {
  /// Whether the bar is translucent, so that content extends under it; true by default.
  open var isTranslucent = true {
    didSet { if isTranslucent != oldValue { storedSuperview?.setNeedsLayout() } }
  }
  open var barStyle = UIBarStyle.default
  open var barTintColor: UIColor?
  open var items: [UIBarButtonItem]?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// The bar's height on the hosted device; the width it is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: environment.barMetrics.toolbarHeight)
  }
}
