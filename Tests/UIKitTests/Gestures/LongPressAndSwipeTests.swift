import BezelTestSupport
import Testing

@testable import UIKit

/// UILongPressGestureRecognizer on the clock, and UISwipeGestureRecognizer's directions.
@MainActor
@Suite(.ownAnimationClock)
struct LongPressAndSwipeTests {
  let inside = CGPoint(x: 200, y: 200)

  @Test func longPressDefaultsAreApples() {
    let press = UILongPressGestureRecognizer()
    #expect(press.minimumPressDuration == 0.5)
    #expect(press.allowableMovement == 10)
    #expect(press.numberOfTapsRequired == 0)
    #expect(press.numberOfTouchesRequired == 1)
  }

  // The press begins when the clock reaches minimumPressDuration after the finger went down,
  // changes as it moves, and ends as it lifts.
  @Test func aLongPressBeginsAtItsDurationOnTheClock() {
    let fixture = GestureFixture()
    fixture.attach(UILongPressGestureRecognizer(), named: "press")
    let finger = UITouch()
    fixture.down(finger, at: inside)
    fixture.wait(0.49)
    #expect(fixture.log.isEmpty)
    fixture.wait(0.01)
    #expect(fixture.log == ["press began"])
    fixture.move(finger, to: CGPoint(x: 260, y: 200))
    fixture.up(finger, at: CGPoint(x: 260, y: 200))
    #expect(fixture.log == ["press began", "press changed", "press ended"])
  }

  @Test func liftingEarlyFailsTheLongPress() {
    let fixture = GestureFixture()
    fixture.attach(UILongPressGestureRecognizer(), named: "press")
    fixture.tap(at: inside)
    fixture.wait(1)
    #expect(fixture.log.isEmpty)
    #expect(fixture.target.heard == ["began", "ended"])
  }

  // Moving more than allowableMovement (10 points) before the duration fails the press.
  @Test(arguments: [(CGFloat(10), true), (CGFloat(11), false)])
  func movingTooFarFailsTheLongPress(_ moved: CGFloat, _ begins: Bool) {
    let fixture = GestureFixture()
    fixture.attach(UILongPressGestureRecognizer(), named: "press")
    let finger = UITouch()
    fixture.down(finger, at: inside)
    fixture.move(finger, to: CGPoint(x: inside.x + moved, y: inside.y))
    fixture.wait(0.5)
    #expect(fixture.log == (begins ? ["press began"] : []))
    fixture.up(finger, at: CGPoint(x: inside.x + moved, y: inside.y))
  }

  @Test func swipeDirectionRawValuesAreApples() {
    typealias Direction = UISwipeGestureRecognizer.Direction
    #expect([Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    #expect(UISwipeGestureRecognizer().direction == .right)
    #expect(UISwipeGestureRecognizer().numberOfTouchesRequired == 1)
  }

  /// A 60-point flick in 3 frames (0.05 s), against a recognizer that takes `accepted`.
  struct SwipeCase: Sendable {
    var step: CGVector
    var accepted: UISwipeGestureRecognizer.Direction
    var recognized: Bool
  }

  @Test(arguments: [
    SwipeCase(step: CGVector(dx: 20, dy: 0), accepted: .right, recognized: true),
    SwipeCase(step: CGVector(dx: -20, dy: 0), accepted: .left, recognized: true),
    SwipeCase(step: CGVector(dx: 0, dy: -20), accepted: .up, recognized: true),
    SwipeCase(step: CGVector(dx: 0, dy: 20), accepted: .down, recognized: true),
    SwipeCase(step: CGVector(dx: -20, dy: 0), accepted: .right, recognized: false),
    SwipeCase(step: CGVector(dx: 0, dy: 20), accepted: [.left, .right], recognized: false),
    SwipeCase(step: CGVector(dx: 0, dy: 20), accepted: [.up, .down], recognized: true),
  ])
  func aSwipeIsRecognizedInItsDirection(_ swipeCase: SwipeCase) {
    let fixture = GestureFixture()
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = swipeCase.accepted
    fixture.attach(swipe, named: "swipe")
    _ = fixture.drag(from: inside, steps: Array(repeating: swipeCase.step, count: 3))
    #expect(fixture.log == (swipeCase.recognized ? ["swipe ended"] : []))
  }

  // Too slow: 60 points over 36 frames (0.6 s) is past the half second a swipe may take.
  @Test func aSlowDragIsNotASwipe() {
    let fixture = GestureFixture()
    fixture.attach(UISwipeGestureRecognizer(), named: "swipe")
    _ = fixture.drag(from: inside, steps: Array(repeating: CGVector(dx: 5.0 / 3, dy: 0), count: 36))
    #expect(fixture.log.isEmpty)
  }
}
