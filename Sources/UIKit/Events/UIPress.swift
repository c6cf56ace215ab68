import Foundation

/// One press of a physical button: a remote's, a game controller's or a keyboard's (UIPress.h).
@MainActor @preconcurrency
open class UIPress: NSObject {
  /// Where a press is in its life (raw values are Apple's).
  public enum Phase: Int, Sendable {
    case began = 0
    case changed = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
  }

  /// The button pressed (UIPress.h; raw values are Apple's).
  public enum PressType: Int, Sendable {
    case upArrow = 0
    case downArrow = 1
    case leftArrow = 2
    case rightArrow = 3
    case select = 4
    case menu = 5
    case playPause = 6
    case pageUp = 30
    case pageDown = 31
    case tvRemoteOneTwoThree = 32
    case tvRemoteFourColors = 33
  }

  /// When the press last changed, on the virtual clock.
  open internal(set) var timestamp: TimeInterval = 0
  open internal(set) var phase = Phase.began
  open internal(set) var type = PressType.select
  open internal(set) weak var window: UIWindow?
  /// The responder the press is sent to.
  open internal(set) weak var responder: UIResponder?
  /// How hard the button is pressed, from 0 to 1; digital buttons give 0 or 1.
  open internal(set) var force: CGFloat = 0
  /// The recognizers receiving the press.
  open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

  /// A press of `type` in `phase`, for a driver to deliver.
  package init(type: PressType, phase: Phase, timestamp: TimeInterval = 0) {
    self.type = type
    self.phase = phase
    self.timestamp = timestamp
    self.force = phase == .ended || phase == .cancelled ? 0 : 1
    super.init()
  }

  /// A press of the select button, began, for code that makes one itself.
  public override convenience init() {
    self.init(type: .select, phase: .began)
  }
}

/// An event of presses (UIEvent.h's `UIPressesEvent`).
@MainActor @preconcurrency
open class UIPressesEvent: UIEvent {
  /// The presses of the event, in the order they began.
  var orderedPresses: [UIPress] = []

  /// An event of `presses`.
  package init(presses: [UIPress], timestamp: TimeInterval = 0) {
    orderedPresses = presses
    super.init()
    type = .presses
    self.timestamp = timestamp
  }

  /// An event with no presses.
  public convenience override init() {
    self.init(presses: [])
  }

  /// Every press of the event.
  open var allPresses: Set<UIPress> { Set(orderedPresses) }

  /// The presses bound for `gesture`'s view.
  open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
    Set(orderedPresses.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false })
  }
}
