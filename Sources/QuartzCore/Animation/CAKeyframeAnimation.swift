import Foundation

/// An animation through a list of values (or along a path) at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values.
  open var values: [Any]?
  /// A path the animated point follows; overrides `values`.
  open var path: CGPath?
  /// When each keyframe is reached, 0…1; evenly spaced when nil.
  open var keyTimes: [NSNumber]?
  /// The timing function of each segment between keyframes.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are computed (default `.linear`).
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// Tension of each keyframe for the cubic modes.
  open var tensionValues: [NSNumber]?
  /// Continuity of each keyframe for the cubic modes.
  open var continuityValues: [NSNumber]?
  /// Bias of each keyframe for the cubic modes.
  open var biasValues: [NSNumber]?
  /// Whether the layer turns to follow the path (default nil).
  open var rotationMode: CAAnimationRotationMode?

  override func makeCopy() -> CAAnimation { CAKeyframeAnimation() }

  override func copyAnimationProperties(from source: CAAnimation) {
    super.copyAnimationProperties(from: source)
    guard let source = source as? CAKeyframeAnimation else { return }
    values = source.values
    path = source.path
    keyTimes = source.keyTimes
    timingFunctions = source.timingFunctions
    calculationMode = source.calculationMode
    tensionValues = source.tensionValues
    continuityValues = source.continuityValues
    biasValues = source.biasValues
    rotationMode = source.rotationMode
  }

  /// Bezel interpolates linearly (or holds, in `.discrete` mode) between `values` at
  /// `keyTimes`; the cubic and paced modes and `path` are read as linear over `values`.
  package override func interpolatedValue(progress: Double, model: Any?) -> Any? {
    guard let values, let first = values.first else { return model }
    guard values.count > 1 else { return first }
    let times: [Double]
    if let given = keyTimes, given.count == values.count {
      times = given.map(\.doubleValue)
    } else {
      let last = Double(values.count - 1)
      times = values.indices.map { (index: Int) -> Double in Double(index) / last }
    }
    guard let segment = times.indices.dropLast().last(where: { times[$0] <= progress }) else {
      return first
    }
    let next = min(segment + 1, values.count - 1)
    if calculationMode == .discrete {
      return progress >= 1 ? values[values.count - 1] : values[segment]
    }
    let span = times[next] - times[segment]
    var local = span > 0 ? min(max((progress - times[segment]) / span, 0), 1) : 1
    if let functions = timingFunctions, functions.indices.contains(segment) {
      local = functions[segment].solve(local)
    }
    return AnimationValues.interpolate(values[segment], values[next], local)
      ?? (local < 1 ? values[segment] : values[next])
  }
}
