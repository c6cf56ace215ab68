import BezelTestSupport
import Testing

@testable import UIKit

/// A 400 × 800 window holding a 200 × 200 `target` view at (100, 100), which records what it
/// hears of touches, and fingers driven through the window as a device would send them.
@MainActor
final class GestureFixture {
  /// A view that records the touch calls it hears.
  final class RecordingView: UIView {
    var heard: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("began")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("moved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("ended")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("cancelled")
    }
  }

  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let target = RecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
  /// What the recognizers' actions saw, in order: each recognizer's name and state.
  var log: [String] = []

  init(direction: UIUserInterfaceLayoutDirection = .leftToRight) {
    if direction == .rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
    window.addSubview(target)
  }

  /// Attaches `recognizer` to `view` (the target by default), logging each action it sends
  /// as "name state".
  func attach(_ recognizer: UIGestureRecognizer, named name: String, to view: UIView? = nil) {
    recognizer.name = name
    recognizer.addActionHandler { [unowned self] recognizer in
      log.append("\(name) \(GestureFixture.describe(recognizer.state))")
    }
    (view ?? target).addGestureRecognizer(recognizer)
  }

  static func describe(_ state: UIGestureRecognizer.State) -> String {
    switch state {
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .cancelled: "cancelled"
    case .failed: "failed"
    @unknown default: "unknown"
    }
  }

  // MARK: Fingers

  func down(_ finger: UITouch, at point: CGPoint) { window.send(finger, .began, at: point) }
  func move(_ finger: UITouch, to point: CGPoint) { window.send(finger, .moved, at: point) }
  func up(_ finger: UITouch, at point: CGPoint) { window.send(finger, .ended, at: point) }
  func cancel(_ finger: UITouch, at point: CGPoint) { window.send(finger, .cancelled, at: point) }

  /// Moves the animation clock forward.
  func wait(_ seconds: TimeInterval) { CoreAnimationContext.current.advance(by: seconds) }

  /// One finger down at `point` and up at once.
  func tap(at point: CGPoint) {
    let finger = UITouch()
    down(finger, at: point)
    up(finger, at: point)
  }

  /// One finger dragged from `start` by `steps`, one step per 1/60 s, then lifted.
  func drag(from start: CGPoint, steps: [CGVector], lift: Bool = true) -> UITouch {
    let finger = UITouch()
    down(finger, at: start)
    var point = start
    for step in steps {
      wait(1.0 / 60)
      point = CGPoint(x: point.x + step.dx, y: point.y + step.dy)
      move(finger, to: point)
    }
    if lift { up(finger, at: point) }
    return finger
  }
}
