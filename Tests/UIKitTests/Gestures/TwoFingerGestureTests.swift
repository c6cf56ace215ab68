import BezelTestSupport
import Testing

@testable import UIKit

/// UIPinchGestureRecognizer's scale and UIRotationGestureRecognizer's rotation, by hand.
@MainActor
@Suite(.ownAnimationClock)
struct TwoFingerGestureTests {
  /// Two fingers placed by `place` for each of `frames` frames, one frame apart, then lifted.
  private func drive(
    _ fixture: GestureFixture, frames: Int, place: (Int) -> (CGPoint, CGPoint)
  ) {
    let fingers = (UITouch(), UITouch())
    let (a, b) = place(0)
    fixture.window.send([(fingers.0, .began, a), (fingers.1, .began, b)])
    for frame in 1...frames {
      fixture.wait(1.0 / 60)
      let (a, b) = place(frame)
      fixture.window.send([(fingers.0, .moved, a), (fingers.1, .moved, b)])
    }
    let (lastA, lastB) = place(frames)
    fixture.window.send([(fingers.0, .ended, lastA), (fingers.1, .ended, lastB)])
  }

  // Fingers 100 points apart moving apart by 10 points a frame (5 each side) for 10 frames:
  // 200 apart, a scale of 2. Each frame adds 0.1 to the scale in 1/60 s: a velocity of 6 per
  // second. The first move (5 points each) is within the hysteresis; the second (10) is not
  // past it; the pinch begins on the third, at a scale of 1.3.
  @Test func pinchScaleIsTheRatioOfTheFingersDistances() {
    let fixture = GestureFixture()
    let pinch = UIPinchGestureRecognizer()
    var scales: [CGFloat] = []
    var velocity: CGFloat = 0
    pinch.addActionHandler { recognizer in
      guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
      scales.append(pinch.scale)
      velocity = pinch.velocity
    }
    fixture.attach(pinch, named: "pinch")
    drive(fixture, frames: 10) { frame in
      let half = 50 + 5 * CGFloat(frame)
      return (CGPoint(x: 200 - half, y: 200), CGPoint(x: 200 + half, y: 200))
    }
    #expect(fixture.log.first == "pinch began" && fixture.log.last == "pinch ended")
    #expect(abs(scales[0] - 1.3) < 1e-9)
    #expect(abs(scales.last! - 2) < 1e-9)
    #expect(abs(velocity - 6) < 1e-9)
  }

  // Fingers 100 points apart turning a twelfth of a half turn (π/12) a frame around their
  // centre for 6 frames: a rotation of π/2, clockwise on the screen, so positive. Each finger
  // moves 50 × π/12 ≈ 13.1 points on the first frame, past the hysteresis: it begins there.
  @Test func rotationIsTheTurnOfTheLineBetweenTheFingers() {
    let fixture = GestureFixture()
    let rotation = UIRotationGestureRecognizer()
    var rotations: [CGFloat] = []
    var velocity: CGFloat = 0
    rotation.addActionHandler { recognizer in
      guard let rotation = recognizer as? UIRotationGestureRecognizer else { return }
      rotations.append(rotation.rotation)
      velocity = rotation.velocity
    }
    fixture.attach(rotation, named: "rotation")
    drive(fixture, frames: 6) { frame in
      let angle = CGFloat(frame) * .pi / 12
      let dx = 50 * cos(angle)
      let dy = 50 * sin(angle)
      return (CGPoint(x: 200 - dx, y: 200 - dy), CGPoint(x: 200 + dx, y: 200 + dy))
    }
    #expect(abs(rotations[0] - .pi / 12) < 1e-9)
    #expect(abs(rotations.last! - .pi / 2) < 1e-9)
    // π/12 per 1/60 s is 5π radians per second.
    #expect(abs(velocity - 5 * .pi) < 1e-6)
  }

  // A screen-edge pan begins only from within 20 points of one of its edges.
  @Test(arguments: [(CGFloat(15), true), (CGFloat(30), false)])
  func aScreenEdgePanStartsOnlyAtItsEdge(_ x: CGFloat, _ begins: Bool) {
    let fixture = GestureFixture()
    let edge = UIScreenEdgePanGestureRecognizer()
    edge.edges = .left
    fixture.attach(edge, named: "edge", to: fixture.window)
    _ = fixture.drag(
      from: CGPoint(x: x, y: 400), steps: Array(repeating: CGVector(dx: 10, dy: 0), count: 4))
    #expect(fixture.log.first == (begins ? "edge began" : nil))
  }
}
