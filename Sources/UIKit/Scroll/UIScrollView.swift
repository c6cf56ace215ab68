import Foundation

/// A view whose content can be larger than its bounds; its bounds origin is the content offset.
@MainActor @preconcurrency
open class UIScrollView: UIView {
  /// How the safe area adds to the content inset (UIScrollView.h).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }

  // Each is written only when it changes; observers hear of it (`UIView+KeyValueObserving`).
  var storedContentSize = CGSize.zero {
    willSet { keyValueObservers?.willChange(.contentSize) }
    didSet { keyValueObservers?.didChange(.contentSize) }
  }
  var storedContentInset = UIEdgeInsets.zero {
    willSet { keyValueObservers?.willChange(.contentInset) }
    didSet { keyValueObservers?.didChange(.contentInset) }
  }
  var storedAdjustedContentInset = UIEdgeInsets.zero {
    willSet { keyValueObservers?.willChange(.adjustedContentInset) }
    didSet { keyValueObservers?.didChange(.adjustedContentInset) }
  }
  var storedContentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// The bottom inset a table view controller adds for the keyboard
  /// (`UITableViewController+Keyboard.swift`).
  var keyboardInset: CGFloat = 0
  // Fields read on every layout skip the dynamic exclusivity check, as UIView's do: views are
  // used from one thread, and no access to them overlaps another.
  /// The control at the top of the content that starts a refresh when pulled (iOS 10;
  /// `UIScrollView+RefreshControl.swift`).
  @exclusivity(unchecked) open var refreshControl: UIRefreshControl? {
    didSet { refreshControlDidChange(from: oldValue) }
  }

  @exclusivity(unchecked) open weak var delegate: UIScrollViewDelegate?
  /// Whether a drag scrolls: turning it off disables `panGestureRecognizer`.
  open var isScrollEnabled = true { didSet { storedPan?.isEnabled = isScrollEnabled } }
  /// Whether a drag comes to rest on a multiple of the bounds' size.
  open var isPagingEnabled = false
  /// Whether the content follows a drag past its edges, and springs back.
  open var bounces = true
  /// Whether a drag that starts along one axis scrolls along that axis only.
  open var isDirectionalLockEnabled = false
  /// Whether a tap on the status bar scrolls this view to the top (`UIScrollView+Programmatic`).
  open var scrollsToTop = true
  /// How quickly the content slows down after a drag (`UIScrollView.DecelerationRate`).
  open var decelerationRate = DecelerationRate.normal
  /// Whether touches on the content wait to see if they scroll; stored: Bezel delivers them at
  /// once (a tap goes down and up together, as a quick tap would after the wait).
  open var delaysContentTouches = true
  /// Whether a drag that scrolls cancels the touches the content received.
  open var canCancelContentTouches = true
  open var indicatorStyle = IndicatorStyle.default
  open var keyboardDismissMode = KeyboardDismissMode.none
  open var minimumZoomScale: CGFloat = 1
  open var maximumZoomScale: CGFloat = 1
  open var zoomScale: CGFloat = 1
  open var bouncesZoom = true
  /// Whether the user's finger is on the content (it may not have dragged yet).
  open var isTracking: Bool { scrollState.isTracking }
  /// Whether the user has begun scrolling the content.
  open var isDragging: Bool { scrollState.isDragging }
  /// Whether the content is moving after the finger lifted.
  open var isDecelerating: Bool { scrollState.isDecelerating }
  open var isZooming: Bool { false }
  open var isZoomBouncing: Bool { false }
  /// The recognizer that drags the content (`UIScrollView+Dragging.swift`).
  open var panGestureRecognizer: UIPanGestureRecognizer { pan }
  /// The recognizer that zooms the content: `nil`, as UIScrollView.h gives "if zooming is
  /// disabled"; Bezel does not zoom content yet.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
  /// The drag's state and the motion on the clock.
  let scrollState = ScrollState()
  var storedPan: UIPanGestureRecognizer?
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var automaticallyAdjustsScrollIndicatorInsets = true
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  @exclusivity(unchecked) open var alwaysBounceVertical = false {
    didSet { updateAdjustedContentInset() }
  }
  @exclusivity(unchecked) open var alwaysBounceHorizontal = false {
    didSet { updateAdjustedContentInset() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    installPanGestureRecognizer()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
    installPanGestureRecognizer()
  }

  /// The size of the content; set by the app, or by Auto Layout from constraints on the
  /// scroll view's content edges or its `contentLayoutGuide`.
  open var contentSize: CGSize {
    get { storedContentSize }
    set {
      guard !InvalidLayoutValue.refuse("contentSize", newValue), newValue != storedContentSize
      else { return }
      storedContentSize = newValue
      updateAdjustedContentInset()
    }
  }

  /// Scrolling moves the bounds, and a scroll view is laid out on every scroll, so that tables,
  /// collection views and tiling subclasses bring what comes into view in `layoutSubviews`
  /// (WWDC 2011 session 104, "Advanced Scroll View Techniques").
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let matched = subviewFramesMatchEngine && newValue.size == bounds.size
      super.bounds = newValue
      needsLayoutFlag = true
      // Moving the bounds origin moves no subview the engine places.
      subviewFramesMatchEngine = matched
    }
  }

  /// The content's position under the scroll view's top-left corner: the bounds origin.
  ///
  /// Offsets set in code are not clamped, as in UIKit.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// Sets the offset at once, stopping any motion, or moves to it over the animation clock
  /// (`UIScrollView+Programmatic.swift`), calling `scrollViewDidEndScrollingAnimation` at the end.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    setOffset(contentOffset, animated: animated)
  }

  /// Scrolls just far enough that `rect` shows (`UIScrollView+Programmatic.swift`).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    scrollToVisible(rect, animated: animated)
  }

  /// Space the app adds around the content; negative values subtract (WWDC 2018 session 235).
  open var contentInset: UIEdgeInsets {
    get { storedContentInset }
    set {
      guard !InvalidLayoutValue.refuse("contentInset", newValue), newValue != storedContentInset
      else { return }
      storedContentInset = newValue
      updateAdjustedContentInset(appChangedInset: true)
    }
  }

  /// The content inset plus the system's part for the current behaviour.
  open var adjustedContentInset: UIEdgeInsets { storedAdjustedContentInset }

  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { storedContentInsetAdjustmentBehavior }
    set {
      guard newValue != storedContentInsetAdjustmentBehavior else { return }
      storedContentInsetAdjustmentBehavior = newValue
      updateAdjustedContentInset()
    }
  }

  /// Called once per change of `adjustedContentInset` (UIScrollView.h: subclasses must call
  /// super).
  open func adjustedContentInsetDidChange() {}

  /// The guide for the content rectangle: constraints to its edges give the content size.
  open var contentLayoutGuide: UILayoutGuide { makeContentLayoutGuide() }
  /// The guide for the scroll view's frame, which does not move with the content.
  open var frameLayoutGuide: UILayoutGuide { makeFrameLayoutGuide() }

  open override func layoutSubviews() {
    super.layoutSubviews()
    applyContentSizeFromConstraints()
  }

  override var safeAreaInsetsForSubviews: UIEdgeInsets { safeAreaInsetsPassedToSubviews }
  override var edgesAttachToContent: Bool { true }
  override var contentEdgesGuide: UILayoutGuide? { contentLayoutGuide }
  override func safeAreaInsetsDidUpdate() { updateAdjustedContentInset() }
  override func boundsSizeDidChange(from oldSize: CGSize) { updateAdjustedContentInset() }
}
