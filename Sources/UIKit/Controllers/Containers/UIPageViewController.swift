import Foundation

/// A container that shows one page (or, curled about a middle spine, two) of content at a time
/// and turns to the next or previous page its data source gives (UIPageViewController.h, iOS 5).
///
/// The pages are its children; `setViewControllers(_:direction:animated:completion:)` replaces
/// them (`UIPageViewController+Transition.swift`). A scroll-style controller whose data source
/// gives a presentation count shows a `UIPageControl` under the pages
/// (`UIPageViewController+Layout.swift`).
@MainActor @preconcurrency
open class UIPageViewController: UIViewController {
  /// How pages turn (UIPageViewController.h raw values).
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  /// The axis pages turn along (UIPageViewController.h raw values).
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// Where the spine of a page-curl controller is (UIPageViewController.h raw values).
  public enum SpineLocation: Int, Sendable {
    case none = 0
    case min = 1
    case mid = 2
    case max = 3
  }

  /// Which way a page turn goes (UIPageViewController.h raw values).
  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  /// The keys of the options dictionary (UIPageViewController.h string values).
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An `NSNumber` (or `Int`) of a `SpineLocation`, for the page-curl style.
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// A `CGFloat` (or `NSNumber`) of the space between pages, for the scroll style.
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  /// The spine: the option's, else `.min` for the page-curl style and `.none` for scroll.
  public let spineLocation: SpineLocation
  /// The space between scrolled pages (the `interPageSpacing` option; 0 by default).
  package let interPageSpacing: CGFloat
  open weak var dataSource: UIPageViewControllerDataSource?
  open weak var delegate: UIPageViewControllerDelegate?
  /// Whether a curled page shows content on its back (default false).
  open var isDoubleSided = false
  /// The page-curl style's pan and tap recognizers (UIPageViewController documentation: "Only
  /// populated if the transition style is `.pageCurl`"); none for the scroll style.
  public let gestureRecognizers: [UIGestureRecognizer]
  /// The pages shown, in order.
  open var viewControllers: [UIViewController]? { shownPages }

  var shownPages: [UIViewController] = []
  /// The page control of the scroll style, once shown.
  var pageControl: UIPageControl?

  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spine = Self.number(options?[.spineLocation]).flatMap { SpineLocation(rawValue: Int($0)) }
    spineLocation =
      style == .scroll ? .none : (spine == nil || spine == SpineLocation.none ? .min : spine!)
    interPageSpacing = style == .scroll ? max(Self.number(options?[.interPageSpacing]) ?? 0, 0) : 0
    gestureRecognizers =
      style == .pageCurl ? [UIPanGestureRecognizer(), UITapGestureRecognizer()] : []
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    spineLocation = .min
    interPageSpacing = 0
    gestureRecognizers = [UIPanGestureRecognizer(), UITapGestureRecognizer()]
    super.init(coder: coder)
  }

  /// An option's number, whatever numeric type holds it.
  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return nil
    }
  }

  open override func loadView() {
    let view = UILayoutContainerView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.container = self
    self.view = view
    for recognizer in gestureRecognizers { view.addGestureRecognizer(recognizer) }
    for page in shownPages { view.insertSubview(page.view, at: 0) }
  }

  /// Shows `viewControllers` as the pages: one, or two for a page-curl controller with a
  /// middle spine or double-sided pages.
  ///
  /// UIKit raises `NSInvalidArgumentException` for another count; Bezel reports UIKit's message
  /// and keeps the pages it shows. Bezel does not animate; `completion` gets true.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    performSetViewControllers(
      viewControllers ?? [], direction: direction, animated: animated, completion: completion)
  }

  override func layoutContainerSubviews() { layoutPages() }
}
