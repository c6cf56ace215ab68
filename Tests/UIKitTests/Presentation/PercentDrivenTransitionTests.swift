import BezelTestSupport
import Foundation
import Testing

@testable import UIKit

/// `UIPercentDrivenInteractiveTransition`: the animator's animations follow `update(_:)`, then
/// run on the clock to their end on `finish()` or back to their start on `cancel()`.
@MainActor
@Suite(.ownAnimationClock)
struct PercentDrivenTransitionTests {
  private var clock: CoreAnimationContext { CoreAnimationContext.current }

  /// Slides the presented view in from the right over 0.4 s (ease-in-out).
  final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var ended: Bool?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.4 }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
      guard let to = context.viewController(forKey: .to), let view = context.view(forKey: .to)
      else { return context.completeTransition(false) }
      let final = context.finalFrame(for: to)
      context.containerView.addSubview(view)
      view.frame = final.offsetBy(dx: final.width, dy: 0)
      UIView.animate(withDuration: 0.4) {
        view.frame = final
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
  }

  final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = SlideAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
  }

  private func start() -> (UIWindow, UIViewController, UIViewController, Delegate) {
    let root = UIViewController()
    let window = presentationWindow(root)
    let presented = UIViewController()
    presented.modalPresentationStyle = .overFullScreen
    let delegate = Delegate()
    presented.transitioningDelegate = delegate
    root.present(presented, animated: true)
    return (window, root, presented, delegate)
  }

  // Held: the clock moving changes nothing; at 50 % an ease-in-out curve is half-way (its
  // control points are symmetric), x = 375 / 2.
  @Test func updateHoldsTheAnimationsAtThePercent() {
    let (window, _, presented, delegate) = start()
    defer { withExtendedLifetime(window) {} }
    #expect(presented.transitionCoordinator?.isInteractive == true)
    #expect(delegate.interaction.duration == 0.4)
    clock.advance(by: 1)
    #expect(presented.isBeingPresented)
    #expect(presented.view.layer.presentation()?.frame.minX == 375)
    delegate.interaction.update(0.5)
    #expect(delegate.interaction.percentComplete == 0.5)
    // The timing function is solved numerically: within a thousandth of a point.
    let x = presented.view.layer.presentation()?.frame.minX ?? 0
    #expect(abs(x - 187.5) < 1e-3)
    clock.advance(by: 1)
    #expect(presented.isBeingPresented)
    delegate.interaction.finish()
    clock.finish()
  }

  // finish() runs the rest, 0.2 s of the 0.4, and completes the presentation.
  @Test func finishRunsTheRestAndCompletes() {
    let (window, root, presented, delegate) = start()
    defer { withExtendedLifetime(window) {} }
    delegate.interaction.update(0.5)
    delegate.interaction.finish()
    clock.advance(by: 0.19)
    #expect(presented.isBeingPresented)
    clock.advance(by: 0.01)
    #expect(!presented.isBeingPresented)
    #expect(delegate.animator.ended == true)
    #expect(root.presentedViewController === presented)
    #expect(presented.view.frame == window.bounds)
  }

  // cancel() runs the animations back, 0.1 s from 25 %, and undoes the presentation.
  @Test func cancelRunsBackAndUndoesThePresentation() {
    let (window, root, presented, delegate) = start()
    defer { withExtendedLifetime(window) {} }
    delegate.interaction.update(0.25)
    delegate.interaction.cancel()
    #expect(presented.transitionCoordinator?.isCancelled == true)
    clock.advance(by: 0.09)
    #expect(root.presentedViewController === presented)
    clock.advance(by: 0.01)
    #expect(delegate.animator.ended == false)
    #expect(root.presentedViewController == nil)
    #expect(presented.viewIfLoaded?.window == nil)
  }
}
