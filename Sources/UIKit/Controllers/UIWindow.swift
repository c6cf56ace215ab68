import Foundation

/// The root of a view hierarchy on a screen.
@MainActor @preconcurrency
open class UIWindow: UIView {
  open var screen: UIScreen = UIScreen.main

  /// The insets the device gives the window: sensor housing, rounded corners, home indicator and
  /// the status bar, as the host sets them; zero for a window no device hosts.
  package var deviceSafeAreaInsets = UIEdgeInsets.zero {
    didSet { if deviceSafeAreaInsets != oldValue { needsLayoutFlag = true } }
  }

  /// The window's traits, as the host sets them; the default device's otherwise.
  package var windowTraitCollection = UITraitCollection.defaultTraits

  /// The readable width per content size category, as the host's device gives it.
  package var readableWidthModel: ((UIContentSizeCategory) -> CGFloat)?
  private var storedRootViewController: UIViewController?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A window the size of the main screen.
  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  /// The controller whose view fills the window.
  ///
  /// Setting it installs the view and sizes it to the window at once, as UIKit does.
  open var rootViewController: UIViewController? {
    get { storedRootViewController }
    set {
      if let old = storedRootViewController, old !== newValue, old.isViewLoaded,
        old.view.storedSuperview === self
      {
        old.view.removeFromSuperview()
      }
      storedRootViewController = newValue
      guard let controller = newValue else { return }
      let view = controller.view!
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if view.storedSuperview !== self { insertSubview(view, at: 0) }
    }
  }

  open var isKeyWindow = false

  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    layoutIfNeeded()
  }

  open func makeKey() {
    isKeyWindow = true
  }
}
