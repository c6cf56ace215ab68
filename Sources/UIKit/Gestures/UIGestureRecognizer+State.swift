import Foundation

// The state machine (UIGestureRecognizer.h, "Recognizer state machine"): discrete gestures go
// from possible to recognized or failed; continuous ones from possible to began, changed, then
// ended or cancelled, or to failed. A move out of possible waits while a recognizer this one
// requires to fail is still possible, fails when such a recognizer recognized, and fails when
// another recognizer of the same touches recognized first and may prevent it ("only one
// gesture recognizer can recognize at a time unless they allow simultaneous recognition",
// Event Handling Guide for iOS, "Interacting with Other Gesture Recognizers").

extension UIGestureRecognizer.State {
  /// Whether the recognizer is done with its gesture and waits to be reset.
  var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
  /// Whether the recognizer is recognizing a continuous gesture.
  var isActive: Bool { self == .began || self == .changed }
}

extension UIGestureRecognizer {
  /// The arena of the window whose touches the recognizer is tracking.
  var arena: GestureArena? { arenaWindow?.gestureArena }

  /// Moves to `new` if the state machine allows it; a forbidden move is ignored.
  func move(to new: State) {
    let old = storedState
    switch (old, new) {
    case (.possible, .began), (.possible, .ended):
      leavePossible(to: new)
    case (.possible, .failed):
      fail()
    case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
      (.began, .cancelled), (.changed, .cancelled):
      storedState = new
      guard let arena else { return sendActions() }
      arena.holdingSettlement { sendActions() }
    default:
      return
    }
  }

  /// Leaves `.possible` for `.began` or `.recognized`, unless a requirement, another recognizer
  /// or a veto keeps it there or fails it.
  func leavePossible(to new: State) {
    guard isEnabled else { return }
    if let arena {
      let required = arena.members.filter { $0 !== self && requiresFailure(of: $0) }
      if required.contains(where: \.hasRecognizedInSequence) { return fail() }
      if required.contains(where: { $0.storedState == .possible && !$0.waits(on: self) }) {
        pendingState = new
        return
      }
      if arena.members.contains(where: { $0 !== self && $0.keepsFromRecognizing(self) }) {
        return fail()
      }
    }
    guard shouldBegin() else { return fail() }
    pendingState = nil
    storedState = new
    hasRecognizedInSequence = true
    guard let arena else { return sendActions() }
    arena.holdingSettlement {
      arena.recognizerDidRecognize(self)
      sendActions()
    }
  }

  /// Fails the recognizer from `.possible`; the recognizers waiting for it may go on.
  func fail() {
    guard storedState == .possible else { return }
    pendingState = nil
    storedState = .failed
    arena?.recognizerDidFail(self)
  }

  /// Tries again the move that waited for requirements, now that one of them failed.
  func retryPendingMove() {
    guard storedState == .possible, let pending = pendingState else { return }
    pendingState = nil
    leavePossible(to: pending)
  }

  /// Whether this recognizer waits for `other` to fail: through `require(toFail:)`, the
  /// subclass overrides or either delegate.
  func requiresFailure(of other: UIGestureRecognizer) -> Bool {
    explicitFailureRequirements.contains { $0.recognizer === other }
      || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
      || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }

  /// Whether this recognizer, waiting in `.possible`, waits for `other`, directly or through
  /// other waiting recognizers: a cycle of requirements made by delegates, in which the one
  /// that moves first does not wait.
  func waits(on other: UIGestureRecognizer) -> Bool {
    var visited: [ObjectIdentifier] = []
    var frontier: [UIGestureRecognizer] = [self]
    let members = arena?.members ?? []
    while let next = frontier.popLast() {
      guard next.pendingState != nil, !visited.contains(ObjectIdentifier(next)) else { continue }
      visited.append(ObjectIdentifier(next))
      for candidate in members where next.requiresFailure(of: candidate) {
        if candidate === other { return true }
        frontier.append(candidate)
      }
    }
    return false
  }

  /// Whether either recognizer's delegate lets the two recognize at once.
  func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Whether this recognizer, which recognized in this sequence, keeps `other` from recognizing.
  func keepsFromRecognizing(_ other: UIGestureRecognizer) -> Bool {
    hasRecognizedInSequence && storedState != .cancelled && mayPrevent(other)
  }

  /// Whether this recognizer, recognizing, may prevent `other`: neither lets the two recognize
  /// at once, and both agree (`canPrevent(_:)`, `canBePrevented(by:)`).
  func mayPrevent(_ other: UIGestureRecognizer) -> Bool {
    !recognizesSimultaneously(with: other) && canPrevent(other) && other.canBePrevented(by: self)
  }

  /// The delegate's and the touched views' answer to whether the recognizer may begin.
  ///
  /// UIView's `gestureRecognizerShouldBegin(_:)` is asked of the views the touches were hit on,
  /// so that a view can keep an ancestor's recognizer from taking its touches (UIView: UISlider
  /// "uses this method to prevent swipes parallel to the slider's travel direction").
  func shouldBegin() -> Bool {
    if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
    var asked: [ObjectIdentifier] = []
    for touch in trackedTouches {
      guard let hit = touch.view, !asked.contains(ObjectIdentifier(hit)) else { continue }
      asked.append(ObjectIdentifier(hit))
      if !hit.gestureRecognizerShouldBegin(self) { return false }
    }
    return true
  }

  /// Adds a `require(toFail:)` requirement, unless it closes a cycle of such requirements.
  func addFailureRequirement(_ other: UIGestureRecognizer) {
    explicitFailureRequirements.removeAll { $0.recognizer == nil }
    guard !explicitFailureRequirements.contains(where: { $0.recognizer === other }) else { return }
    if other === self || other.explicitlyRequires(self) {
      UIKitDiagnostics.log(
        "-[\(Self.self) requireGestureRecognizerToFail:]: \(other.debugName) already waits for "
          + "\(debugName) to fail; requiring it would make a cycle of failure requirements, in "
          + "which neither recognizer could ever recognize. The requirement was not added.")
      return
    }
    explicitFailureRequirements.append(WeakRecognizer(recognizer: other))
  }

  /// Whether this recognizer requires `other` to fail through `require(toFail:)`, directly or
  /// through others.
  func explicitlyRequires(_ other: UIGestureRecognizer) -> Bool {
    var visited: [ObjectIdentifier] = []
    var frontier: [UIGestureRecognizer] = [self]
    while let next = frontier.popLast() {
      guard !visited.contains(ObjectIdentifier(next)) else { continue }
      visited.append(ObjectIdentifier(next))
      for required in next.explicitFailureRequirements.compactMap(\.recognizer) {
        if required === other { return true }
        frontier.append(required)
      }
    }
    return false
  }

  /// The recognizer as UIKit's messages name it: its class, and its name when it has one.
  var debugName: String {
    let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
    let named = name.map { "; name = \($0)" } ?? ""
    return "<\(type(of: self)): 0x\(String(address, radix: 16))\(named)>"
  }

  /// Turned off: an active gesture is cancelled, a possible one failed, and the recognizer
  /// drops its touches and goes back to `.possible`.
  func wasDisabled() {
    guard let arena, arena.isMember(self) else {
      if storedState != .possible || !scheduledTimers.isEmpty { returnToPossible() }
      return
    }
    arena.holdingSettlement {
      if storedState.isActive {
        storedState = .cancelled
        sendActions()
      } else {
        fail()
      }
      arena.resetMember(self)
    }
  }
}
