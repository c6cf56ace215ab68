import Foundation

/// A window's recognizers at work on its touches, and the touches they hold back from views.
///
/// As a touch begins, the recognizers of the view it was hit on and of that view's ancestors
/// join (in that order, each view's in its `gestureRecognizers` order), if they take it. They
/// hear the touch before the view does (Event Handling Guide for iOS, "Gesture Recognizers Get
/// the First Opportunity to Recognize a Touch"). What the view then hears follows the
/// recognizers' settings:
/// - a recognizer that recognizes with `cancelsTouchesInView` takes the touch: a view that heard
///   it begin hears it cancelled, then nothing more;
/// - while a recognizer with `delaysTouchesBegan` is possible, the view hears nothing; if the
///   recognizer fails, the view hears the touch begin (and end, if it has);
/// - while a recognizer with `delaysTouchesEnded` is possible, the view does not hear the touch
///   end; it does once the recognizer fails.
///
/// A recognizer that finished goes back to `.possible` once it tracks no touch. One still
/// possible when its touches are gone, with no requirement to wait for and no timer to decide
/// it, fails then: nothing could make it recognize (Bezel's rule, so that the touches it delays
/// reach their views).
@MainActor
final class GestureArena {
  /// The recognizers at work, in the order they joined.
  var members: [UIGestureRecognizer] = []
  /// The touches whose views may still have to hear of them.
  var touches: [UITouch] = []
  /// The hover recognizers the pointer is over (`UIHoverGestureRecognizer`).
  var hovering: [UIHoverGestureRecognizer] = []
  /// Whether the window is handing an event to the recognizers or the views.
  var isDispatching = false
  private var isSettling = false
  /// How many state changes are under way whose actions are not sent yet: the arena settles
  /// only after them, so that no recognizer is reset before its actions read its state.
  private var holds = 0

  func isMember(_ recognizer: UIGestureRecognizer) -> Bool {
    members.contains { $0 === recognizer }
  }

  /// Offers a beginning touch to the recognizers of its view and the view's ancestors.
  func join(_ touch: UITouch, of event: UIEvent, in window: UIWindow) {
    touches.append(touch)
    var view = touch.view
    while let current = view {
      for recognizer in current.storedGestureRecognizers
      where recognizer.takes(touch, of: event) {
        recognizer.trackedTouches.append(touch)
        recognizer.arenaWindow = window
        touch.recognizers.append(recognizer)
        if !isMember(recognizer) { members.append(recognizer) }
      }
      view = current.storedSuperview
    }
  }

  /// Hands each recognizer its touches of `event`, one call per phase, then drops the touches
  /// that ended.
  func deliverToRecognizers(_ event: UIEvent) {
    for recognizer in members where isMember(recognizer) {
      let touches = event.orderedTouches.filter { touch in
        recognizer.trackedTouches.contains { $0 === touch }
      }
      guard !touches.isEmpty else { continue }
      for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
        guard recognizer.isEnabled, !recognizer.storedState.isFinished else { break }
        let inPhase = touches.filter { touch in
          touch.phase == phase && recognizer.trackedTouches.contains { $0 === touch }
        }
        guard !inPhase.isEmpty else { continue }
        let set = Set(inPhase)
        switch phase {
        case .began: recognizer.touchesBegan(set, with: event)
        case .moved: recognizer.touchesMoved(set, with: event)
        case .ended: recognizer.touchesEnded(set, with: event)
        default: recognizer.touchesCancelled(set, with: event)
        }
      }
      recognizer.noteLocation()
      recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }
  }

  // MARK: What the views hear

  /// The phase the touch's view hears now for the touch's current phase, or nil when it hears
  /// nothing now.
  func viewPhase(for touch: UITouch) -> UITouch.Phase? {
    guard !touch.viewIsDone else { return nil }
    if isClaimed(touch) {
      touch.viewIsDone = true
      return touch.viewHeardBegan ? .cancelled : nil
    }
    switch touch.phase {
    case .began:
      if delaysBegan(touch) {
        touch.heldBegan = true
        return nil
      }
      touch.viewHeardBegan = true
      return .began
    case .moved:
      return touch.heldBegan ? nil : .moved
    case .ended:
      if touch.heldBegan || delaysEnded(touch) {
        touch.heldEnd = .ended
        return nil
      }
      touch.viewIsDone = true
      return .ended
    case .cancelled:
      touch.viewIsDone = true
      return touch.heldBegan ? nil : .cancelled
    default:
      return nil
    }
  }

  /// Whether a recognizer that cancels touches in its view recognized with the touch.
  private func isClaimed(_ touch: UITouch) -> Bool {
    if !touch.isClaimed {
      touch.isClaimed = touch.recognizers.contains {
        $0.cancelsTouchesInView && $0.hasRecognizedInSequence && isMember($0)
      }
    }
    return touch.isClaimed
  }

  private func delaysBegan(_ touch: UITouch) -> Bool {
    touch.recognizers.contains {
      $0.delaysTouchesBegan && $0.storedState == .possible && isMember($0)
    }
  }

  private func delaysEnded(_ touch: UITouch) -> Bool {
    touch.recognizers.contains {
      $0.delaysTouchesEnded && $0.storedState == .possible && isMember($0)
    }
  }

  /// Sends the views what the recognizers held back and have since let go, or cancels it.
  private func releaseHeldTouches() {
    for touch in touches where !touch.viewIsDone {
      guard let view = touch.view, let event = touch.lastEvent else { continue }
      if isClaimed(touch) {
        touch.viewIsDone = true
        if touch.viewHeardBegan { view.touchesCancelled([touch], with: event) }
        continue
      }
      if touch.heldBegan, !delaysBegan(touch) {
        touch.heldBegan = false
        touch.viewHeardBegan = true
        view.touchesBegan([touch], with: event)
      }
      if !touch.heldBegan, let end = touch.heldEnd, !delaysEnded(touch) {
        touch.viewIsDone = true
        touch.heldEnd = nil
        if end == .ended { view.touchesEnded([touch], with: event) }
      }
    }
    for touch in touches where touch.viewIsDone || touch.view == nil { touch.lastEvent = nil }
    touches.removeAll { $0.viewIsDone || $0.view == nil }
  }

  // MARK: Recognizers recognizing and failing

  /// Fails the possible recognizers that `recognizer`, having recognized, excludes: those that
  /// wait for it to fail and those it prevents.
  func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
    for other in members where other !== recognizer && other.storedState == .possible {
      if other.requiresFailure(of: recognizer) || recognizer.mayPrevent(other) { other.fail() }
    }
  }

  /// Lets the recognizers that waited for `recognizer` to fail go on.
  func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
    for other in members where other !== recognizer && other.pendingState != nil {
      if other.requiresFailure(of: recognizer) { other.retryPendingMove() }
    }
    settle()
  }

  /// Brings the arena up to date outside an event: releases held touches, resets the
  /// recognizers that finished, and fails those nothing can decide any more.
  func settle() {
    guard !isDispatching, !isSettling, holds == 0 else { return }
    isSettling = true
    defer { isSettling = false }
    var rounds = 0
    var changed = true
    while changed, rounds < 64 {
      changed = false
      rounds += 1
      releaseHeldTouches()
      for recognizer in members
      where recognizer.storedState.isFinished && recognizer.trackedTouches.isEmpty {
        resetMember(recognizer)
        changed = true
      }
      for recognizer in members where recognizer.isUndecidable {
        recognizer.fail()
        changed = true
      }
    }
  }

  /// Runs `body`, a state change and its actions, then settles.
  func holdingSettlement(_ body: () -> Void) {
    holds += 1
    body()
    holds -= 1
    settle()
  }

  /// Takes `recognizer` out of the arena and back to `.possible`, calling its `reset()`.
  func resetMember(_ recognizer: UIGestureRecognizer) {
    members.removeAll { $0 === recognizer }
    for touch in touches { touch.recognizers.removeAll { $0 === recognizer } }
    recognizer.returnToPossible()
  }
}

