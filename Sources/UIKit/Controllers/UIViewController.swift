import Foundation

/// An object that manages a view hierarchy.
@MainActor @preconcurrency
open class UIViewController: UIResponder, UITraitEnvironment {
  private var loadedView: UIView?
  private var isLoadingView = false
  open var title: String?
  public let nibName: String?
  public let nibBundle: Bundle?
  lazy var legacyTopGuide = UIViewControllerLayoutSupportGuide(edge: .top, controller: self)
  lazy var legacyBottomGuide = UIViewControllerLayoutSupportGuide(edge: .bottom, controller: self)

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The controller's view, loaded on first access by `loadView()` and then `viewDidLoad()`.
  open var view: UIView! {
    get {
      if loadedView == nil, !isLoadingView {
        isLoadingView = true
        loadView()
        if loadedView == nil { setView(UIView(frame: UIScreen.main.bounds)) }
        isLoadingView = false
        viewDidLoad()
      }
      return loadedView
    }
    set { setView(newValue) }
  }

  private func setView(_ view: UIView?) {
    if let old = loadedView, old.owningViewController === self { old.owningViewController = nil }
    loadedView = view
    view?.owningViewController = self
    if let view, view.storedDirectionalMargins == nil,
      view.storedLayoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    {
      // A root view's own margins are 0 at the top and bottom: every measured root has its
      // margin top equal to its safe-area top (spec §2.2).
      view.storedLayoutMargins.top = 0
      view.storedLayoutMargins.bottom = 0
    }
  }

  open var viewIfLoaded: UIView? { loadedView }
  open var isViewLoaded: Bool { loadedView != nil }

  /// Creates the view; the default makes a plain view the size of the main screen.
  open func loadView() {
    setView(UIView(frame: UIScreen.main.bounds))
  }

  open func loadViewIfNeeded() {
    _ = view
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  /// Insets added to the safe area of the controller's views.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
      view.needsLayoutFlag = true
      view.storedSuperview?.needsLayoutFlag = true
    }
  }
  open func viewSafeAreaInsetsDidChange() {}
  open func viewLayoutMarginsDidChange() {}
  /// The smallest margins the root view keeps on its sides (see
  /// `measuredSystemMinimumLayoutMargins`).
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    measuredSystemMinimumLayoutMargins
  }
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.marginsInputsDidChange() }
  }
  open var traitCollection: UITraitCollection {
    viewIfLoaded?.storedSuperview?.traitCollection
      ?? viewIfLoaded?.window?.windowTraitCollection ?? UITraitCollection.defaultTraits
  }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Deprecated since iOS 11 for `contentInsetAdjustmentBehavior`; false makes `.automatic`
  /// behave as `.scrollableAxes` (WWDC 2018 session 235).
  open var automaticallyAdjustsScrollViewInsets = true

  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  /// Updates the constraints of the controller's view; the default updates the view itself.
  open func updateViewConstraints() {
    loadedView?.updateConstraints()
  }

  open override var next: UIResponder? { loadedView?.storedSuperview }

  /// The legacy guide for the bottom of the top bars (deprecated in iOS 11 for the safe area).
  open var topLayoutGuide: UILayoutSupport { installed(legacyTopGuide) }

  /// The legacy guide for the top of the bottom bars (deprecated in iOS 11 for the safe area).
  open var bottomLayoutGuide: UILayoutSupport { installed(legacyBottomGuide) }

  private func installed(_ guide: UIViewControllerLayoutSupportGuide) -> UILayoutSupport {
    if guide.owningView !== view { view.addLayoutGuide(guide) }
    return guide
  }
}
