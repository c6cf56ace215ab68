import Foundation

extension UIScrollView {
  /// How quickly a scroll view slows down after the finger lifts: the share of its velocity it
  /// keeps each millisecond (UIScrollView.h; raw values are Apple's: `.normal` 0.998, `.fast`
  /// 0.99).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat

    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// How far a scroll released at `velocity` points per second travels before it rests, at
  /// `rate`: the velocity in points per millisecond kept `rate` times over each millisecond,
  /// summed, `v / 1000 × rate / (1 − rate)` (WWDC 2018 session 803, "Designing Fluid
  /// Interfaces", the projection function it gives for UIScrollView's deceleration).
  package static func projectedDistance(velocity: CGFloat, rate: DecelerationRate) -> CGFloat {
    let r = rate.rawValue
    guard r > 0, r < 1, velocity.isFinite else { return 0 }
    return velocity / 1000 * r / (1 - r)
  }
}