extension UIGestureRecognizer {
  /// Whether the recognizer takes `touch` as it begins: enabled, not finished, of an allowed
  /// touch type, and agreed by itself and its delegate (for the event, then the touch).
  func takes(_ touch: UITouch, of event: UIEvent) -> Bool {
    guard isEnabled, !storedState.isFinished,
      allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue })
    else { return false }
    if requiresExclusiveTouchType, trackedTouches.contains(where: { $0.type != touch.type }) {
      return false
    }
    guard shouldReceive(event) else { return false }
    if let delegate {
      guard delegate.gestureRecognizer(self, shouldReceive: event),
        delegate.gestureRecognizer(self, shouldReceive: touch)
      else { return false }
    }
    return true
  }

  /// Whether the recognizer is possible with nothing left to decide it: no touch, no move
  /// waiting for a requirement, no timer.
  var isUndecidable: Bool {
    storedState == .possible && trackedTouches.isEmpty && pendingState == nil
      && scheduledTimers.isEmpty
  }

  /// Goes back to `.possible` with no touches or timers, and calls `reset()`.
  func returnToPossible() {
    cancelTimers()
    trackedTouches = []
    arenaWindow = nil
    storedState = .possible
    pendingState = nil
    hasRecognizedInSequence = false
    reset()
  }

  /// Records where the gesture is, for `location(in:)` once its touches are gone.
  func noteLocation() {
    if let centroid = centroid(of: trackedTouches, in: nil) { lastLocationInWindow = centroid }
  }

  /// The centroid of `touches` in `view`'s coordinates, nil for no touches.
  func centroid(of touches: [UITouch], in view: UIView?) -> CGPoint? {
    guard !touches.isEmpty else { return nil }
    var sum = CGPoint.zero
    for touch in touches {
      let point = touch.location(in: view)
      sum.x += point.x
      sum.y += point.y
    }
    let count = CGFloat(touches.count)
    return CGPoint(x: sum.x / count, y: sum.y / count)
  }

  /// Where the gesture last was, in `view`'s coordinates.
  func lastLocation(in view: UIView?) -> CGPoint {
    guard let view, let window = arenaWindow ?? self.view?.window else {
      return lastLocationInWindow
    }
    return view.convert(lastLocationInWindow, from: window)
  }

  /// Drops `touch`: the recognizer hears no more of it and does not hold it from its view.
  func ignoreTouch(_ touch: UITouch) {
    trackedTouches.removeAll { $0 === touch }
    touch.recognizers.removeAll { $0 === self }
  }
}
