import Foundation

/// An animation between two values of a property.
///
/// CABasicAnimation.h's table of which ends are used: both from and to: from → to; from and by:
/// from → from + by; by and to: to − by → to; from only: from → the model value; to only: the
/// model value → to; by only: the model value → model + by; none: the previous model value →
/// the current one.
open class CABasicAnimation: CAPropertyAnimation {
  /// The value the animation starts from.
  open var fromValue: Any?
  /// The value the animation ends at.
  open var toValue: Any?
  /// The relative value the animation moves by.
  open var byValue: Any?

  /// For an implicit animation with no ends: the model value before the change.
  package var implicitFromValue: Any?

  override func makeCopy() -> CAAnimation { CABasicAnimation() }

  override func copyAnimationProperties(from source: CAAnimation) {
    super.copyAnimationProperties(from: source)
    guard let source = source as? CABasicAnimation else { return }
    fromValue = source.fromValue
    toValue = source.toValue
    byValue = source.byValue
    implicitFromValue = source.implicitFromValue
  }

  /// The two ends the animation interpolates between, given the model value.
  package func ends(model: Any?) -> (from: Any?, to: Any?) {
    switch (fromValue, toValue, byValue) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return (from, AnimationValues.add(from, by))
    case (nil, let to?, let by?): return (AnimationValues.subtract(to, by), to)
    case (let from?, nil, nil): return (from, model)
    case (nil, let to?, nil): return (model, to)
    case (nil, nil, let by?): return (model, AnimationValues.add(model, by))
    default: return (implicitFromValue ?? model, model)
    }
  }

  package override func interpolatedValue(progress: Double, model: Any?) -> Any? {
    let (from, to) = ends(model: model)
    return AnimationValues.interpolate(from, to, progress) ?? (progress < 1 ? from : to)
  }
}
