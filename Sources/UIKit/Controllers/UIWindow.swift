import Foundation

/// The root of a view hierarchy on a screen.
@MainActor @preconcurrency
open class UIWindow: UIView {
  /// The window's state and environment: its screen, text model, diagnostics sink, traits,
  /// device insets, bar metrics and glyphs (`WindowContext`), which its views read.
  package let context: WindowContext
  /// The recognizers at work on the window's touches (`GestureArena`).
  let gestureArena = GestureArena()
  /// The fingers Bezel's drivers hold down on the window, in the order they went down.
  var activeDriverTouches: [UITouch] = []

  /// The screen the window is on; the main screen when the window was made, unless set.
  open var screen: UIScreen {
    get { context.screen ?? UIScreen.default }
    set { context.screen = newValue }
  }

  private var storedRootViewController: UIViewController?

  public override init(frame: CGRect) {
    context = WindowContext(screen: UIScreen.main)
    super.init(frame: frame)
    context.window = self
  }

  /// A window in `windowScene`, the size of its screen (UIWindow.h, iOS 13).
  public init(windowScene: UIWindowScene) {
    context = WindowContext(screen: windowScene.screen)
    super.init(frame: windowScene.screen.bounds)
    context.window = self
    self.windowScene = windowScene
  }

  public required init?(coder: NSCoder) {
    context = WindowContext(screen: UIScreen.main)
    super.init(coder: coder)
    context.window = self
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
      let old = storedRootViewController.flatMap { $0 === newValue ? nil : $0 }
      if let old { rootControllerWillHide(old) }
      if let old, old.isViewLoaded, old.view.storedSuperview === self {
        old.view.removeFromSuperview()
      }
      if let old, old.appearanceState == .disappearing { old.endAppearance() }
      storedRootViewController = newValue
      needsLayoutFlag = true
      guard let controller = newValue else { return }
      // A controller whose view loaded before it was shown has traits already (those of no
      // window); entering the window changes them, and UIKit calls traitCollectionDidChange(_:)
      // on each controller and view whose traits changed. One whose view loads now gets the
      // window's traits from the start, and no call (UIKit predicts traits before loading since
      // iOS 13).
      let before = controller.isViewLoaded ? TraitSnapshot(of: controller) : nil
      // A `loadView` that reads `UIScreen.main` gets this window's screen.
      let view = context.run { controller.view! }
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if view.storedSuperview !== self { insertSubview(view, at: 0) }
      before?.notifyChanges()
      if isShowingContent { rootControllerWillShow(controller) }
    }
  }

  /// The scene the window is in (`UIWindow+Scene.swift`), held weakly as UIKit does.
  weak var storedWindowScene: UIWindowScene?
  /// The window's level among its scene's windows (`UIWindow+Scene.swift`).
  var storedWindowLevel = UIWindow.Level.normal
  var storedIsKeyWindow = false
  /// Whether `makeKeyAndVisible()` has shown the window (`UIWindow+Appearance.swift`).
  var hasBeenMadeVisible = false

  /// Whether the window is its app's key window, the one that receives keyboard events.
  open var isKeyWindow: Bool { storedIsKeyWindow }

  /// Shows the window and makes it the key window, the previous key window of its app resigning
  /// (`UIWindow+Scene.swift`).
  open func makeKeyAndVisible() {
    makeKeyWindow()
    isHidden = false
    hasBeenMadeVisible = true
    if let root = storedRootViewController { rootControllerWillShow(root) }
    layoutIfNeeded()
  }

  /// Makes the window the key window, the previous key window of its app resigning.
  open func makeKey() {
    makeKeyWindow()
  }

  /// Called when the window becomes the key window; subclasses call super.
  open func becomeKey() {}

  /// Called when the window stops being the key window; subclasses call super.
  open func resignKey() {}

  /// The window's first responder (`UIResponder+FirstResponder.swift`).
  weak var storedFirstResponder: UIResponder?
  /// Whether the first responder is being made to resign without being asked: its view is
  /// leaving the window, or `endEditing(true)`.
  var isForcingResignation = false
  /// The input view and accessory view shown for the first responder, as it last gave them.
  package var shownInputViews: (inputView: UIView?, accessoryView: UIView?) = (nil, nil)

  /// The next responder after the window: its scene, else the application ("UIWindow: the
  /// window's next responder is the UIWindowScene object", whose next is the application).
  open override var next: UIResponder? { storedWindowScene ?? UIApplication.shared }

  /// Delivers an event, with the window's context current so that a handler reads this
  /// window's `UIScreen.main`: each touch goes to the view it began on
  /// (`UIWindow+Events.swift`), each press to its responder (`UIWindow+Presses.swift`).
  open func sendEvent(_ event: UIEvent) {
    context.run {
      deliverTouches(of: event)
      deliverPresses(of: event)
    }
  }
}
