import Foundation

/// What a recognizer asks its delegate.
///
/// Whether it may begin, take a touch or press, recognize alongside another, or wait for
/// another to fail. Every method is optional (the defaults are UIKit's answers when the
/// delegate does not implement one).
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Asked as the recognizer leaves `.possible`; `false` makes it fail.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the two may recognize at once; `true` from either delegate allows it.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer takes `touch`, asked as the touch begins.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  /// Whether the recognizer takes `press`.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress)
    -> Bool
  /// Whether the recognizer takes the touches of `event`, asked before the touch is offered.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
  ) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool { true }
}
