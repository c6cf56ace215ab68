import Foundation

/// The state of the touch a control tracks.
struct ControlTracking {
  var isTracking = false
  var isTouchInside = false
}

extension UIControl {
  /// How far beyond its bounds a tracked touch still counts as inside the control.
  ///
  /// Apple does not publish the tracking bounds. On devices a dragged finger stays "inside"
  /// (no `touchDragExit`, `touchUpInside` on lifting) until about 70 points beyond the
  /// control's edges; this model uses 70 points on every side.
  static let trackingBoundsOutset: CGFloat = 70

  /// Whether `touch` is within the control's tracking bounds.
  func isWithinTrackingBounds(_ touch: UITouch) -> Bool {
    let outset = -Self.trackingBoundsOutset
    return bounds.insetBy(dx: outset, dy: outset).contains(touch.location(in: self))
  }

  /// The touch the control follows: the first of `touches` to have gone down.
  private func trackedTouch(of touches: Set<UITouch>, in event: UIEvent?) -> UITouch? {
    event?.orderedTouches.first(where: touches.contains) ?? touches.first
  }

  // The order follows UIControl's documentation: `beginTracking(_:with:)` when the touch goes
  // down, then `touchDown` (with `touchDownRepeat` when `tapCount` is above 1);
  // `continueTracking(_:with:)` on each move, then `touchDragInside` or `touchDragOutside`
  // (with `touchDragEnter` or `touchDragExit` when the touch crossed the tracking bounds);
  // `endTracking(_:with:)` on lifting, then `touchUpInside` (with `primaryActionTriggered` for
  // a button) or `touchUpOutside`; `cancelTracking(with:)` then `touchCancel`. The control is
  // highlighted while the tracked touch is inside.
  func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, !tracking.isTracking, let touch = trackedTouch(of: touches, in: event)
    else { return }
    tracking.isTouchInside = true
    guard beginTracking(touch, with: event) else {
      tracking.isTouchInside = false
      return
    }
    tracking.isTracking = true
    isHighlighted = true
    var events: Event = .touchDown
    if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
    sendActions(for: events, with: event)
    if showsMenuAsPrimaryAction, tracking.isTracking {
      presentMenuAsPrimaryAction(at: touch.location(in: self), with: event)
    }
  }

  func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard tracking.isTracking, let touch = trackedTouch(of: touches, in: event) else { return }
    let wasInside = tracking.isTouchInside
    tracking.isTouchInside = isWithinTrackingBounds(touch)
    isHighlighted = tracking.isTouchInside
    guard continueTracking(touch, with: event) else {
      // "Return false if the control should stop tracking" (continueTracking(_:with:)): no
      // further touch events, and no highlight.
      tracking = ControlTracking()
      isHighlighted = false
      return
    }
    var events: Event = tracking.isTouchInside ? .touchDragInside : .touchDragOutside
    if !wasInside, tracking.isTouchInside { events.insert(.touchDragEnter) }
    if wasInside, !tracking.isTouchInside { events.insert(.touchDragExit) }
    sendActions(for: events, with: event)
  }

  func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard tracking.isTracking, let touch = trackedTouch(of: touches, in: event) else { return }
    tracking.isTouchInside = isWithinTrackingBounds(touch)
    isHighlighted = false
    endTracking(touch, with: event)
    var events: Event = tracking.isTouchInside ? .touchUpInside : .touchUpOutside
    // A button's primary action is its tap (UIControl.Event.primaryActionTriggered).
    if tracking.isTouchInside, self is UIButton { events.insert(.primaryActionTriggered) }
    sendActions(for: events, with: event)
    tracking = ControlTracking()
  }

  func trackTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard tracking.isTracking else { return }
    isHighlighted = false
    cancelTracking(with: event)
    sendActions(for: .touchCancel, with: event)
    tracking = ControlTracking()
  }
}
