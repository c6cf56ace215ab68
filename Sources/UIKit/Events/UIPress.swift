import Foundation

/// A press of a physical button: a remote's, a game controller's or a keyboard's key.
///
/// Bezel drives no presses yet; the type is here so that code that names presses (a
/// recognizer's `allowedPressTypes`, its delegate's `shouldReceive` press) compiles and behaves
/// as with no button pressed.
@MainActor @preconcurrency
open class UIPress: NSObject {
  /// The phase of a press (UIPress.h; raw values are Apple's).
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

  open internal(set) var timestamp: TimeInterval = 0
  open internal(set) var phase: Phase = .began
  open internal(set) var type: PressType = .select
  open internal(set) weak var window: UIWindow?
  open internal(set) weak var responder: UIResponder?
  open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
  /// How hard the button is pressed, from 0 to 1; Bezel's buttons are digital: 0.
  open internal(set) var force: CGFloat = 0
}

/// An event carrying presses.
@MainActor @preconcurrency
open class UIPressesEvent: UIEvent {
  var orderedPresses: [UIPress] = []

  public override init() {
    super.init()
    type = .presses
  }

  /// Every press of the event.
  open var allPresses: Set<UIPress> { Set(orderedPresses) }

  /// The presses bound for `gesture`'s view.
  open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
    Set(orderedPresses.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false })
  }
}
