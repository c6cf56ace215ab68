import BezelTestSupport
import Testing

@testable import UIKit

/// UIPanGestureRecognizer: when it begins, its translation and velocity, by hand derivation.
///
/// Drags move one step per 1/60 s. The pan begins once the centroid is more than 10 points
/// (Bezel's hysteresis) from where the finger went down, and its translation is measured from
/// there.
@MainActor
@Suite(.ownAnimationClock)
struct PanGestureTests {
  let start = CGPoint(x: 150, y: 150)

  @Test func defaultsAreApples() {
    let pan = UIPanGestureRecognizer()
    #expect(pan.minimumNumberOfTouches == 1)
    #expect(pan.maximumNumberOfTouches == Int.max)
    #expect(pan.translation(in: nil) == .zero)
    #expect(pan.velocity(in: nil) == .zero)
  }

  // Steps of 6 points: 6 is within the hysteresis, 12 is past it, so the pan begins on the
  // second move, changes on the next three, and ends when the finger lifts.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aDragPastTheHysteresisBeginsChangesAndEnds(_ direction: UIUserInterfaceLayoutDirection) {
    let fixture = GestureFixture(direction: direction)
    let pan = UIPanGestureRecognizer()
    var translations: [CGFloat] = []
    pan.addActionHandler { recognizer in
      translations.append((recognizer as? UIPanGestureRecognizer)?.translation(in: nil).x ?? -1)
    }
    fixture.attach(pan, named: "pan")
    _ = fixture.drag(from: start, steps: Array(repeating: CGVector(dx: 6, dy: 0), count: 5))
    #expect(fixture.log == ["pan began", "pan changed", "pan changed", "pan changed", "pan ended"])
    // Measured from the touch-down: 12 at began, then 18, 24, 30, and 30 as the finger lifts.
    #expect(translations == [12, 18, 24, 30, 30])
  }

  @Test func aDragWithinTheHysteresisFailsWhenTheFingerLifts() {
    let fixture = GestureFixture()
    let pan = UIPanGestureRecognizer()
    fixture.attach(pan, named: "pan")
    _ = fixture.drag(from: start, steps: [CGVector(dx: 6, dy: 8)])  // 10 points: not past it
    #expect(fixture.log.isEmpty)
    #expect(fixture.target.heard == ["began", "moved", "ended"])
  }

  // Velocity: each step moves (6, -3) points in 1/60 s, so (360, -180) points per second; it
  // holds when the finger lifts where it last moved.
  @Test func velocityIsTheLastStepOverItsTime() {
    let fixture = GestureFixture()
    let pan = UIPanGestureRecognizer()
    var velocities: [CGPoint] = []
    pan.addActionHandler { recognizer in
      velocities.append((recognizer as? UIPanGestureRecognizer)?.velocity(in: nil) ?? .zero)
    }
    fixture.attach(pan, named: "pan")
    _ = fixture.drag(from: start, steps: Array(repeating: CGVector(dx: 6, dy: -3), count: 4))
    #expect(velocities.count == 4)
    for velocity in velocities {
      #expect(abs(velocity.x - 360) < 1e-6)
      #expect(abs(velocity.y + 180) < 1e-6)
    }
  }

  // setTranslation(.zero, in:) makes the next reading the move since then.
  @Test func settingTheTranslationMeasuresFromThere() {
    let fixture = GestureFixture()
    let pan = UIPanGestureRecognizer()
    var increments: [CGPoint] = []
    pan.addActionHandler { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      increments.append(pan.translation(in: fixture.target))
      pan.setTranslation(.zero, in: fixture.target)
    }
    fixture.attach(pan, named: "pan")
    _ = fixture.drag(
      from: start, steps: [CGVector(dx: 0, dy: 11), CGVector(dx: 0, dy: 4), CGVector(dx: 2, dy: 0)]
    )
    #expect(increments == [CGPoint(x: 0, y: 11), CGPoint(x: 0, y: 4), CGPoint(x: 2, y: 0), .zero])
  }

  // In a view scaled by 2, a 30-point drag in the window is 15 points of the view's own; in a
  // view turned a quarter turn clockwise, a drag to the right runs along its -y axis.
  @Test func translationIsInTheCoordinatesAskedFor() {
    let fixture = GestureFixture()
    let scaled = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    let turned = UIView(frame: CGRect(x: 200, y: 400, width: 100, height: 100))
    turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
    fixture.window.addSubview(scaled)
    fixture.window.addSubview(turned)
    let pan = UIPanGestureRecognizer()
    fixture.attach(pan, named: "pan")
    let finger = fixture.drag(
      from: start, steps: Array(repeating: CGVector(dx: 10, dy: 0), count: 3), lift: false)
    let inScaled = pan.translation(in: scaled)
    let inTurned = pan.translation(in: turned)
    #expect(abs(inScaled.x - 15) < 1e-9 && abs(inScaled.y) < 1e-9)
    #expect(abs(inTurned.x) < 1e-9 && abs(inTurned.y + 30) < 1e-9)
    fixture.up(finger, at: CGPoint(x: 180, y: 150))
  }

  // A view whose layer's anchor point moved: its frame moved with it, and so must the
  // translation's frame of reference; a translation is a difference of points, so moving the
  // view changes nothing but the location.
  @Test func locationFollowsAMovedAnchorPoint() {
    let fixture = GestureFixture()
    let pan = UIPanGestureRecognizer()
    fixture.attach(pan, named: "pan")
    // The target's bounds are 200 × 200 with its position at (200, 200); an anchor point of
    // (0, 0) puts its origin at the position: the window point (230, 240) is (30, 40) in it.
    fixture.target.layer.anchorPoint = .zero
    let finger = UITouch()
    fixture.down(finger, at: CGPoint(x: 230, y: 240))
    #expect(pan.location(in: fixture.target) == CGPoint(x: 30, y: 40))
    fixture.up(finger, at: CGPoint(x: 230, y: 240))
  }

  // minimumNumberOfTouches 2: one finger never begins a pan.
  @Test func tooFewFingersNeverPan() {
    let fixture = GestureFixture()
    let pan = UIPanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    fixture.attach(pan, named: "pan")
    _ = fixture.drag(from: start, steps: Array(repeating: CGVector(dx: 10, dy: 0), count: 4))
    #expect(fixture.log.isEmpty)
  }

  // Two fingers pan by their centroid: both move 12 points down, so the centroid does; lifting
  // one finger moves the centroid to the other but leaves the translation alone.
  @Test func twoFingersPanByTheirCentroid() {
    let fixture = GestureFixture()
    let pan = UIPanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    fixture.attach(pan, named: "pan")
    let first = UITouch()
    let second = UITouch()
    fixture.down(first, at: CGPoint(x: 150, y: 150))
    fixture.down(second, at: CGPoint(x: 190, y: 150))
    fixture.wait(1.0 / 60)
    fixture.window.send([
      (first, .moved, CGPoint(x: 150, y: 162)), (second, .moved, CGPoint(x: 190, y: 162)),
    ])
    #expect(fixture.log == ["pan began"])
    #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 12))
    fixture.up(second, at: CGPoint(x: 190, y: 162))
    #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 12))
    fixture.wait(1.0 / 60)
    fixture.move(first, to: CGPoint(x: 150, y: 170))
    #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 20))
    fixture.up(first, at: CGPoint(x: 150, y: 170))
    #expect(fixture.log == ["pan began", "pan changed", "pan ended"])
  }
}
