@testable import UIKit

/// A recognizer that moves to the states a test scripts for each touch phase, and records what
/// it hears.
@MainActor
final class ScriptedRecognizer: UIGestureRecognizer {
  var onBegan: State?
  var onMoved: State?
  var onEnded: State?
  var heard: [String] = []
  var resets = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    heard.append("began")
    if let onBegan { state = onBegan }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    heard.append("moved")
    if let onMoved { state = onMoved }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    heard.append("ended")
    if let onEnded { state = onEnded }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    heard.append("cancelled")
  }
  override func reset() {
    super.reset()
    resets += 1
  }
}

/// A delegate whose answers a test sets.
@MainActor
final class ScriptedDelegate: NSObject, UIGestureRecognizerDelegate {
  var shouldBegin = true
  var receives = true
  var simultaneous = false
  var asked: [String] = []

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    asked.append("shouldBegin \(gestureRecognizer.name ?? "")")
    return shouldBegin
  }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    asked.append("shouldReceive \(gestureRecognizer.name ?? "")")
    return receives
  }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
}
