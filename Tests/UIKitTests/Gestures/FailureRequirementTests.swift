import BezelTestSupport
import Testing

@testable import UIKit

/// `require(toFail:)` and the delegate's failure requirements (UIGestureRecognizer.h: "the
/// receiver transitions out of possible only if otherGestureRecognizer fails; if
/// otherGestureRecognizer transitions to Recognized/Began, the receiver transitions to
/// failed").
@MainActor
@Suite(.ownAnimationClock)
struct FailureRequirementTests {
  let inside = CGPoint(x: 200, y: 200)

  /// A recognizer that decides 0.3 s after its touch ends, as `outcome` says.
  final class Deciding: UIGestureRecognizer {
    var outcome = State.failed
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      schedule(after: 0.3) { [unowned self] in state = outcome }
    }
  }

  @Test func aRecognizerWaitsForTheOtherToFailThenRecognizes() {
    let fixture = GestureFixture()
    let other = Deciding()
    let waiting = ScriptedRecognizer()
    waiting.onEnded = .recognized
    waiting.require(toFail: other)
    fixture.attach(waiting, named: "waiting")
    fixture.attach(other, named: "other")
    fixture.tap(at: inside)
    #expect(waiting.state == .possible)
    #expect(fixture.log.isEmpty)
    fixture.wait(0.3)
    #expect(fixture.log == ["waiting ended"])
    #expect(fixture.target.heard == ["began", "cancelled"])
  }

  @Test func aRecognizerFailsWhenTheOtherRecognizes() {
    let fixture = GestureFixture()
    let other = Deciding()
    other.outcome = .recognized
    let waiting = ScriptedRecognizer()
    waiting.onEnded = .recognized
    waiting.require(toFail: other)
    fixture.attach(waiting, named: "waiting")
    fixture.attach(other, named: "other")
    fixture.tap(at: inside)
    fixture.wait(0.3)
    #expect(fixture.log == ["other ended"])
    #expect(waiting.state == .possible)
  }

  // The delegate's gestureRecognizer(_:shouldRequireFailureOf:) makes the same requirement.
  @Test func theDelegateCanRequireFailure() {
    final class Requiring: NSObject, UIGestureRecognizerDelegate {
      weak var other: UIGestureRecognizer?
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { otherGestureRecognizer === other }
    }
    let fixture = GestureFixture()
    let other = Deciding()
    let delegate = Requiring()
    delegate.other = other
    let waiting = ScriptedRecognizer()
    waiting.onEnded = .recognized
    waiting.delegate = delegate
    fixture.attach(waiting, named: "waiting")
    fixture.attach(other, named: "other")
    fixture.tap(at: inside)
    #expect(fixture.log.isEmpty)
    fixture.wait(0.3)
    #expect(fixture.log == ["waiting ended"])
  }

  // A requirement that closes a cycle would leave both waiting for ever: it is reported and not
  // added, so both recognizers still work.
  @Test func aCycleOfRequirementsIsReportedAndRefused() {
    let first = UIGestureRecognizer()
    let second = UIGestureRecognizer()
    let third = UIGestureRecognizer()
    first.require(toFail: second)
    second.require(toFail: third)
    let messages = UIKitDiagnostics.capturing {
      third.require(toFail: first)
      first.require(toFail: first)
    }
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.kind == .log })
    #expect(!third.requiresFailure(of: first))
    #expect(!first.requiresFailure(of: first))
  }

  // Requirements made through delegates in both directions do not hang: the recognizer that
  // moves first does not wait for one that waits for it.
  @Test func aDelegateCycleDoesNotHang() {
    final class Mutual: NSObject, UIGestureRecognizerDelegate {
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { true }
    }
    let fixture = GestureFixture()
    let delegate = Mutual()
    let first = ScriptedRecognizer()
    first.onEnded = .recognized
    first.delegate = delegate
    let second = ScriptedRecognizer()
    second.onEnded = .recognized
    second.delegate = delegate
    fixture.attach(first, named: "first")
    fixture.attach(second, named: "second")
    fixture.tap(at: inside)
    #expect(fixture.log.count == 1)
    #expect(first.state == .possible && second.state == .possible)
  }
}
