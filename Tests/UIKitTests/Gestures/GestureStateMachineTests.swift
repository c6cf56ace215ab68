import BezelTestSupport
import Testing

@testable import UIKit

/// The recognizer state machine and its actions, as UIGestureRecognizer.h documents them.
@MainActor
@Suite(.ownAnimationClock)
struct GestureStateMachineTests {
  let inside = CGPoint(x: 200, y: 200)

  @Test func stateRawValuesAreApples() {
    typealias State = UIGestureRecognizer.State
    #expect(
      [State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue)
        == [0, 1, 2, 3, 4, 5])
    #expect(State.recognized == .ended)
  }

  // The defaults UIGestureRecognizer documents.
  @Test func defaultsAreApples() {
    let recognizer = UIGestureRecognizer()
    #expect(recognizer.state == .possible)
    #expect(recognizer.isEnabled)
    #expect(recognizer.cancelsTouchesInView)
    #expect(!recognizer.delaysTouchesBegan)
    #expect(recognizer.delaysTouchesEnded)
    #expect(recognizer.requiresExclusiveTouchType)
    #expect(recognizer.view == nil)
    #expect(recognizer.numberOfTouches == 0)
  }

  // A discrete gesture: possible → recognized sends one action, then the recognizer is reset
  // to possible once its touch ended.
  @Test func aDiscreteGestureSendsOneActionAndResets() {
    let fixture = GestureFixture()
    let recognizer = ScriptedRecognizer()
    recognizer.onEnded = .recognized
    fixture.attach(recognizer, named: "tap")
    fixture.tap(at: inside)
    #expect(fixture.log == ["tap ended"])
    #expect(recognizer.state == .possible)
    #expect(recognizer.resets == 1)
  }

  // A continuous gesture sends an action on began, each changed, and ended, in that order.
  @Test func aContinuousGestureSendsActionsInTransitionOrder() {
    let fixture = GestureFixture()
    let recognizer = ScriptedRecognizer()
    recognizer.onBegan = .began
    recognizer.onMoved = .changed
    recognizer.onEnded = .ended
    fixture.attach(recognizer, named: "drag")
    _ = fixture.drag(from: inside, steps: [CGVector(dx: 5, dy: 0), CGVector(dx: 5, dy: 0)])
    #expect(fixture.log == ["drag began", "drag changed", "drag changed", "drag ended"])
    #expect(recognizer.state == .possible)
  }

  // "possible → changed" is not a move of the state machine: ignored, no action.
  @Test func aForbiddenMoveIsIgnored() {
    let fixture = GestureFixture()
    let recognizer = ScriptedRecognizer()
    recognizer.onBegan = .changed
    fixture.attach(recognizer, named: "bad")
    let finger = UITouch()
    fixture.down(finger, at: inside)
    #expect(recognizer.state == .possible)
    #expect(fixture.log.isEmpty)
    fixture.up(finger, at: inside)
  }

  // Recognizers see touches before the view they were hit on (Event Handling Guide for iOS).
  @Test func recognizersHearTouchesBeforeTheView() {
    let fixture = GestureFixture()
    final class Ordered: UIGestureRecognizer {
      var order: (() -> [String])?
      var seenByViewFirst: [String] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        seenByViewFirst = order?() ?? []
      }
    }
    let recognizer = Ordered()
    recognizer.order = { [unowned fixture] in fixture.target.heard }
    fixture.target.addGestureRecognizer(recognizer)
    let finger = UITouch()
    fixture.down(finger, at: inside)
    #expect(recognizer.seenByViewFirst.isEmpty)
    #expect(fixture.target.heard == ["began"])
    fixture.up(finger, at: inside)
  }

  // An ancestor's recognizer takes the touches of the views below it.
  @Test func anAncestorsRecognizerHearsTouchesOnItsSubviews() {
    let fixture = GestureFixture()
    let recognizer = ScriptedRecognizer()
    recognizer.onEnded = .recognized
    fixture.attach(recognizer, named: "window tap", to: fixture.window)
    fixture.tap(at: inside)
    #expect(recognizer.heard == ["began", "ended"])
    #expect(fixture.log == ["window tap ended"])
  }

  // A recognizer's location is its touch's, in the coordinates asked for.
  @Test func locationFollowsTheTouch() {
    let fixture = GestureFixture()
    let recognizer = ScriptedRecognizer()
    fixture.attach(recognizer, named: "r")
    let finger = UITouch()
    fixture.down(finger, at: CGPoint(x: 150, y: 130))
    #expect(recognizer.numberOfTouches == 1)
    #expect(recognizer.location(in: fixture.target) == CGPoint(x: 50, y: 30))
    #expect(recognizer.location(ofTouch: 0, in: nil) == CGPoint(x: 150, y: 130))
    fixture.up(finger, at: CGPoint(x: 150, y: 130))
  }

  @Test func aTouchIndexOutOfRangeIsReportedAndAnswersZero() {
    let recognizer = UIGestureRecognizer()
    var location = CGPoint(x: 1, y: 1)
    let messages = UIKitDiagnostics.capturing {
      location = recognizer.location(ofTouch: 2, in: nil)
    }
    #expect(location == .zero)
    #expect(messages.map(\.kind) == [.exception(name: "NSRangeException")])
  }

  // Turning a recognizer off mid-gesture cancels it (UIGestureRecognizer, isEnabled).
  @Test func disablingAnActiveRecognizerCancelsIt() {
    let fixture = GestureFixture()
    let recognizer = ScriptedRecognizer()
    recognizer.onBegan = .began
    fixture.attach(recognizer, named: "drag")
    let finger = UITouch()
    fixture.down(finger, at: inside)
    recognizer.isEnabled = false
    #expect(fixture.log == ["drag began", "drag cancelled"])
    #expect(recognizer.state == .possible)
    fixture.up(finger, at: inside)
    #expect(fixture.log == ["drag began", "drag cancelled"])
  }

  // A recognizer has one view: adding it to another moves it, as on iOS.
  @Test func addingToASecondViewMovesTheRecognizer() {
    let first = UIView()
    let second = UIView()
    let recognizer = UIGestureRecognizer()
    first.addGestureRecognizer(recognizer)
    second.addGestureRecognizer(recognizer)
    #expect(recognizer.view === second)
    #expect(first.gestureRecognizers == nil)
    #expect(second.gestureRecognizers?.count == 1)
    second.removeGestureRecognizer(recognizer)
    #expect(recognizer.view == nil)
  }

  // Target–action through a selector the target answers.
  @Test func aSelectorActionReachesItsTarget() {
    final class Target: NSObject, SelectorTarget {
      var received: [UIGestureRecognizer.State] = []
      func method(for selector: Selector) -> ((Any?, UIEvent?) -> Void)? {
        guard selector == "handle:" else { return nil }
        return { [unowned self] sender, _ in
          if let recognizer = sender as? UIGestureRecognizer { received.append(recognizer.state) }
        }
      }
    }
    let fixture = GestureFixture()
    let target = Target()
    let recognizer = ScriptedRecognizer(target: target, action: "handle:")
    recognizer.onEnded = .recognized
    fixture.target.addGestureRecognizer(recognizer)
    fixture.tap(at: inside)
    #expect(target.received == [.ended])
    recognizer.removeTarget(target, action: "handle:")
    fixture.tap(at: inside)
    #expect(target.received == [.ended])
  }
}
