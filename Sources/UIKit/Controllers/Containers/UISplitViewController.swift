import Foundation

/// A container with a primary and a secondary column: side by side in a regular-width
/// environment, collapsed to one column in a compact one.
///
/// Bezel models the classic two-column split view: the primary column is 320 points wide unless
/// the preferred widths say otherwise (Use Your Loaf, "How do you change the width of the master
/// view in a Split View Controller?": "by default has a maximum width of 320 points"; the
/// minimum defaults to 0); when collapsed, the secondary controller is pushed onto a primary
/// navigation controller, UIKit's default, or else only the primary shows.
@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
  /// The value that lets the split view choose a width (UISplitViewController.h:
  /// `UISplitViewControllerAutomaticDimension`, `-FLT_MAX`).
  public static let automaticDimension = -CGFloat(Float.greatestFiniteMagnitude)

  /// The width the automatic preferences give the primary column.
  static let automaticPrimaryColumnWidth: CGFloat = 320

  public let style: Style
  /// The controller pushed onto the primary navigation controller while collapsed.
  var collapsedSecondary: UIViewController?
  /// The column arrangement last laid out, which the children's traits follow.
  var appliedArrangement = Arrangement.collapsed
  private var storedDisplayModeButtonItem: UIBarButtonItem?

  /// The object asked how to collapse and expand the columns.
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// How the columns were last arranged.
  enum Arrangement: Equatable {
    case collapsed
    case expanded(DisplayMode)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  /// A split view controller with the given columns (iOS 14).
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  open override func loadView() {
    let view = UILayoutContainerView(frame: UIScreen.main.bounds)
    view.container = self
    self.view = view
  }

  /// The primary and the secondary controller; only the primary while collapsed.
  open var viewControllers: [UIViewController] {
    get { storedChildren }
    set { replaceColumns(with: Array(newValue.prefix(2))) }
  }

  /// Sets a column's controller (iOS 14); Bezel lays out the primary and the secondary column
  /// and keeps no controller for the others.
  open func setViewController(_ viewController: UIViewController?, for column: Column) {
    var columns = storedColumns
    switch column {
    case .primary: columns.primary = viewController
    case .secondary: columns.secondary = viewController
    case .supplementary, .compact, .inspector: return
    }
    replaceColumns(with: [columns.primary, columns.secondary].compactMap { $0 })
  }

  /// A column's controller (iOS 14).
  open func viewController(for column: Column) -> UIViewController? {
    switch column {
    case .primary: storedColumns.primary
    case .secondary: storedColumns.secondary
    case .supplementary, .compact, .inspector: nil
    }
  }

  /// The primary and secondary controllers, the secondary also while it is pushed onto the
  /// primary navigation controller.
  var storedColumns: (primary: UIViewController?, secondary: UIViewController?) {
    (storedChildren.first, collapsedSecondary ?? storedChildren.dropFirst().first)
  }

  open var preferredDisplayMode = DisplayMode.automatic {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  open var presentsWithGesture = true

  /// The preferred way the sidebars sit beside the secondary column (iOS 14).
  open var preferredSplitBehavior = SplitBehavior.automatic

  /// When the column-style interface shows its display-mode button (iOS 14.5).
  open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic

  /// The primary column's background (iOS 13); the default is `.none`.
  open var primaryBackgroundStyle = BackgroundStyle.none

  /// The way the sidebars sit beside the secondary column (iOS 14).
  ///
  /// The preferred behaviour, else the one Bezel's layout gives the display mode. UIKit documents `.automatic` only as
  /// choosing "based on the device and the current app size"; Bezel's model lays the columns out
  /// tiled except in `.oneOverSecondary`, so it reports `.overlay` there and `.tile` otherwise.
  open var splitBehavior: SplitBehavior {
    if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
    return displayMode == .oneOverSecondary ? .overlay : .tile
  }

  open var primaryEdge = PrimaryEdge.leading {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The primary column's preferred share of the width, from 0 to 1; automatic by default.
  open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The primary column's preferred width in points, ahead of the fraction; automatic by
  /// default.
  open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The button that shows and hides the primary column.
  open var displayModeButtonItem: UIBarButtonItem {
    if let item = storedDisplayModeButtonItem { return item }
    let item = UIBarButtonItem()
    storedDisplayModeButtonItem = item
    return item
  }

  /// Whether one column shows instead of two: the split view's horizontal size class is compact.
  open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

  /// The arrangement the columns have.
  ///
  /// The preferred one, with `.automatic` side by side when
  /// the split view is wider than tall and the secondary alone otherwise (the classic split view
  /// hid the primary column of an iPad in portrait); the three-column modes fall back to their
  /// two-column forms. UNVERIFIED: the value UIKit reports while collapsed; Bezel reports
  /// `.secondaryOnly`.
  open var displayMode: DisplayMode {
    if isCollapsed { return .secondaryOnly }
    switch preferredDisplayMode {
    case .automatic:
      let bounds = viewIfLoaded?.storedBounds ?? UIScreen.main.bounds
      return bounds.width > bounds.height ? .oneBesideSecondary : .secondaryOnly
    case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
    case .twoOverSecondary: return .oneOverSecondary
    case .secondaryOnly, .oneBesideSecondary, .oneOverSecondary: return preferredDisplayMode
    }
  }

  /// The primary column's width: the preferred width, else the preferred fraction of the split
  /// view's width, else 320 points, kept between the minimum (0 by default) and the maximum
  /// (320 by default) (UISplitViewController: "If the resulting width is less than the minimum
  /// value … the width is set to the value in this property", and likewise for the maximum).
  open var primaryColumnWidth: CGFloat {
    let automatic = UISplitViewController.automaticDimension
    let width = viewIfLoaded?.storedBounds.width ?? UIScreen.main.bounds.width
    let minimum = minimumPrimaryColumnWidth == automatic ? 0 : minimumPrimaryColumnWidth
    let maximum =
      maximumPrimaryColumnWidth == automatic
      ? UISplitViewController.automaticPrimaryColumnWidth : maximumPrimaryColumnWidth
    let preferred: CGFloat =
      if preferredPrimaryColumnWidth != automatic {
        preferredPrimaryColumnWidth
      } else if preferredPrimaryColumnWidthFraction != automatic {
        preferredPrimaryColumnWidthFraction * width
      } else {
        UISplitViewController.automaticPrimaryColumnWidth
      }
    return min(max(preferred, minimum), max(maximum, minimum), width)
  }

  open override var childForStatusBarHidden: UIViewController? {
    isCollapsed ? storedChildren.first : storedColumns.secondary
  }

  /// A column's size: the primary column's width, and the rest or all of the split view for the
  /// secondary.
  open override func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    columnSize(forChildContentContainer: container, withParentContainerSize: parentSize)
  }

  /// Makes `vc` the secondary column; collapsed, the primary column shows it (a primary
  /// navigation controller pushes it).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    showDetail(vc)
  }

  override func layoutContainerSubviews() { layoutColumns() }

  override func containerTraits(forChild child: UIViewController) -> UITraitCollection? {
    columnTraits(forChild: child)
  }
}
