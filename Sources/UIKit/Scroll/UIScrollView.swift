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
  var storedContentLayoutGuide: UILayoutGuide?
  var storedFrameLayoutGuide: UILayoutGuide?

  open weak var delegate: UIScrollViewDelegate?
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var bounces = true
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
  open var alwaysBounceVertical = false { didSet { updateAdjustedContentInset() } }
  open var alwaysBounceHorizontal = false { didSet { updateAdjustedContentInset() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
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

  /// Sets the offset at once (Bezel does not animate).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    applyContentOffset(contentOffset)
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

  override var systemLayoutGuides: [UILayoutGuide] {
    super.systemLayoutGuides + [storedContentLayoutGuide, storedFrameLayoutGuide].compactMap { $0 }
  }
  override var safeAreaInsetsForSubviews: UIEdgeInsets { safeAreaInsetsPassedToSubviews }
  override var edgesAttachToContent: Bool { true }
  override var contentEdgesGuide: UILayoutGuide? { contentLayoutGuide }
  override func safeAreaInsetsDidUpdate() { updateAdjustedContentInset() }
  override func boundsSizeDidChange(from oldSize: CGSize) { updateAdjustedContentInset() }
}
