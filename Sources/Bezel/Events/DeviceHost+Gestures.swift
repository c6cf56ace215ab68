import UIKit

// Gestures driven on a hosted screen. Each sends the touches a finger would make through the
// window's `sendEvent(_:)`: hit testing, the recognizers of the touched views and their
// ancestors, then the views and their responder chain. Moves come one display frame apart
// (1/60 s) on the animation clock, which advances between them; a gesture's touches all run
// with the window's context current.

extension DeviceHost {
  /// The time between two moves of a driven finger: one frame of a 60 Hz display.
  public static let frameInterval: TimeInterval = 1.0 / 60
  /// The time between the taps of a multiple tap: well within a tap recognizer's wait for the
  /// next tap (0.35 s).
  public static let intervalBetweenTaps: TimeInterval = 0.1
  /// The distance between neighbouring fingers of a multi-finger gesture, in points.
  public static let fingerSpacing: CGFloat = 20

  /// Taps `view` at the centre of its bounds.
  ///
  /// - Returns: The view the touch went to, or `nil` when `view` is not on this host's window
  ///   (reported) or no view takes touches there.
  @discardableResult
  public func tap(_ view: UIView, numberOfTaps: Int = 1, numberOfTouches: Int = 1) -> UIView? {
    guard view.window === window else {
      report("tap(_:) was given a view that is not in the host's window; no touch was sent")
      return nil
    }
    let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    return tap(at: centre, numberOfTaps: numberOfTaps, numberOfTouches: numberOfTouches)
  }

  /// Taps the screen at `point` (window coordinates) `numberOfTaps` times with
  /// `numberOfTouches` fingers, side by side around the point.
  ///
  /// Each tap's fingers go down and lift together; the taps come `intervalBetweenTaps` apart on
  /// the clock, each touch's `tapCount` counting them.
  @discardableResult
  public func tap(at point: CGPoint, numberOfTaps: Int, numberOfTouches: Int = 1) -> UIView? {
    guard begin("tap(at:)", at: [point]) else { return nil }
    return drive {
      var hit: UIView?
      for tap in 1...max(1, numberOfTaps) {
        if tap > 1 { AnimationClock.advance(by: Self.intervalBetweenTaps) }
        let points = fingers(numberOfTouches, around: point)
        let touches = points.map { _ in UITouch() }
        for touch in touches { touch.tapCount = tap }
        window.send(zip(touches, points).map { ($0, .began, $1) })
        window.send(zip(touches, points).map { ($0, .ended, $1) })
        hit = hit ?? touches.first?.view
      }
      return hit
    }
  }

  /// Taps twice at `point`.
  @discardableResult
  public func doubleTap(at point: CGPoint) -> UIView? {
    tap(at: point, numberOfTaps: 2)
  }

  /// Presses `numberOfTouches` fingers at `point` for `duration` seconds of the clock, then
  /// lifts them.
  @discardableResult
  public func longPress(at point: CGPoint, duration: TimeInterval = 1, numberOfTouches: Int = 1)
    -> UIView?
  {
    guard begin("longPress(at:)", at: [point]) else { return nil }
    return drive {
      let points = fingers(numberOfTouches, around: point)
      let touches = points.map { _ in UITouch() }
      window.send(zip(touches, points).map { ($0, .began, $1) })
      AnimationClock.advance(by: max(0, duration))
      window.send(zip(touches, points).map { ($0, .ended, $1) })
      return touches.first?.view
    }
  }

  /// Drags `numberOfTouches` fingers from `start` to `end` (window coordinates) over
  /// `duration` seconds, then lifts them there.
  ///
  /// The fingers go down at `start` at the clock's time; then, one frame apart, they move by
  /// equal steps, reaching `end` after `duration` rounded to whole frames (at least one); they
  /// lift there at the time of the last move. A steady drag: a pan's velocity reads the step
  /// over the frame interval.
  @discardableResult
  public func pan(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, numberOfTouches: Int = 1
  ) -> UIView? {
    guard begin("pan(from:to:)", at: [start, end]) else { return nil }
    return drive {
      let offsets = fingers(numberOfTouches, around: .zero)
      let touches = offsets.map { _ in UITouch() }
      let frames = max(1, Int((duration / Self.frameInterval).rounded()))
      func place(_ fraction: CGFloat) -> [CGPoint] {
        let x = start.x + (end.x - start.x) * fraction
        let y = start.y + (end.y - start.y) * fraction
        return offsets.map { CGPoint(x: x + $0.x, y: y + $0.y) }
      }
      window.send(zip(touches, place(0)).map { ($0, .began, $1) })
      for frame in 1...frames {
        AnimationClock.advance(by: Self.frameInterval)
        window.send(zip(touches, place(CGFloat(frame) / CGFloat(frames))).map { ($0, .moved, $1) })
      }
      window.send(zip(touches, place(1)).map { ($0, .ended, $1) })
      return touches.first?.view
    }
  }

