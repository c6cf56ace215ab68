import Foundation

/// A view that responds to user interaction: buttons, switches, text fields.
///
/// A control sends actions for events (`UIControl.Event`): to targets by selector
/// (`addTarget(_:action:for:)`) and to `UIAction`s (`addAction(_:for:)`), in the order they
/// were added. Touches drive its tracking (`beginTracking(_:with:)` …) and its touch events.
@MainActor @preconcurrency
open class UIControl: UIView {
  /// The states a control can be in.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// Creates a control with `frame` whose primary action is `primaryAction`.
  ///
  /// In the class, not an extension, so that a button's can add the action's title and image.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false

  /// The control's current state, from `isEnabled`, `isSelected` and `isHighlighted`.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// The targets, actions and `UIAction`s, in the order they were added.
  var actionEntries: [ControlActionEntry] = []
  /// The state of the touch being tracked (`UIControl+Tracking.swift`).
  var tracking = ControlTracking()
  var storedContentHorizontalAlignment = ContentHorizontalAlignment.center
  var storedContentVerticalAlignment = ContentVerticalAlignment.center
  var storedContextMenuInteraction: UIContextMenuInteraction?

  // MARK: Overridable members
  // Swift cannot override what an extension declares, so every member that UIKit code overrides
  // is declared here and implemented in the concern files (`UIControl+TargetAction.swift`, …).

  /// Adds a target and action for `controlEvents`.
  ///
  /// A `nil` target sends the action up the responder chain. Adding the same pair again adds
  /// the events to it. The control does not retain the target.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    addTargetAction(target, action: action, for: controlEvents)
  }

  /// Stops sending `action` to `target` for `controlEvents`; a nil target matches every target
  /// and a nil action every action of the target (`.allEvents` removes the pair entirely).
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    removeTargetAction(target, action: action, for: controlEvents)
  }

  /// The targets of the control's actions; `NSNull` stands for nil targets.
  open var allTargets: Set<AnyHashable> { targetsOfActions }

  /// Every event the control sends an action for.
  open var allControlEvents: Event { eventsOfActions }

  /// The names of the actions sent to `target` for `controlEvent`, or nil when there are none.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    actionNames(forTarget: target, controlEvent: controlEvent)
  }

  /// Sends the actions of `controlEvents`: each target's through `sendAction(_:to:for:)`, each
  /// `UIAction` through `sendAction(_:)`, in the order they were added.
  open func sendActions(for controlEvents: Event) {
    sendActions(for: controlEvents, with: nil)
  }

  /// Sends `action` to `target` through `UIApplication.shared.sendAction(_:to:from:for:)`.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    UIApplication.shared.sendAction(action, to: target, from: self, for: event)
  }

  /// Runs `action`'s handler with the control as its sender.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// Adds `action` for `controlEvents`.
  ///
  /// "Actions are uniqued based on their identifier, and subsequent actions with the same
  /// identifier replace previously added actions" (UIControl.h): the new action takes the old
  /// one's place, for the old events and `controlEvents`.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    addControlAction(action, for: controlEvents)
  }

  /// Stops sending `action` (or any action with its identifier) for `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeActions(for: controlEvents) { $0.identifier == action.identifier }
  }

  /// Stops sending the action identified by `actionIdentifier` for `controlEvents`.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
  }

  // Tracking.

  /// Whether the control is tracking a touch.
  open var isTracking: Bool { tracking.isTracking }
  /// Whether the tracked touch is within the control's tracking bounds.
  open var isTouchInside: Bool { tracking.isTouchInside }

  /// Called when a touch enters the control's bounds; returns whether to keep tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Called as the tracked touch moves; returns whether to keep tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Called when the tracked touch lifts.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Called when the tracked touch is cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackTouchesBegan(touches, with: event)
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackTouchesMoved(touches, with: event)
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackTouchesEnded(touches, with: event)
  }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackTouchesCancelled(touches, with: event)
  }

  // Content alignment (`UIControl+ContentAlignment.swift`).

  /// How the control places its content horizontally (default `.center`).
  open var contentHorizontalAlignment: ContentHorizontalAlignment {
    get { storedContentHorizontalAlignment }
    set { storedContentHorizontalAlignment = newValue }
  }
  /// How the control places its content vertically (default `.center`).
  open var contentVerticalAlignment: ContentVerticalAlignment {
    get { storedContentVerticalAlignment }
    set { storedContentVerticalAlignment = newValue }
  }
  /// The horizontal alignment with leading and trailing resolved to left or right by the
  /// control's layout direction.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    resolvedContentHorizontalAlignment
  }

  // Menus (`UIControl+Menu.swift`).

  /// Whether the control shows a context menu on a long press (default `false`).
  open var isContextMenuInteractionEnabled = false {
    didSet { updateContextMenuInteraction() }
  }
  /// Whether the control shows its menu on a tap instead of sending its primary action.
  open var showsMenuAsPrimaryAction = false
  /// The control's context-menu interaction, while `isContextMenuInteractionEnabled`.
  open var contextMenuInteraction: UIContextMenuInteraction? { storedContextMenuInteraction }
  /// The configuration of the context menu at `location`: none, unless a subclass gives one.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// Called when the control's menu is about to show; "UIControl subclasses should always call
  /// super" (UIControl.h).
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {}
  /// Called when the control's menu is about to go; subclasses should call super.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {}
  /// The text of the control's tool tip, shown by a pointer hovering over it (never, on Linux).
  open var toolTip: String?

  /// Calls `iterator` with each of the control's actions as they are when the call begins.
  ///
  /// Each is either a `UIAction` or a target and selector, with its events; setting `stop` to
  /// true ends the enumeration. The iterator may change the control's actions.
  open func enumerateEventHandlers(
    _ iterator: (
      _ actionHandler: UIAction?, _ target: Any?, _ action: Selector?,
      _ controlEvents: Event, _ stop: UnsafeMutablePointer<ObjCBool>
    ) -> Void
  ) {
    enumerateActionEntries(iterator)
  }
}
