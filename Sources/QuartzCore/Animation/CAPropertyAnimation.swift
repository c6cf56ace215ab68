import Foundation

/// An animation of one property of a layer, named by a key path.
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the animated property ("position", "transform.scale"…).
  open var keyPath: String?
  /// Whether the animated value is added to the model value (default `false`).
  open var isAdditive = false
  /// Whether repeats accumulate (default `false`).
  open var isCumulative = false
  /// A function applied to the interpolated value (default nil).
  open var valueFunction: CAValueFunction?

  /// An animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func makeCopy() -> CAAnimation { CAPropertyAnimation() }

  override func copyAnimationProperties(from source: CAAnimation) {
    super.copyAnimationProperties(from: source)
    guard let source = source as? CAPropertyAnimation else { return }
    keyPath = source.keyPath
    isAdditive = source.isAdditive
    isCumulative = source.isCumulative
    valueFunction = source.valueFunction
  }

  /// The value the animation gives its property at media time `time`, over the model value
  /// `model`; nil when it gives none (outside its active time without a fill).
  ///
  /// An animation that has completed (through the completion API) is past its end whatever the
  /// time.
  package func value(at time: CFTimeInterval, model: Any?) -> Any? {
    let local = (time - startTime) * Double(speed) + timeOffset
    let before = local < 0 && !hasFinished
    let after = local >= activeDuration || hasFinished
    if before, fillMode != .backwards, fillMode != .both { return nil }
    if after, fillMode != .forwards, fillMode != .both { return nil }
    let end = speed == 0 ? time : endTime
    let raw = interpolatedValue(progress: progress(at: after ? end : time), model: model)
    return isAdditive ? AnimationValues.add(model, raw) ?? raw : raw
  }

  /// The value at `progress` (0…1, already paced); the base class gives the model value.
  package func interpolatedValue(progress: Double, model: Any?) -> Any? { model }
}

/// A function applied to an animation's interpolated value (CAValueFunction.h).
open class CAValueFunction: NSObject {
  /// The function's name.
  open private(set) var name: CAValueFunctionName

  /// The predefined function `name`.
  public init?(name: CAValueFunctionName) {
    self.name = name
    super.init()
  }
}
