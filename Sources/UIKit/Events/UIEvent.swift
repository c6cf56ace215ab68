import Foundation

/// What happened on the screen at one moment: for touches, every finger down and its phase.
@MainActor @preconcurrency
open class UIEvent: NSObject {
  /// The kinds of event (UIEvent.h; raw values are Apple's).
  public enum EventType: Int, Sendable {
    case touches = 0
    case motion = 1
    case remoteControl = 2
    case presses = 3
    case scroll = 10
    case hover = 11
    case transform = 14
  }

  /// The event's subtype; touches have none (UIEvent.h).
  public enum EventSubtype: Int, Sendable {
    case none = 0
    case motionShake = 1
    case remoteControlPlay = 100
    case remoteControlPause = 101
    case remoteControlStop = 102
    case remoteControlTogglePlayPause = 103
    case remoteControlNextTrack = 104
    case remoteControlPreviousTrack = 105
    case remoteControlBeginSeekingBackward = 106
    case remoteControlEndSeekingBackward = 107
    case remoteControlBeginSeekingForward = 108
    case remoteControlEndSeekingForward = 109
  }

  open internal(set) var type: EventType = .touches
  open internal(set) var subtype: EventSubtype = .none
  /// When the event happened, on the virtual clock.
  open internal(set) var timestamp: TimeInterval = 0

  /// The touches of the event, in the order the fingers went down: dispatch goes in this order,
  /// never a set's.
  var orderedTouches: [UITouch] = []

  /// Every touch of the event.
  open var allTouches: Set<UITouch>? {
    type == .touches ? Set(orderedTouches) : nil
  }

  /// The touches in `window`.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    allTouches.map { $0.filter { $0.window === window } }
  }

  /// The touches that began on `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    allTouches.map { $0.filter { $0.view === view } }
  }

  /// The touches of the event that `gesture` is tracking.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    allTouches.map { $0.filter { touch in gesture.trackedTouches.contains { $0 === touch } } }
  }

  /// The touches between the last event and this one that were folded into `touch`: none, as
  /// Bezel's touches move only when a driver moves them.
  open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
    orderedTouches.contains(touch) ? [touch] : nil
  }

  /// Predicted future touches: none.
  open func predictedTouches(for touch: UITouch) -> [UITouch]? {
    orderedTouches.contains(touch) ? [] : nil
  }
}
