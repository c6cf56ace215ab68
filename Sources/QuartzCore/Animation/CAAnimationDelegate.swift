import Foundation

/// Methods called when an animation starts and stops.
///
/// Apple's are optional; here each has a default implementation that does nothing.
public protocol CAAnimationDelegate: NSObjectProtocol {
  /// Tells the delegate that `anim` started.
  func animationDidStart(_ anim: CAAnimation)
  /// Tells the delegate that `anim` stopped; `flag` is whether it reached its end.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
