import Foundation

/// The timing of layers and animations: a hierarchy of local times (CAMediaTiming.h).
public protocol CAMediaTiming {
  /// When the object's time begins, in its parent's time.
  var beginTime: CFTimeInterval { get set }
  /// The basic duration of one iteration.
  var duration: CFTimeInterval { get set }
  /// How fast the object's time runs relative to its parent's.
  var speed: Float { get set }
  /// An offset added to the object's local time.
  var timeOffset: CFTimeInterval { get set }
  /// How many times the object repeats; may be fractional.
  var repeatCount: Float { get set }
  /// How long the object repeats.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each iteration plays backwards after forwards.
  var autoreverses: Bool { get set }
  /// What the object shows outside its active duration.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// The current media time: the virtual clock's, in seconds.
///
/// Bezel never reads a wall clock (DESIGN.md): this is the time of the clock that drives
/// animations, 0 until a test advances it.
public func CACurrentMediaTime() -> CFTimeInterval { CoreAnimationContext.current.mediaTime }
