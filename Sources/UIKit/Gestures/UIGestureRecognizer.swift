import Foundation

/// An object that turns the touches on a view into a gesture, and tells its targets.
///
/// A recognizer attached to a view sees the touches that begin on that view or its subviews
/// before the view that was hit does (Event Handling Guide for iOS, "Gesture Recognizers":
/// "the window delays the delivery of touch objects to the view so that the gesture recognizer
/// can analyze the touch first"). It moves through its states as `UIGestureRecognizer.h`
/// documents: a discrete gesture from `.possible` to `.recognized` or `.failed`; a continuous one
/// from `.possible` to `.began`, `.changed` any number of times, then `.ended` or `.cancelled`,
/// or to `.failed`. Each move to `.began`, `.changed`, `.ended` or `.cancelled` sends the
/// recognizer's actions. When the touches end, a recognizer that finished goes back to
/// `.possible`, calling `reset()`.
///
/// The members `UIGestureRecognizerSubclass.h` exposes to subclasses on iOS (a settable
/// `state`, the touch methods, `reset()`, `ignore(_:for:)`, the prevention and failure
/// overrides) are public here: Linux has no separate header to import.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
  /// The states of a recognizer (UIGestureRecognizer.h; raw values are Apple's).
  public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
    /// A discrete gesture was recognized: the same state as `.ended`.
    public static var recognized: State { .ended }
  }

  // The state machine (`UIGestureRecognizer+State.swift`).
  var storedState = State.possible
  /// A move out of `.possible` that waits for the recognizers this one requires to fail.
  var pendingState: State?
  /// The recognizers this one requires to fail, through `require(toFail:)`, held weakly.
  var explicitFailureRequirements: [WeakRecognizer] = []
  /// Whether the current touch sequence already sent this recognizer's `.began`/`.recognized`.
  var hasRecognizedInSequence = false

  // Touches (`UIGestureRecognizer+Touches.swift`).
  /// The touches the recognizer is tracking, in the order they went down.
  var trackedTouches: [UITouch] = []
  /// Where the gesture last was, in window coordinates.
  var lastLocationInWindow = CGPoint.zero
  /// The window the recognizer's current touches are in.
  weak var arenaWindow: UIWindow?
  /// The timers the recognizer has on the clock (`UIGestureRecognizer+Timers.swift`).
  var scheduledTimers: [ScheduledTimer] = []

  // Targets and actions (`UIGestureRecognizer+Actions.swift`).
  var actionEntries: [GestureAction] = []

  /// The view the recognizer is attached to, nil once that view is freed.
  var storedView: UIView? {
    get { storedViewLink?.view }
    set { storedViewLink = newValue?.itemLink }
  }
  /// The view's link, where a weak reference would give the view a side table
  /// (`LayoutItemLink.swift`).
  private var storedViewLink: LayoutItemLink?

  /// Creates a recognizer that sends `action` to `target` as its state changes.
  ///
  /// A nil target or action adds none; they can be added later (`addTarget(_:action:)`). On
  /// Linux the target answers the selector through `SelectorTarget`.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addActionEntry(target: target, action: action) }
  }

  /// Creates a recognizer with no target.
  public convenience override init() {
    self.init(target: nil, action: nil)
  }

  /// The object told of the recognizer's progress and asked whether it may begin.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// The current state.
  ///
  /// Subclasses set it as they interpret touches (UIGestureRecognizerSubclass.h); a move that
  /// the state machine does not allow is ignored. Moving out of `.possible` asks the delegate
  /// (`gestureRecognizerShouldBegin(_:)`) and waits for the recognizers this one requires to
  /// fail.
  open var state: State {
    get { storedState }
    set { move(to: newValue) }
  }

  /// Whether the recognizer takes touches; turning it off while it recognizes cancels the
  /// gesture, and while it is possible fails it (UIGestureRecognizer, `isEnabled`).
  open var isEnabled = true {
    didSet { if oldValue, !isEnabled { wasDisabled() } }
  }

  /// The view the recognizer is attached to.
  open var view: UIView? { storedView }

  /// Whether a recognized gesture sends `touchesCancelled(_:with:)` to the view for its
  /// touches, which then reach the view no more (default `true`).
  open var cancelsTouchesInView = true
  /// Whether the view hears of touches only once this recognizer failed (default `false`).
  open var delaysTouchesBegan = false
  /// Whether the view hears a touch end only once this recognizer failed (default `true`); a
  /// recognizer that recognizes instead cancels it.
  open var delaysTouchesEnded = true
  /// The kinds of touch the recognizer takes, as raw values of `UITouch.TouchType`; all of
  /// them by default.
  open var allowedTouchTypes: [NSNumber] = [
    NSNumber(value: UITouch.TouchType.direct.rawValue),
    NSNumber(value: UITouch.TouchType.indirect.rawValue),
    NSNumber(value: UITouch.TouchType.pencil.rawValue),
    NSNumber(value: UITouch.TouchType.indirectPointer.rawValue),
  ]
  /// The kinds of press the recognizer takes, as raw values of `UIPress.PressType`.
  open var allowedPressTypes: [NSNumber] = []
  /// Whether the recognizer keeps to one kind of touch once it has one (default `true`).
  open var requiresExclusiveTouchType = true
  /// A name for debugging.
  open var name: String?

  /// The gesture's place in `view`'s coordinates: the centroid of its touches, or where they
  /// last were (UIGestureRecognizer, `location(in:)`); in the window's when `view` is nil.
  open func location(in view: UIView?) -> CGPoint {
    centroid(of: trackedTouches, in: view) ?? lastLocation(in: view)
  }

  /// How many touches the recognizer is tracking.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The place of touch number `touchIndex` in `view`'s coordinates.
  ///
  /// An index out of range is UIKit's `NSRangeException`; Bezel reports it and answers zero.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else {
      UIKitDiagnostics.raise(
        "NSRangeException",
        "-[\(Self.self) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds "
          + "(\(trackedTouches.count)).")
      return .zero
    }
    return trackedTouches[touchIndex].location(in: view)
  }

  /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes, and
  /// fail when the other recognizes.
  ///
  /// A requirement that would close a cycle is reported and not added: the recognizers would
  /// wait for each other for ever.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    addFailureRequirement(otherGestureRecognizer)
  }

  // MARK: Targets and actions (UIGestureRecognizer.h)

  /// Adds `action` on `target`; adding a pair already there does nothing.
  open func addTarget(_ target: Any, action: Selector) {
    addActionEntry(target: target, action: action)
  }

  /// Removes `action` on `target`: with a nil target, that action on every target; with a nil
  /// action, every action on the target.
  open func removeTarget(_ target: Any?, action: Selector?) {
    removeActionEntries(target: target, action: action)
  }

  // MARK: For subclasses (UIGestureRecognizerSubclass.h)

  /// Touches that began in the recognizer's view or below; the base implementation does
  /// nothing, as UIKit's.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// Called as the recognizer goes back to `.possible`.
  ///
  /// That is after it finished and its touches ended, or when it is detached: a subclass
  /// clears what it kept of the gesture. The base implementation does nothing.
  open func reset() {}

  /// Stops tracking `touch`: the recognizer hears no more of it, and the view hears of it as
  /// if the recognizer were not there.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    ignoreTouch(touch)
  }

  open func ignore(_ button: UIPress, for event: UIPressesEvent) {}

  /// Whether this recognizer, recognizing, keeps `preventedGestureRecognizer` from recognizing;
  /// `true` by default.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`, recognizing, keeps this one from recognizing; `true`
  /// by default.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether this recognizer waits for `otherGestureRecognizer` to fail; `false` by default.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Whether `otherGestureRecognizer` waits for this one to fail; `false` by default.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Whether the recognizer takes the touches of `event`; `true` by default.
  open func shouldReceive(_ event: UIEvent) -> Bool { true }
}

/// A recognizer held weakly.
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
