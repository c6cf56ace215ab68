import Foundation

/// A finger on the screen: where it is, in which phase, on which view.
///
/// UIKit makes touches and hands them out in events; Bezel's drivers make them for a hosted
/// window (`DeviceHost.tap(at:)`). A touch keeps its place in window coordinates and answers
/// for any view by converting it.
@MainActor @preconcurrency
open class UITouch: NSObject {
  /// The phase of a touch (UITouch.h; raw values are Apple's).
  public enum Phase: Int, Sendable {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
    case regionEntered = 5
    case regionMoved = 6
    case regionExited = 7
  }

  /// What made the touch (UITouch.h).
  public enum TouchType: Int, Sendable {
    case direct = 0
    case indirect = 1
    case pencil = 2
    case indirectPointer = 3
  }

  /// When the touch began or last changed, on the virtual clock (`CACurrentMediaTime()`).
  open internal(set) var timestamp: TimeInterval = 0
  open internal(set) var phase: Phase = .began
  /// How many times the finger tapped in quick succession at this place.
  open package(set) var tapCount = 1
  open internal(set) var type: TouchType = .direct
  /// A finger's radius: UIKit reports about 20 points for a fingertip; Bezel's fingers are
  /// points, so 0 with no tolerance.
  open internal(set) var majorRadius: CGFloat = 0
  open internal(set) var majorRadiusTolerance: CGFloat = 0
  /// No pressure is reported: 0, as on a device without 3D Touch.
  open internal(set) var force: CGFloat = 0
  open internal(set) var maximumPossibleForce: CGFloat = 0
  /// The window the touch is in.
  open internal(set) weak var window: UIWindow?
  /// The view the touch began on: the window's hit-test result for its first location.
  open internal(set) weak var view: UIView?

  /// The recognizers taking the touch, in the order they joined (`GestureArena`).
  open var gestureRecognizers: [UIGestureRecognizer]? { recognizers }

  // What the touch's view has heard of it (`GestureArena`).
  var recognizers: [UIGestureRecognizer] = []
  var viewHeardBegan = false
  var viewIsDone = false
  var heldBegan = false
  var heldEnd: Phase?
  /// Whether a recognizer that cancels touches in its view recognized with this touch.
  var isClaimed = false
  /// The event that last carried the touch, while a recognizer holds the touch back from its
  /// view (cleared once the view heard the last of it).
  var lastEvent: UIEvent?

  /// Where the touch is, and where it was before its last move, in window coordinates.
  var locationInWindow = CGPoint.zero
  var previousLocationInWindow = CGPoint.zero

  /// The touch's location in `view`'s coordinates; in the window's when `view` is nil.
  open func location(in view: UIView?) -> CGPoint {
    convert(locationInWindow, to: view)
  }

  /// The location before the last move, in `view`'s coordinates.
  open func previousLocation(in view: UIView?) -> CGPoint {
    convert(previousLocationInWindow, to: view)
  }

  private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window else { return point }
    return view.convert(point, from: window)
  }
}
