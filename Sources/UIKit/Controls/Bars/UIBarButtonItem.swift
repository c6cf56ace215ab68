import Foundation

/// A button in a navigation bar or a toolbar.
///
/// A tap performs its `primaryAction`, else sends its `action` to its `target`, else shows its
/// `menu` (`UIBarButtonItem+Actions.swift`).
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
  /// The look of an item (UIBarButtonItem.h).
  public enum Style: Int, Sendable {
    case plain = 0
    @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain")
    case bordered = 1
    case done = 2
  }

  /// The system's items (UIBarButtonItem.h).
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
    case compose = 7
    case reply = 8
    case action = 9
    case organize = 10
    case bookmarks = 11
    case search = 12
    case refresh = 13
    case stop = 14
    case camera = 15
    case trash = 16
    case play = 17
    case pause = 18
    case rewind = 19
    case fastForward = 20
    case undo = 21
    case redo = 22
    @available(*, deprecated)
    case pageCurl = 23
    case close = 24
  }

  open var style = Style.plain
  open var width: CGFloat = 0
  open var customView: UIView?
  /// The object sent `action` when the item is tapped; nil sends it along the responder chain.
  open weak var target: AnyObject?
  /// The message a tap sends `target`.
  open var action: Selector?
  /// The action a tap performs (iOS 14).
  ///
  /// Setting it gives the item the action's title and image
  /// unless it is a system item; while it is set `target` and `action` are ignored
  /// (UIBarButtonItem.h).
  open var primaryAction: UIAction? {
    didSet { adoptTitleAndImage(of: primaryAction) }
  }
  /// The menu the item shows (iOS 14): on a tap when the item has no action of its own, else on
  /// a long press (UIBarButtonItem.h).
  open var menu: UIMenu?
  /// The system item the button was made as, if any.
  package let systemItem: SystemItem?
  /// What a tap on the item does when UIKit gives it an action of its own (an edit button's).
  var defaultAction: (@MainActor (UIBarButtonItem) -> Void)?
  /// Whether the item shares a background with its neighbours in a bar (iOS 26; default
  /// `true`; stored, nothing is drawn).
  open var sharesBackground = true
  /// Whether the item hides the background it would share (iOS 26; default `false`; stored,
  /// nothing is drawn).
  open var hidesSharedBackground = false
  /// The group the item belongs to, set by the group (iOS 9).
  open internal(set) weak var buttonGroup: UIBarButtonItemGroup?
  /// The title offsets set per bar metrics, by raw value.
  private var titleAdjustments: [Int: UIOffset] = [:]
  private var backButtonTitleAdjustments: [Int: UIOffset] = [:]

  /// Sets how far the title is moved for `barMetrics` (stored; nothing is drawn).
  open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
    titleAdjustments[barMetrics.rawValue] = adjustment
  }

  /// How far the title is moved for `barMetrics`; `.zero` unless set.
  open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
    titleAdjustments[barMetrics.rawValue] ?? .zero
  }

  /// Sets how far a back button's title is moved for `barMetrics` (stored; nothing is drawn).
  open func setBackButtonTitlePositionAdjustment(
    _ adjustment: UIOffset, for barMetrics: UIBarMetrics
  ) {
    backButtonTitleAdjustments[barMetrics.rawValue] = adjustment
  }

  /// How far a back button's title is moved for `barMetrics`; `.zero` unless set.
  open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
    backButtonTitleAdjustments[barMetrics.rawValue] ?? .zero
  }

  public override init() {
    systemItem = nil
    super.init()
  }

  public override init?(coder: NSCoder) {
    systemItem = nil
    super.init(coder: coder)
  }

  /// An item that shows `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// One of the system's items, with the action a tap performs and a menu (iOS 14); the
  /// action's title and image are not used.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    super.init()
    self.primaryAction = primaryAction
    self.menu = menu
  }
}
