import Foundation

/// A row of indicators, one per page, that shows the current page and moves to the next or
/// previous one on a tap.
///
/// Its intrinsic size is `size(forNumberOfPages:)` for its pages: indicators of the era's
/// diameter on the era's pitch, with the era's padding on each side, the era's height
/// (`UIControlMetrics`).
@MainActor @preconcurrency
open class UIPageControl: UIControl {
  /// The background behind the indicators (iOS 14).
  public enum BackgroundStyle: Int, Sendable {
    case automatic = 0
    case prominent = 1
    case minimal = 2
  }

  /// The direction the indicators run in (iOS 16).
  public enum Direction: Int, Sendable {
    case natural = 0
    case leftToRight = 1
    case rightToLeft = 2
    case topToBottom = 3
    case bottomToTop = 4
  }

  private var storedCurrentPage = 0
  private var indicatorImages: [Int: UIImage] = [:]
  private var currentIndicatorImages: [Int: UIImage] = [:]

  /// The number of pages (default 0); the current page stays within them.
  open var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      storedCurrentPage = min(storedCurrentPage, max(numberOfPages - 1, 0))
      invalidateIntrinsicContentSize()
    }
  }
  /// The current page, pinned to `0..<numberOfPages` (default 0).
  open var currentPage: Int {
    get { storedCurrentPage }
    set { storedCurrentPage = min(max(newValue, 0), max(numberOfPages - 1, 0)) }
  }
  /// Whether a control with one page (or none) shows nothing (default `false`).
  open var hidesForSinglePage = false
  /// Whether a tap's new page shows only after `updateCurrentPageDisplay()` (deprecated in
  /// iOS 14).
  open var defersCurrentPageDisplay = false
  open var pageIndicatorTintColor: UIColor?
  open var currentPageIndicatorTintColor: UIColor?
  open var backgroundStyle: BackgroundStyle = .automatic
  open var allowsContinuousInteraction = true
  open var direction: Direction = .natural
  open var preferredIndicatorImage: UIImage?
  open var preferredCurrentPageIndicatorImage: UIImage?

  /// Whether the control shows anything: not with one page or none when `hidesForSinglePage`.
  package var showsIndicators: Bool { !(hidesForSinglePage && numberOfPages <= 1) }

  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    indicatorImages[page] = image
  }
  open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }
  /// Sets the image of `page`'s indicator while it is the current page (iOS 16); stored.
  open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
    currentIndicatorImages[page] = image
  }
  open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
    currentIndicatorImages[page]
  }
  /// How the page last changed through the control (iOS 14): none until a touch changes it,
  /// discrete after a tap (UIPageControl.h: "the interaction state for which the page was
  /// changed").
  open internal(set) var interactionState = InteractionState.none

  /// Shows the current page (with `defersCurrentPageDisplay`); nothing to draw on Linux.
  open func updateCurrentPageDisplay() {}

  /// The size a control needs to show `pageCount` pages' indicators.
  ///
  /// `pageCount` indicators of the era's diameter, a pitch apart, plus the padding on each side;
  /// zero pages are no indicators but keep the height.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let metrics = controlMetrics
    let count = CGFloat(max(pageCount, 0))
    guard count > 0 else { return CGSize(width: 0, height: metrics.pageControlHeight) }
    let row =
      count * metrics.pageIndicatorPitch
      - (metrics.pageIndicatorPitch - metrics.pageIndicatorDiameter)
    return CGSize(width: row + 2 * metrics.pageControlPadding, height: metrics.pageControlHeight)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    self.size(forNumberOfPages: numberOfPages)
  }

  /// A tap on the trailing side of the current page's indicator moves to the next page, on the
  /// leading side to the previous one, and sends `.valueChanged`.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside, let touch, numberOfPages > 1 else { return }
    let metrics = controlMetrics
    let rowWidth = size(forNumberOfPages: numberOfPages).width - 2 * metrics.pageControlPadding
    let rowStart = bounds.midX - rowWidth / 2 + metrics.pageIndicatorDiameter / 2
    var indicatorX = rowStart + CGFloat(storedCurrentPage) * metrics.pageIndicatorPitch
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    if rightToLeft { indicatorX = bounds.minX + bounds.maxX - indicatorX }
    var forward = touch.location(in: self).x > indicatorX
    if rightToLeft { forward.toggle() }
    let page = min(max(storedCurrentPage + (forward ? 1 : -1), 0), numberOfPages - 1)
    guard page != storedCurrentPage else { return }
    storedCurrentPage = page
    interactionState = .discrete
    sendActions(for: .valueChanged)
  }
}

extension UIPageControl {
  /// The interaction a page control is in (iOS 14; Apple's raw values).
  public enum InteractionState: Int, Sendable {
    /// No interaction.
    case none = 0
    /// A tap moving one page.
    case discrete = 1
    /// A scrub through the pages.
    case continuous = 2
  }
}
