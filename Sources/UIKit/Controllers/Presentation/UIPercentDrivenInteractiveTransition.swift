import Foundation

/// An interactive transition that runs a transition's animator and sets how far along it is
/// (UIViewControllerTransitioning.h).
///
/// The animator's block animations are held at `percentComplete`; `finish()` and `cancel()` run
/// them on to their end or back to their start at `completionSpeed`, on the clock.
@MainActor @preconcurrency
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
  /// The transition's duration: the animator's.
  open var duration: CGFloat { CGFloat(context?.interactiveDuration ?? 0) }
  /// How far along the transition is, 0…1.
  open var percentComplete: CGFloat { context?.interactivePercent ?? 0 }
  open var completionSpeed: CGFloat = 1
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  open var timingCurve: (any UITimingCurveProvider)?
  open var wantsInteractiveStart = true
  weak var context: PresentationTransition?

  public override init() {
    super.init()
  }

  /// Starts the transition held at its start.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    guard let transition = transitionContext as? PresentationTransition else { return }
    context = transition
    transition.startPercentDriven()
  }

  /// Holds the animations where they are.
  open func pauseInteractiveTransition() {
    context?.pauseInteractiveTransition()
  }

  /// Moves the animations to `percentComplete` of their way.
  open func update(_ percentComplete: CGFloat) {
    context?.updateInteractiveTransition(percentComplete)
  }

  /// Runs the animations back to their start and cancels the transition.
  open func cancel() {
    context?.cancelInteractiveTransition()
  }

  /// Runs the animations on to their end and completes the transition.
  open func finish() {
    context?.finishInteractiveTransition()
  }
}