  /// Swipes `distance` points in `direction` from `start`, over `duration` seconds: a quick
  /// drag that a swipe recognizer takes (at least 50 points within half a second).
  @discardableResult
  public func swipe(
    _ direction: UISwipeGestureRecognizer.Direction, from start: CGPoint,
    distance: CGFloat = 100, duration: TimeInterval = 0.1, numberOfTouches: Int = 1
  ) -> UIView? {
    var end = start
    if direction.contains(.right) { end.x += distance }
    if direction.contains(.left) { end.x -= distance }
    if direction.contains(.down) { end.y += distance }
    if direction.contains(.up) { end.y -= distance }
    return pan(from: start, to: end, duration: duration, numberOfTouches: numberOfTouches)
  }

  /// Pinches two fingers around `centre`: they go down `separation` points apart on a
  /// horizontal line and move apart or together, one frame at a time over `duration`, until
  /// they are `separation × scale` apart, then lift.
  @discardableResult
  public func pinch(
    at centre: CGPoint, scale: CGFloat, duration: TimeInterval = 0.25, separation: CGFloat = 100
  ) -> UIView? {
    twoFingers("pinch(at:scale:)", around: centre, duration: duration) { fraction in
      let half = separation * (1 + (scale - 1) * fraction) / 2
      return (CGPoint(x: centre.x - half, y: centre.y), CGPoint(x: centre.x + half, y: centre.y))
    }
  }

  /// Turns two fingers around `centre` by `angle` radians (clockwise on the screen when
  /// positive): they go down `separation` points apart on a horizontal line, the first on the
  /// left, and turn one frame at a time over `duration`, then lift.
  @discardableResult
  public func rotate(
    at centre: CGPoint, angle: CGFloat, duration: TimeInterval = 0.25, separation: CGFloat = 100
  ) -> UIView? {
    twoFingers("rotate(at:angle:)", around: centre, duration: duration) { fraction in
      let turn = angle * fraction
      let dx = cos(turn) * separation / 2
      let dy = sin(turn) * separation / 2
      return (
        CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy)
      )
    }
  }

  /// Moves the pointer of an attached trackpad or mouse to `point` (window coordinates), or
  /// off the window with nil: the hover recognizers of the view under it and its ancestors
  /// begin, change or end.
  public func movePointer(to point: CGPoint?) {
    if let point, !window.bounds.contains(point) {
      return report(
        "movePointer(to:) at (\(point.x), \(point.y)) is outside the window \(window.bounds); "
          + "the pointer did not move")
    }
    drive { window.movePointer(to: point) }
  }

  // MARK: Helpers

  /// Runs a gesture's work: every event and clock step of a driven gesture goes through here,
  /// with the window's context current and on the host's clock.
  private func drive<Result>(_ work: () -> Result) -> Result {
    perform(work)
  }

  /// Two fingers placed by `place` for a fraction of the gesture from 0 to 1.
  private func twoFingers(
    _ name: String, around centre: CGPoint, duration: TimeInterval,
    place: (CGFloat) -> (CGPoint, CGPoint)
  ) -> UIView? {
    let (first, second) = place(0)
    let (lastFirst, lastSecond) = place(1)
    guard begin(name, at: [first, second, lastFirst, lastSecond]) else { return nil }
    return drive {
      let touches = [UITouch(), UITouch()]
      let frames = max(1, Int((duration / Self.frameInterval).rounded()))
      @MainActor func send(_ phase: UITouch.Phase, _ fraction: CGFloat) {
        let (a, b) = place(fraction)
        window.send([(touches[0], phase, a), (touches[1], phase, b)])
      }
      send(.began, 0)
      for frame in 1...frames {
        AnimationClock.advance(by: Self.frameInterval)
        send(.moved, CGFloat(frame) / CGFloat(frames))
      }
      send(.ended, 1)
      return touches[0].view
    }
  }

  /// `count` fingers side by side on a horizontal line centred on `point`.
  private func fingers(_ count: Int, around point: CGPoint) -> [CGPoint] {
    let count = max(1, count)
    return (0..<count).map { index in
      let offset = (CGFloat(index) - CGFloat(count - 1) / 2) * Self.fingerSpacing
      return CGPoint(x: point.x + offset, y: point.y)
    }
  }

  /// Whether a gesture may start; when not, the misuse is reported and nothing is sent.
  ///
  /// A gesture may start when no finger of another is still down (a driver called from an
  /// action of a gesture under way) and every point is inside the window.
  private func begin(_ name: String, at points: [CGPoint]) -> Bool {
    if window.hasDriverTouchesDown {
      report("\(name) was called while another gesture is still in flight; no touch was sent")
      return false
    }
    if let outside = points.first(where: { !window.bounds.contains($0) }) {
      report(
        "\(name) at (\(outside.x), \(outside.y)) is outside the window \(window.bounds); no "
          + "touch was sent")
      return false
    }
    return true
  }

  /// Reports a misuse of Bezel's drivers through the diagnostics, as a console message.
  private func report(_ text: String) {
    perform {
      let message = UIKitDiagnostics.Message(kind: .log, text: "Bezel: " + text)
      (WindowContext.currentDiagnostics ?? UIKitDiagnostics.handler)(message)
    }
  }
}
