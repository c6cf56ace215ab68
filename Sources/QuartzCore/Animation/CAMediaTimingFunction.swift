import Foundation

/// A cubic Bézier from (0, 0) to (1, 1) that paces an animation.
///
/// The named functions' control points are those Apple's documentation of
/// `CAMediaTimingFunctionName` gives: linear (0, 0, 1, 1), easeIn (0.42, 0, 1, 1), easeOut
/// (0, 0, 0.58, 1), easeInEaseOut (0.42, 0, 0.58, 1), default (0.25, 0.1, 0.25, 1).
open class CAMediaTimingFunction: NSObject {
  let c1: (x: Float, y: Float)
  let c2: (x: Float, y: Float)

  /// The predefined function `name`.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// A function with control points (c1x, c1y) and (c2x, c2y).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    c1 = (c1x, c1y)
    c2 = (c2x, c2y)
    super.init()
  }

  /// Writes control point `idx` (0…3) into `ptr[0]` and `ptr[1]`.
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let points: [(Float, Float)] = [(0, 0), c1, c2, (1, 1)]
    guard points.indices.contains(idx) else { return }
    ptr[0] = points[idx].0
    ptr[1] = points[idx].1
  }

  /// The function's output for input `x` in 0…1: y of the Bézier at the parameter whose x is `x`.
  package func solve(_ x: Double) -> Double {
    // The curve runs from (0, 0) to (1, 1): its ends are exact.
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    let (x1, y1, x2, y2) = (Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y))
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    // Bisection on the monotonic x(t): 60 halvings reach Double's precision.
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, y1, y2)
  }
}
