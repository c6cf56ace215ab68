import Foundation

/// The kinds of scrolling a pan takes from a trackpad or mouse (UIPanGestureRecognizer.h; raw
/// values are Apple's).
public struct UIScrollTypeMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
  public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// A continuous recognizer of fingers dragged across the view.
///
/// It begins when at least `minimumNumberOfTouches` fingers (and no more than
/// `maximumNumberOfTouches`) have moved their centroid farther than the pan's hysteresis from
/// where they went down, changes as they move, and ends when the last finger lifts
/// (UIPanGestureRecognizer). Lifting the fingers before it began fails it.
///
/// The translation is the centroid's movement since the fingers went down — "the total
/// translation over time" (UIPanGestureRecognizer, `translation(in:)`) — so it already holds
/// the hysteresis when the gesture begins. A finger added or lifted mid-gesture moves the
/// centroid but not the translation.
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// How far, in points, the fingers move before a pan begins.
  ///
  /// UIKit does not publish it. UNVERIFIED: Bezel takes 10 points, a long press's documented
  /// `allowableMovement` default, the movement UIKit still takes as a finger held in place, so
  /// that a finger that would still hold a long press never begins a pan.
  package static let hysteresis: CGFloat = 10

  /// The fewest fingers that pan (default 1).
  open var minimumNumberOfTouches = 1
  /// The most fingers that pan (default `Int.max`, Objective-C's `NSUIntegerMax`).
  open var maximumNumberOfTouches = Int.max
  /// The scrolling a trackpad or mouse sends that the pan takes (default none).
  open var allowedScrollTypesMask: UIScrollTypeMask = []

  /// Where the translation is measured from, in window coordinates.
  var translationOrigin = CGPoint.zero
  /// The last two places of the centroid and their times, for the velocity.
  var samples: [(time: TimeInterval, point: CGPoint)] = []

  /// The movement of the fingers since they went down, in `view`'s coordinates (the window's
  /// when nil).
  open func translation(in view: UIView?) -> CGPoint {
    let current = location(in: nil)
    let end = convertFromWindow(current, to: view)
    let start = convertFromWindow(translationOrigin, to: view)
    return CGPoint(x: end.x - start.x, y: end.y - start.y)
  }

  /// Makes the translation in `view`'s coordinates `translation` as from now: the next move is
  /// measured from here (a client resets it to zero to read each move's increment).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let current = convertFromWindow(location(in: nil), to: view)
    let origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
    translationOrigin = convertToWindow(origin, from: view)
  }

  /// How fast the fingers move, in points per second in `view`'s coordinates.
  ///
  /// UIKit smooths the recent movement and does not publish how; Bezel takes the centroid's
  /// last move over the time between the two events, so a steady drag reports its speed
  /// exactly. An event with no movement and no time between (the fingers lifting where they
  /// last moved) keeps the last velocity.
  open func velocity(in view: UIView?) -> CGPoint {
    guard samples.count == 2, samples[1].time > samples[0].time else { return .zero }
    let start = convertFromWindow(samples[0].point, to: view)
    let end = convertFromWindow(samples[1].point, to: view)
    let interval = CGFloat(samples[1].time - samples[0].time)
    return CGPoint(x: (end.x - start.x) / interval, y: (end.y - start.y) / interval)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    let down = liveTouches
    if down.count > maximumNumberOfTouches, state == .possible {
      state = .failed
      return
    }
    let before = centroid(of: down.filter { !touches.contains($0) }, in: nil)
    let after = centroid(of: down, in: nil) ?? .zero
    if let before {
      shiftOrigin(by: CGPoint(x: after.x - before.x, y: after.y - before.y))
    } else {
      translationOrigin = after
      samples = [(event.timestamp, after)]
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let point = centroid(of: liveTouches, in: nil) ?? translationOrigin
    record(point, at: event.timestamp)
    switch state {
    case .possible:
      let count = liveTouches.count
      guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return }
      let moved = hypot(point.x - translationOrigin.x, point.y - translationOrigin.y)
      if moved > Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let remaining = liveTouches.filter { !touches.contains($0) }
    guard remaining.isEmpty else {
      let before = centroid(of: trackedTouches, in: nil) ?? .zero
      let after = centroid(of: remaining, in: nil) ?? .zero
      shiftOrigin(by: CGPoint(x: after.x - before.x, y: after.y - before.y))
      return
    }
    if let point = centroid(of: Array(touches), in: nil) { record(point, at: event.timestamp) }
    state = state.isActive ? .ended : .failed
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state.isActive ? .cancelled : .failed
  }

  open override func reset() {
    super.reset()
    samples = []
  }

  /// The touches still down: those tracked that have not ended in this event.
  var liveTouches: [UITouch] {
    trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
  }

  /// Adds a place of the centroid, unless nothing moved and no time passed.
  func record(_ point: CGPoint, at time: TimeInterval) {
    if let last = samples.last, last.point == point, last.time == time { return }
    if let last = samples.last, last.time == time {
      samples[samples.count - 1] = (time, point)
    } else if let last = samples.last, last.point == point {
      return
    } else {
      samples.append((time, point))
    }
    if samples.count > 2 { samples.removeFirst(samples.count - 2) }
  }

  /// Moves the origin and the samples with the centroid when a finger comes or goes.
  private func shiftOrigin(by shift: CGPoint) {
    translationOrigin.x += shift.x
    translationOrigin.y += shift.y
    samples = samples.map { ($0.time, CGPoint(x: $0.point.x + shift.x, y: $0.point.y + shift.y)) }
  }
}

extension UIGestureRecognizer {
  /// A point in window coordinates, in `view`'s coordinates.
  func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window = arenaWindow ?? self.view?.window ?? view.window else {
      return point
    }
    return view.convert(point, from: window)
  }

  /// A point in `view`'s coordinates, in window coordinates.
  func convertToWindow(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view, let window = arenaWindow ?? self.view?.window ?? view.window else {
      return point
    }
    return view.convert(point, to: window)
  }
}
