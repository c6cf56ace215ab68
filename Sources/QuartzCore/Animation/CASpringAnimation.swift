import Foundation

/// An animation that moves its property as a damped spring would.
///
/// The model is the damped harmonic oscillator `m·x″ + c·x′ + k·x = 0` (Apple's documentation
/// of `mass`, `stiffness`, `damping`): with `ω₀ = √(k/m)` and `ζ = c / (2·√(k·m))`, the
/// remaining distance to the target, starting at 1 with velocity `−initialVelocity`, is
/// `e^(−ζω₀t)·(cos ω_d t + B sin ω_d t)` below critical damping. `settlingDuration` is the time
/// after which that envelope stays under 0.001 of the distance, the threshold SwiftUI's
/// `Spring.settlingDuration` documents.
open class CASpringAnimation: CABasicAnimation {
  /// The mass of the object on the spring (default 1).
  open var mass: CGFloat = 1
  /// The spring's stiffness coefficient (default 100).
  open var stiffness: CGFloat = 100
  /// The damping coefficient (default 10).
  open var damping: CGFloat = 10
  /// The initial velocity, in distances per second (default 0).
  open var initialVelocity: CGFloat = 0
  /// Whether damping beyond critical is allowed (default `false`).
  open var allowsOverdamping = false

  /// A spring that settles in about `perceptualDuration` seconds with `bounce` (−1…1).
  ///
  /// The conversion is the one WWDC23 "Animate with springs" gives: mass 1, stiffness
  /// (2π / duration)², damping 4π(1 − bounce) / duration for bounce ≥ 0, and
  /// 4π / (duration·(1 + bounce)) below.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let duration = CGFloat(max(perceptualDuration, 0.0001))
    mass = 1
    stiffness = pow(2 * .pi / duration, 2)
    damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / duration : 4 * .pi / (duration * (1 + bounce))
    allowsOverdamping = bounce < 0
  }

  /// The perceptual duration: `2π / ω₀`.
  open var perceptualDuration: CFTimeInterval {
    Double(2 * .pi / (stiffness / mass).squareRoot())
  }

  /// The bounce: `1 − ζ` at or below critical damping, `1/ζ − 1` above.
  open var bounce: CGFloat {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// The estimated time for the spring to come to rest.
  open var settlingDuration: CFTimeInterval { Double(settlingTime(epsilon: 0.001)) }

  override func makeCopy() -> CAAnimation { CASpringAnimation() }

  override func copyAnimationProperties(from source: CAAnimation) {
    super.copyAnimationProperties(from: source)
    guard let source = source as? CASpringAnimation else { return }
    mass = source.mass
    stiffness = source.stiffness
    damping = source.damping
    initialVelocity = source.initialVelocity
    allowsOverdamping = source.allowsOverdamping
  }

  var dampingRatio: CGFloat {
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    return allowsOverdamping ? zeta : min(zeta, 1)
  }

  /// The remaining fraction of the distance at `t` seconds: 1 at 0, 0 at rest.
  package func remaining(at t: CGFloat) -> CGFloat {
    let omega = (stiffness / mass).squareRoot()
    let zeta = dampingRatio
    let v0 = initialVelocity
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - v0) / omegaD
      return exp(-zeta * omega * t) * (cos(omegaD * t) + b * sin(omegaD * t))
    }
    if zeta == 1 { return (1 + (omega - v0) * t) * exp(-omega * t) }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (-v0 - r1) / (r2 - r1)
    return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
  }

  func settlingTime(epsilon: CGFloat) -> CGFloat {
    let omega = (stiffness / mass).squareRoot()
    let zeta = dampingRatio
    guard omega > 0, zeta > 0 else { return .infinity }
    if zeta < 1 {
      // The envelope e^(−ζω₀t)·√(1 + B²) falls to epsilon at ln(√(1 + B²) / epsilon) / (ζω₀).
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - initialVelocity) / omegaD
      return log((1 + b * b).squareRoot() / epsilon) / (zeta * omega)
    }
    // At or above critical damping the motion does not oscillate: the last time the remaining
    // distance is epsilon, found by stepping a millisecond at a time.
    var t: CGFloat = 0
    var last: CGFloat = 0
    while t < 1000 {
      if abs(remaining(at: t)) >= epsilon { last = t }
      if t > last + 1 { break }
      t += 0.001
    }
    return last
  }

  package override func interpolatedValue(progress: Double, model: Any?) -> Any? {
    let (from, to) = ends(model: model)
    // The spring runs on its own time: progress × duration seconds into the motion.
    let seconds = CGFloat(progress) * CGFloat(effectiveDuration)
    let fraction = Double(1 - remaining(at: seconds))
    return AnimationValues.interpolate(from, to, fraction) ?? (progress < 1 ? from : to)
  }
}
