import BezelTestSupport
import Foundation
import Testing

@testable import UIKit

/// Animated presentations on the virtual clock: UIKit's own transition, a custom animator with
/// its context, and the transition coordinator.
@MainActor
@Suite(.ownAnimationClock)
struct PresentationAnimationTests {
  private var clock: CoreAnimationContext { CoreAnimationContext.current }

  // The cover transition lasts 0.5 s (`SystemTransitionAnimator`'s model): the presented view
  // starts one container height below its place and ends exactly there; the completion waits
  // for the end.
  @Test func theDefaultTransitionRisesFromBelowAndEndsInPlace() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    var completed = false
    root.present(presented, animated: true) { completed = true }
    #expect(presented.isBeingPresented)
    #expect(presented.view.frame == window.bounds)
    #expect(presented.view.layer.presentation()?.frame.minY == 667)
    clock.advance(by: 0.25)
    #expect(!completed)
    #expect(root.view.window === window)
    let halfway = presented.view.layer.presentation()?.frame.minY ?? -1
    #expect(halfway > 0 && halfway < 667)
    clock.advance(by: 0.25)
    #expect(completed)
    #expect(!presented.isBeingPresented)
    #expect(presented.view.frame == window.bounds)
    #expect(root.view.window == nil)
  }

  @Test func theDefaultDismissalLeavesDownwards() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let presented = UIViewController()
    presented.modalPresentationStyle = .overFullScreen
    root.present(presented, animated: false)
    var completed = false
    presented.dismiss(animated: true) { completed = true }
    #expect(presented.isBeingDismissed)
    #expect(presented.view.frame.minY == 667)
    clock.advance(by: 0.49)
    #expect(!completed)
    #expect(presented.presentingViewController === root)
    clock.advance(by: 0.01)
    #expect(completed)
    #expect(presented.viewIfLoaded?.window == nil)
    #expect(root.presentedViewController == nil)
  }

  // Presenting again while the first presentation animates is refused ("while a presentation
  // is in progress").
  @Test func presentingDuringATransitionIsRefused() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let first = UIViewController()
    root.present(first, animated: true)
    let second = UIViewController()
    let messages = UIKitDiagnostics.capturing { first.present(second, animated: false) }
    #expect(messages.first?.text.hasSuffix("while a presentation is in progress.") == true)
    #expect(first.presentedViewController == nil)
    clock.finish()
  }

  // `show(_:sender:)` without a navigation controller presents modally, animated.
  @Test func showWithoutANavigationControllerPresents() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let shown = UIViewController()
    root.show(shown, sender: nil)
    #expect(root.presentedViewController === shown)
    #expect(shown.isBeingPresented)
    clock.finish()
    #expect(!shown.isBeingPresented)
  }

  // transitionCoordinator exists during the transition: alongside animations run with it, and
  // their completions before the presented controller's viewDidAppear.
  @Test func theCoordinatorRunsAlongsideAnimations() {
    final class Alongside: UIViewController {
      var log: [String] = []
      let marker = UIView()
      override func viewWillAppear(_ animated: Bool) {
        let accepted = transitionCoordinator?.animate(
          alongsideTransition: { context in
            self.marker.alpha = 0.5
            self.log.append("animation \(context.isAnimated) \(context.transitionDuration)")
          },
          completion: { context in self.log.append("completion \(context.isCancelled)") })
        log.append("accepted \(accepted ?? false)")
      }
      override func viewDidAppear(_ animated: Bool) {
        log.append("viewDidAppear")
      }
    }
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let presented = Alongside()
    root.present(presented, animated: true)
    #expect(presented.log == ["accepted true", "animation true 0.5"])
    #expect(presented.marker.layer.animation(forKey: "opacity")?.duration == 0.5)
    clock.finish()
    #expect(
      presented.log == [
        "accepted true", "animation true 0.5", "completion false", "viewDidAppear",
      ])
    #expect(presented.transitionCoordinator == nil)
  }

  /// An animator that records what its context says and slides the view in over 0.3 s.
  final class RecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var notes: [String] = []
    var ended: Bool?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.3 }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
      let container = context.containerView
      if let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to),
        to.isBeingPresented
      {
        let from = context.viewController(forKey: .from)
        notes.append("from view \(context.view(forKey: .from) == nil ? "nil" : "set")")
        notes.append("initial \(context.initialFrame(for: to))")
        notes.append("final \(context.finalFrame(for: to))")
        notes.append("from initial \(context.initialFrame(for: from!))")
        container.addSubview(toView)
        toView.frame = context.finalFrame(for: to).offsetBy(dx: container.bounds.width, dy: 0)
        UIView.animate(withDuration: 0.3) {
          toView.frame = context.finalFrame(for: to)
        } completion: { _ in
          context.completeTransition(!context.transitionWasCancelled)
        }
      } else {
        let fromView = context.view(forKey: .from)
        UIView.animate(withDuration: 0.3) {
          fromView?.alpha = 0
        } completion: { _ in
          context.completeTransition(!context.transitionWasCancelled)
        }
      }
    }
    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
  }

  final class AnimatingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = RecordingAnimator()
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    { animator }
  }

  // The context of a presentation (UIViewControllerContextTransitioning): the presented view
  // arrives (initial frame zero, final frame the container's bounds), the presenter's view is
  // nil for a style that keeps it; the transition ends when the animator completes it.
  @Test func aCustomAnimatorGetsTheTransitionContext() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let presented = UIViewController()
    presented.modalPresentationStyle = .overFullScreen
    let delegate = AnimatingDelegate()
    presented.transitioningDelegate = delegate
    var completed = false
    root.present(presented, animated: true) { completed = true }
    #expect(
      delegate.animator.notes == [
        "from view nil", "initial \(CGRect.zero)", "final \(window.bounds)",
        "from initial \(window.bounds)",
      ])
    clock.advance(by: 0.29)
    #expect(!completed)
    clock.advance(by: 0.01)
    #expect(completed)
    #expect(delegate.animator.ended == true)
    #expect(presented.view.frame == window.bounds)
    delegate.animator.ended = nil
    root.dismiss(animated: true)
    clock.advance(by: 0.3)
    #expect(delegate.animator.ended == true)
    #expect(root.presentedViewController == nil)
  }

  // Without animation UIKit does not ask for the animator.
  @Test func anUnanimatedPresentationSkipsTheCustomAnimator() {
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let presented = UIViewController()
    let delegate = AnimatingDelegate()
    presented.transitioningDelegate = delegate
    root.present(presented, animated: false)
    #expect(delegate.animator.notes.isEmpty)
    #expect(presented.view.window === window)
  }

  // A cancelled transition leaves things as they were: completeTransition(false).
  @Test func aCancelledPresentationUndoesItself() {
    final class Cancelling: NSObject, UIViewControllerAnimatedTransitioning,
      UIViewControllerTransitioningDelegate
    {
      func transitionDuration(
        using transitionContext: (any UIViewControllerContextTransitioning)?
      ) -> TimeInterval { 0.2 }
      func animateTransition(using context: any UIViewControllerContextTransitioning) {
        context.containerView.addSubview(context.view(forKey: .to)!)
        context.completeTransition(false)
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }
    let log = CallbackLog()
    let root = UIViewController()
    let window = presentationWindow(root)
    defer { withExtendedLifetime(window) {} }
    let presented = LoggingController("B", log: log)
    let delegate = Cancelling()
    presented.transitioningDelegate = delegate
    var completed = false
    root.present(presented, animated: true) { completed = true }
    #expect(!completed)
    #expect(root.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(presented.view.window == nil)
    #expect(window.subviews.count == 1)
    #expect(
      log.entries == [
        "B.viewDidLoad", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear",
      ])
  }
}
