import Foundation

/// The bar at the top of a navigation controller: a stack of navigation items.
///
/// Its height is the hosted device's (its window's `WindowContext.barMetrics`): 44 points on an iPhone in
/// portrait, 32 in compact height, 50 on an iPad (iOS 12 and later), 96 with a large title.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
  /// Whether the bar is translucent, so that content extends under it; true by default.
  open var isTranslucent = true {
    didSet { if isTranslucent != oldValue { barLayoutInputsDidChange() } }
  }
  /// Whether the bar shows large titles where its items' `largeTitleDisplayMode` allows; false
  /// by default.
  open var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { barLayoutInputsDidChange() } }
  }
  open var barStyle = UIBarStyle.default
  open var barTintColor: UIColor?
  /// The title's vertical offsets set per bar metrics, by raw value.
  private var titleVerticalAdjustments: [Int: CGFloat] = [:]

  /// Sets how far the title is moved up or down for `barMetrics` (stored; nothing is drawn).
  open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics)
  {
    titleVerticalAdjustments[barMetrics.rawValue] = adjustment
  }

  /// How far the title is moved up or down for `barMetrics`; 0 unless set.
  open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
    titleVerticalAdjustments[barMetrics.rawValue] ?? 0
  }
  private var storedItems: [UINavigationItem] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The items, the root first and the top item last.
  open var items: [UINavigationItem]? {
    get { storedItems }
    set { storedItems = newValue ?? [] }
  }

  open var topItem: UINavigationItem? { storedItems.last }

  open var backItem: UINavigationItem? {
    storedItems.count >= 2 ? storedItems[storedItems.count - 2] : nil
  }

  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    self.items = items
  }

  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    storedItems.append(item)
  }

  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    storedItems.popLast()
  }

  /// The bar's height on the hosted device; the width it is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let metrics = environment.barMetrics
    return CGSize(
      width: size.width,
      height: showsLargeTitle
        ? metrics.largeTitleNavigationBarHeight : metrics.navigationBarHeight)
  }

  /// Whether the bar shows a large title: it prefers them and its items'
  /// `largeTitleDisplayMode` allows it, `.automatic` taking the previous item's choice (the first
  /// item's: large).
  var showsLargeTitle: Bool {
    guard prefersLargeTitles else { return false }
    var large = true
    for item in storedItems {
      switch item.largeTitleDisplayMode {
      case .automatic: break
      case .always: large = true
      case .never, .inline: large = false
      }
    }
    return large
  }

  /// Lays out the container whose bar this is again.
  func barLayoutInputsDidChange() {
    storedSuperview?.setNeedsLayout()
  }
}
