import Foundation

extension UIView {
  /// Options for animating views with blocks; raw values as UIView.h declares them.
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time so that they animate with their parent.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation values rather than the model's.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards after forwards; with `repeat`, for ever.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Uses this block's duration, not the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Uses this block's curve, not the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws the views' content as they animate.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views in a transition instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Uses none of the enclosing block's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Ease in, ease out: the default curve.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// No transition.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flips around the vertical axis, left edge first.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flips around the vertical axis, right edge first.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curls up from the bottom.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curls down from the top.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Dissolves one view into the other.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flips around the horizontal axis, top edge first.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flips around the horizontal axis, bottom edge first.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// The display's default frame rate.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames per second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The curve the options name (bits 16–19).
    var curve: AnimationCurve {
      AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
    /// The transition the options name (bits 20–23), 0 for none.
    var transition: UInt { (rawValue >> 20) & 0xF }
  }

  /// Options for keyframe animations; raw values as UIView.h declares them.
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time so that they animate with their parent.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation values rather than the model's.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation indefinitely.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards after forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Uses this block's duration, not the enclosing block's.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Uses none of the enclosing block's options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Linear interpolation between keyframes: the default.
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation: each keyframe's value at its start.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// An even pace, ignoring the keyframes' times.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve at an even pace.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// The timing curves of block animations; raw values as UIView.h declares them.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the beginning and the end.
    case easeInOut = 0
    /// Slow at the beginning.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Even throughout.
    case linear = 3

    /// Core Animation's function for the curve.
    var timingFunction: CAMediaTimingFunction {
      switch self {
      case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
      case .easeIn: CAMediaTimingFunction(name: .easeIn)
      case .easeOut: CAMediaTimingFunction(name: .easeOut)
      case .linear: CAMediaTimingFunction(name: .linear)
      }
    }
  }

  /// The system animations `perform(_:on:options:animations:completion:)` runs.
  public enum SystemAnimation: UInt, Sendable {
    /// Removes the views from the hierarchy when the animation completes.
    case delete = 0
  }
}
