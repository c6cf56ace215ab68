import BezelTestSupport
import Testing

@testable import UIKit

/// What the hit view hears of touches a recognizer takes (UIGestureRecognizer:
/// `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`), and the delegate's say.
@MainActor
@Suite(.ownAnimationClock)
struct GestureDeliveryTests {
  let inside = CGPoint(x: 200, y: 200)

  // "When this property is true and the gesture recognizer recognizes its gesture, the touches
  // of that gesture that are pending are not delivered to the view and previously delivered
  // touches are cancelled through a touchesCancelled(_:with:) message."
  @Test func aRecognizedGestureCancelsTheViewsTouches() {
    let fixture = GestureFixture()
    let recognizer = ScriptedRecognizer()
    recognizer.onEnded = .recognized
    fixture.attach(recognizer, named: "tap")
    fixture.tap(at: inside)
    #expect(fixture.target.heard == ["began", "cancelled"])
  }

  @Test func withoutCancellingTheViewHearsTheWholeTouch() {
    let fixture = GestureFixture()
    let recognizer = ScriptedRecognizer()
    recognizer.onEnded = .recognized
    recognizer.cancelsTouchesInView = false
    fixture.attach(recognizer, named: "tap")
    fixture.tap(at: inside)
    #expect(fixture.target.heard == ["began", "ended"])
    #expect(fixture.log == ["tap ended"])
  }

  // A continuous gesture that begins mid-drag cancels the touch in the view; the view hears
  // no more moves.
  @Test func aBeganGestureCancelsTheTouchMidDrag() {
    let fixture = GestureFixture()
    let recognizer = ScriptedRecognizer()
    recognizer.onMoved = .began
    fixture.attach(recognizer, named: "drag")
    _ = fixture.drag(from: inside, steps: [CGVector(dx: 20, dy: 0), CGVector(dx: 20, dy: 0)])
    #expect(fixture.target.heard == ["began", "cancelled"])
  }

  // delaysTouchesBegan: the view hears nothing while the recognizer is possible; once it fails,
  // the view hears the touch begin, then end.
  @Test func delayedTouchesReachTheViewWhenTheRecognizerFails() {
    let fixture = GestureFixture()
    let recognizer = ScriptedRecognizer()
    recognizer.delaysTouchesBegan = true
    recognizer.onEnded = .failed
    fixture.attach(recognizer, named: "r")
    let finger = UITouch()
    fixture.down(finger, at: inside)
    #expect(fixture.target.heard.isEmpty)
    fixture.up(finger, at: inside)
    #expect(fixture.target.heard == ["began", "ended"])
  }

  @Test func delayedTouchesNeverReachTheViewWhenTheRecognizerRecognizes() {
    let fixture = GestureFixture()
    let recognizer = ScriptedRecognizer()
    recognizer.delaysTouchesBegan = true
    recognizer.onEnded = .recognized
    fixture.attach(recognizer, named: "r")
    fixture.tap(at: inside)
    #expect(fixture.target.heard.isEmpty)
  }

  // delaysTouchesEnded (the default): a recognizer still possible as the touch ends holds the
  // end back; with the option off the view hears it at once.
  @Test(arguments: [true, false])
  func theEndWaitsForAPossibleRecognizer(_ delays: Bool) {
    let fixture = GestureFixture()
    final class Waiting: UIGestureRecognizer {
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        schedule(after: 0.2) { [unowned self] in state = .failed }
      }
    }
    let recognizer = Waiting()
    recognizer.delaysTouchesEnded = delays
    fixture.attach(recognizer, named: "r")
    fixture.tap(at: inside)
    #expect(fixture.target.heard == (delays ? ["began"] : ["began", "ended"]))
    fixture.wait(0.2)
    #expect(fixture.target.heard == ["began", "ended"])
    #expect(recognizer.state == .possible)
  }

  // gestureRecognizerShouldBegin(_:) returning false fails the recognizer: no action.
  @Test func aDelegateVetoFailsTheRecognizer() {
    let fixture = GestureFixture()
    let delegate = ScriptedDelegate()
    delegate.shouldBegin = false
    let recognizer = ScriptedRecognizer()
    recognizer.onEnded = .recognized
    recognizer.delegate = delegate
    fixture.attach(recognizer, named: "tap")
    fixture.tap(at: inside)
    #expect(fixture.log.isEmpty)
    #expect(delegate.asked == ["shouldReceive tap", "shouldBegin tap"])
    #expect(fixture.target.heard == ["began", "ended"])
  }

  // gestureRecognizer(_:shouldReceive:) returning false keeps the touch from the recognizer.
  @Test func aDelegateCanKeepATouchFromTheRecognizer() {
    let fixture = GestureFixture()
    let delegate = ScriptedDelegate()
    delegate.receives = false
    let recognizer = ScriptedRecognizer()
    recognizer.onEnded = .recognized
    recognizer.delegate = delegate
    fixture.attach(recognizer, named: "tap")
    fixture.tap(at: inside)
    #expect(recognizer.heard.isEmpty)
    #expect(fixture.log.isEmpty)
  }

  // A view's gestureRecognizerShouldBegin(_:) vetoes an ancestor's recognizer for touches hit
  // on it.
  @Test func theHitViewCanVetoAnAncestorsRecognizer() {
    let fixture = GestureFixture()
    final class Refusing: UIView {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
        -> Bool
      { false }
    }
    let refusing = Refusing(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    fixture.target.addSubview(refusing)
    let recognizer = ScriptedRecognizer()
    recognizer.onEnded = .recognized
    fixture.attach(recognizer, named: "tap")
    fixture.tap(at: CGPoint(x: 110, y: 110))
    #expect(fixture.log.isEmpty)
    fixture.tap(at: inside)
    #expect(fixture.log == ["tap ended"])
  }

  // Only one recognizer of the touches recognizes unless allowed simultaneously: the first to
  // recognize fails the others.
  @Test(arguments: [false, true])
  func oneRecognizerWinsUnlessSimultaneous(_ simultaneous: Bool) {
    let fixture = GestureFixture()
    let delegate = ScriptedDelegate()
    delegate.simultaneous = simultaneous
    let inner = ScriptedRecognizer()
    inner.onEnded = .recognized
    inner.delegate = delegate
    let outer = ScriptedRecognizer()
    outer.onEnded = .recognized
    fixture.attach(inner, named: "inner")
    fixture.attach(outer, named: "outer", to: fixture.window)
    fixture.tap(at: inside)
    #expect(fixture.log == (simultaneous ? ["inner ended", "outer ended"] : ["inner ended"]))
    #expect(outer.heard == (simultaneous ? ["began", "ended"] : ["began"]))
  }

  // canPrevent(_:) answering false lets the other recognize too.
  @Test func aRecognizerThatCannotPreventLetsTheOtherRecognize() {
    let fixture = GestureFixture()
    final class Gentle: UIGestureRecognizer {
      override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .recognized
      }
    }
    let outer = ScriptedRecognizer()
    outer.onEnded = .recognized
    fixture.attach(Gentle(), named: "gentle")
    fixture.attach(outer, named: "outer", to: fixture.window)
    fixture.tap(at: inside)
    #expect(fixture.log == ["gentle ended", "outer ended"])
  }
}
