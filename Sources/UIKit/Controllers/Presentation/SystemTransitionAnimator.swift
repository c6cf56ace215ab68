import Foundation

/// UIKit's own presentation animation for a transition style: the presented view rises from
/// below the container (`.coverVertical`) or fades in (`.crossDissolve`), and leaves the same way.
///
/// The durations are UIKit's unpublished values, a model: 0.5 s for the cover (a commonly
/// given value), 0.4 s for the dissolve (measured by a library that uses it, ToastUI issue 35).
/// `.flipHorizontal` and `.partialCurl` move nothing Bezel records and are shown as the cover.
@MainActor
final class SystemTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let style: UIModalTransitionStyle
  let isAnimated: Bool

  init(style: UIModalTransitionStyle, animated: Bool) {
    self.style = style
    isAnimated = animated
    super.init()
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    guard isAnimated else { return 0 }
    return style == .crossDissolve ? 0.4 : 0.5
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let duration = transitionDuration(using: transitionContext)
    var change: () -> Void = {}
    let isDismissing = transitionContext.viewController(forKey: .from)?.isBeingDismissed ?? false
    var restoresAlpha: UIView?
    if !isDismissing, let toController = transitionContext.viewController(forKey: .to),
      let view = transitionContext.view(forKey: .to)
    {
      // Presenting: the presented view goes into the container at its final frame.
      let final = transitionContext.finalFrame(for: toController)
      container.addSubview(view)
      view.frame = final
      container.layoutIfNeeded()
      guard duration > 0 else { return transitionContext.completeTransition(true) }
      if style == .crossDissolve {
        view.alpha = 0
        change = { view.alpha = 1 }
      } else {
        view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
        change = { view.frame = final }
      }
    } else if let view = transitionContext.view(forKey: .from) {
      guard duration > 0 else { return transitionContext.completeTransition(true) }
      let start = view.frame
      if style == .crossDissolve {
        change = { view.alpha = 0 }
        restoresAlpha = view
      } else {
        change = { view.frame = start.offsetBy(dx: 0, dy: container.bounds.height) }
      }
    } else {
      return transitionContext.completeTransition(true)
    }
    let leaving = isDismissing ? transitionContext.view(forKey: .from) : nil
    let leavingFrame = leaving?.frame
    UIView.animate(withDuration: duration, animations: change) { _ in
      // The dissolved view leaves the window; it is opaque again for its next presentation.
      restoresAlpha?.alpha = 1
      // A cancelled dismissal leaves the view where it was.
      if transitionContext.transitionWasCancelled, let leaving, let leavingFrame {
        leaving.frame = leavingFrame
      }
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
