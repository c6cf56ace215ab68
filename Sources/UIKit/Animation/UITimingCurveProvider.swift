import Foundation

/// The kinds of timing curve (UITimingCurveProvider.h).
public enum UITimingCurveType: Int, Sendable {
  /// One of UIKit's named curves.
  case builtin = 0
  /// A cubic Bézier curve.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve for some properties and a spring for others.
  case composed = 3
}

/// An object that gives an animator its timing (UITimingCurveProvider.h).
public protocol UITimingCurveProvider: NSCoding, NSCopying {
  /// The kind of curve.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic parameters, for builtin, cubic and composed curves.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring parameters, for spring and composed curves.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (UITimingParameters.h).
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
  /// The named curve, or `.easeInOut` for a custom one.
  public let animationCurve: UIView.AnimationCurve
  /// The first control point.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint
  private let isBuiltin: Bool

  /// The default curve, ease-in-ease-out.
  public override convenience init() { self.init(animationCurve: .easeInOut) }

  /// A named curve, with Core Animation's control points for it (CAMediaTimingFunction.h).
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    let function = curve.timingFunction
    var first: [Float] = [0, 0]
    var second: [Float] = [0, 0]
    function.getControlPoint(at: 1, values: &first)
    function.getControlPoint(at: 2, values: &second)
    controlPoint1 = CGPoint(x: CGFloat(first[0]), y: CGFloat(first[1]))
    controlPoint2 = CGPoint(x: CGFloat(second[0]), y: CGFloat(second[1]))
    isBuiltin = true
    super.init()
  }

  /// A custom curve through `point1` and `point2`.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isBuiltin = false
    super.init()
  }

  /// A curve from an archive; Bezel reads none and gives the default.
  public required convenience init?(coder: NSCoder) { self.init() }

  /// Archives nothing: Bezel keeps no archives.
  open func encode(with coder: NSCoder) {}

  /// A copy with the same curve.
  open func copy(with zone: NSZone? = nil) -> Any {
    isBuiltin
      ? UICubicTimingParameters(animationCurve: animationCurve)
      : UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
  }

  open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  open var springTimingParameters: UISpringTimingParameters? { nil }

  /// Core Animation's function for the curve.
  var timingFunction: CAMediaTimingFunction {
    CAMediaTimingFunction(
      controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
      Float(controlPoint2.y))
  }
}

/// A spring timing curve (UITimingParameters.h).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
  /// The initial velocity, as a vector of the whole distance per second.
  public let initialVelocity: CGVector
  /// The spring: mass, stiffness and damping.
  let mass: CGFloat
  let stiffness: CGFloat
  let damping: CGFloat
  /// Whether the spring was given as a damping ratio, which the animator's duration scales.
  let dampingRatio: CGFloat?

  /// A critically damped spring (damping ratio 1).
  public override convenience init() { self.init(dampingRatio: 1) }

  /// A spring with `ratio` (0…1), played over the animator's duration.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// A spring with `ratio` (0…1) and `velocity`, played over the animator's duration.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = velocity
    dampingRatio = ratio
    // The animator's duration sets the stiffness; these stand for a 1-second spring.
    let spring = CASpringAnimation(perceptualDuration: 1, bounce: 1 - max(0, min(ratio, 1)))
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
    super.init()
  }

  /// A spring of the given physics; its settling time, not the animator's duration, is the
  /// animation's length (UITimingParameters.h).
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    initialVelocity = velocity
    dampingRatio = nil
    super.init()
  }

  /// A spring from an archive; Bezel reads none and gives the default.
  public required convenience init?(coder: NSCoder) { self.init() }

  /// Archives nothing: Bezel keeps no archives.
  open func encode(with coder: NSCoder) {}

  /// A copy with the same spring.
  open func copy(with zone: NSZone? = nil) -> Any {
    if let dampingRatio {
      return UISpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }
    return UISpringTimingParameters(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  open var timingCurveType: UITimingCurveType { .spring }
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  open var springTimingParameters: UISpringTimingParameters? { self }

  /// A spring animation of `keyPath` lasting `duration`.
  func makeAnimation(keyPath: String, duration: TimeInterval) -> CASpringAnimation {
    let animation: CASpringAnimation
    if let dampingRatio {
      animation = CASpringAnimation(
        perceptualDuration: duration, bounce: 1 - max(0, min(dampingRatio, 1)))
    } else {
      animation = CASpringAnimation()
      animation.mass = mass
      animation.stiffness = stiffness
      animation.damping = damping
    }
    animation.keyPath = keyPath
    animation.initialVelocity = initialVelocity.dx
    return animation
  }
}
