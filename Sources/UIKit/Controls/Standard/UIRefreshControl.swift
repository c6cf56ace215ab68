import Foundation

/// A control at the top of a scroll view's content that starts a refresh when the content is
/// pulled down (UIRefreshControl.h, iOS 6).
///
/// Installed as a scroll view's `refreshControl`, it sits just above the content, as wide as
/// the scroll view. Pulling the content `pullThreshold` points past its top starts a refresh:
/// `isRefreshing` becomes true and the control sends `.valueChanged`, while the finger is still
/// down. While it refreshes, the scroll view's `adjustedContentInset` grows at the top by the
/// control's height, so the control shows above the content; `endRefreshing()` takes the inset
/// away. `beginRefreshing()` starts a refresh from code, without `.valueChanged`
/// (UIRefreshControl documentation).
///
/// The height of 60 points and the 120-point pull are Bezel's model: Apple publishes neither.
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
  /// The control's height (Bezel's model).
  package static let height: CGFloat = 60
  /// How far past the content's top a pull starts a refresh (Bezel's model: twice the height).
  package static let pullThreshold: CGFloat = 120

  private var storedIsRefreshing = false

  /// Whether a refresh is under way.
  open var isRefreshing: Bool { storedIsRefreshing }
  /// The title shown under the spinner.
  open var attributedTitle: NSAttributedString?

  public init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
  }

  /// A control with `frame`'s origin and width; its height is always its own.
  public override convenience init(frame: CGRect) {
    self.init()
    self.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.height)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Starts a refresh from code: the control shows, without sending `.valueChanged`.
  open func beginRefreshing() {
    guard !storedIsRefreshing else { return }
    storedIsRefreshing = true
    owningScrollView?.updateAdjustedContentInset()
  }

  /// Ends the refresh: the scroll view takes the control's inset away.
  open func endRefreshing() {
    guard storedIsRefreshing else { return }
    storedIsRefreshing = false
    owningScrollView?.updateAdjustedContentInset()
  }

  /// The scroll view the control is the refresh control of.
  var owningScrollView: UIScrollView? {
    guard let scrollView = superview as? UIScrollView, scrollView.refreshControl === self else {
      return nil
    }
    return scrollView
  }

  /// The top inset the control adds to its scroll view: its height while refreshing.
  var contentInsetWhileRefreshing: CGFloat { storedIsRefreshing ? Self.height : 0 }

  /// A pull past the threshold starts a refresh and sends `.valueChanged`.
  func scrollViewWasPulled(_ scrollView: UIScrollView) {
    guard !storedIsRefreshing, isEnabled else { return }
    let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
    guard pulled >= Self.pullThreshold else { return }
    storedIsRefreshing = true
    scrollView.updateAdjustedContentInset()
    sendActions(for: .valueChanged)
  }

  /// Places the control above the content of its scroll view, as wide as it.
  func placeAboveContent(of scrollView: UIScrollView) {
    let frame = CGRect(
      x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
    if self.frame != frame { self.frame = frame }
  }
}
