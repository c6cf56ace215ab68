import Foundation

/// The object that gives the animator, interactive animator and presentation controller of a
/// presentation (UIViewControllerTransitioning.h).
@MainActor @preconcurrency
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  /// The animator that presents `presented`; nil for UIKit's own transition.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator that dismisses `dismissed`; nil for UIKit's own transition.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  /// The object that drives the presentation's animator interactively; nil for none.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  )
    -> (any UIViewControllerInteractiveTransitioning)?
  /// The object that drives the dismissal's animator interactively; nil for none.
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  /// The presentation controller of a `.custom` presentation; nil for UIKit's own.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

// The methods are optional in UIKit.
extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }

  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// An object that animates a transition between two view controllers
/// (UIViewControllerTransitioning.h).
@MainActor @preconcurrency
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// The transition's duration in seconds.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Animates the transition; must call the context's `completeTransition(_:)` when it ends.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// The animator of an interruptible transition. Optional in UIKit: Bezel's default returns an
  /// animator it recognises as "not implemented".
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  /// Called after the transition ended, completed or cancelled.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    UnimplementedInterruptibleAnimator(duration: 0, curve: .linear)
  }

  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: the mark of an animator that does
/// not implement the optional method.
final class UnimplementedInterruptibleAnimator: UIViewPropertyAnimator {}

/// An object that drives a transition's animations interactively
/// (UIViewControllerTransitioning.h).
@MainActor @preconcurrency
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// Starts the interactive transition.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// The speed of the animations that finish the transition once interaction ends; 1 by default.
  var completionSpeed: CGFloat { get }
  /// The curve of the animations that finish the transition; ease-in-out by default.
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactively; true by default.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}
