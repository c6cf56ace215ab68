import BezelTestSupport
import Testing

@testable import UIKit

/// UITapGestureRecognizer: taps and fingers required, its limits, and the single tap that
/// waits for a double tap to fail.
@MainActor
@Suite(.ownAnimationClock)
struct TapGestureTests {
  let inside = CGPoint(x: 200, y: 200)

  @Test func defaultsAreApples() {
    let tap = UITapGestureRecognizer()
    #expect(tap.numberOfTapsRequired == 1)
    #expect(tap.numberOfTouchesRequired == 1)
  }

  @Test func aTapIsRecognizedAsTheFingerLifts() {
    let fixture = GestureFixture()
    let tap = UITapGestureRecognizer()
    fixture.attach(tap, named: "tap")
    let finger = UITouch()
    fixture.down(finger, at: inside)
    #expect(fixture.log.isEmpty)
    fixture.up(finger, at: inside)
    #expect(fixture.log == ["tap ended"])
    #expect(tap.state == .possible)
  }

  // A finger that moves more than 45 points (the allowable movement) is not a tap.
  @Test(arguments: [(CGFloat(44), true), (CGFloat(46), false)])
  func movementBeyondTheAllowanceFails(_ moved: CGFloat, _ recognized: Bool) {
    let fixture = GestureFixture()
    fixture.attach(UITapGestureRecognizer(), named: "tap")
    let finger = UITouch()
    fixture.down(finger, at: inside)
    fixture.move(finger, to: CGPoint(x: inside.x, y: inside.y + moved))
    fixture.up(finger, at: CGPoint(x: inside.x, y: inside.y + moved))
    #expect(fixture.log == (recognized ? ["tap ended"] : []))
  }

  // A double tap needs the second tap within 0.35 s of the first lifting.
  @Test(arguments: [(0.3, true), (0.4, false)])
  func aDoubleTapNeedsTheSecondTapInTime(_ wait: TimeInterval, _ recognized: Bool) {
    let fixture = GestureFixture()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    fixture.attach(double, named: "double")
    fixture.tap(at: inside)
    fixture.wait(wait)
    fixture.tap(at: inside)
    #expect(fixture.log == (recognized ? ["double ended"] : []))
  }

  // The classic pairing (UIGestureRecognizer, require(toFail:)): a single tap that requires the
  // double tap to fail. A double tap fires only the double; a single tap fires the single once
  // the double gives up, 0.35 s after the finger lifts.
  @Test func aDoubleTapFiresOnlyTheDoubleTapRecognizer() {
    let fixture = GestureFixture()
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    fixture.attach(single, named: "single")
    fixture.attach(double, named: "double")
    fixture.tap(at: inside)
    fixture.wait(0.1)
    fixture.tap(at: inside)
    fixture.wait(1)
    #expect(fixture.log == ["double ended"])
  }

  @Test func aSingleTapFiresTheSingleAfterTheWait() {
    let fixture = GestureFixture()
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    fixture.attach(single, named: "single")
    fixture.attach(double, named: "double")
    fixture.tap(at: inside)
    fixture.wait(0.34)
    #expect(fixture.log.isEmpty)
    #expect(fixture.target.heard == ["began"])
    fixture.wait(0.01)
    #expect(fixture.log == ["single ended"])
    #expect(fixture.target.heard == ["began", "cancelled"])
  }

  // Two fingers required: one finger's tap fails; two fingers down and up recognize, located
  // at their centroid.
  @Test func twoFingersTapAtTheirCentroid() {
    let fixture = GestureFixture()
    let tap = UITapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    var location = CGPoint.zero
    tap.addActionHandler { location = $0.location(in: nil) }
    fixture.attach(tap, named: "tap")
    fixture.tap(at: inside)
    #expect(fixture.log.isEmpty)
    let first = UITouch()
    let second = UITouch()
    fixture.window.send([(first, .began, CGPoint(x: 150, y: 200)), (second, .began, inside)])
    fixture.window.send([(first, .ended, CGPoint(x: 150, y: 200)), (second, .ended, inside)])
    #expect(fixture.log == ["tap ended"])
    #expect(location == CGPoint(x: 175, y: 200))
  }
}
