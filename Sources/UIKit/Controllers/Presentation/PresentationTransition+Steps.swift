import Foundation

// The steps of a presentation and a dismissal, in UIKit's order. Presenting: the presented view
// loads; the presentation controller's `presentationTransitionWillBegin()`; the presenter's
// `viewWillDisappear(_:)` when the presentation removes its views, then the presented
// controller's `viewWillAppear(_:)`; the animator; then `presentationTransitionDidEnd(_:)`, the
// coordinator's completions, the presented controller's `viewDidAppear(_:)`, the presenter's
// `viewDidDisappear(_:)` and the completion ("The completion handler is called after the
// viewDidAppear(_:) method is called on the presented view controller",
// present(_:animated:completion:)). A logged UIKit session shows the appearance order (vc1
// viewWillDisappear, vc2 viewWillAppear, vc2 viewDidAppear, vc1 viewDidDisappear); the place of
// the presentation controller's hooks among them is a model. Dismissing mirrors it, the
// completion last ("called after the viewDidDisappear(_:) method is called on the presented view
// controller", dismiss(animated:completion:)).
extension PresentationTransition {
  /// Prepares the presentation of `presented` by `context`, requested from `source`.
  static func presentation(
    of presented: UIViewController, by context: UIViewController, from source: UIViewController,
    style: UIModalPresentationStyle, in window: UIWindow, animated: Bool,
    completion: (() -> Void)?
  ) -> PresentationTransition {
    let delegate = presented.transitioningDelegate
    var controller: UIPresentationController
    if style == .custom,
      let custom = delegate?.presentationController(
        forPresented: presented, presenting: context, source: source)
    {
      controller = custom
    } else {
      controller = presented.managingPresentationController!
    }
    controller.storedPresenting = context
    controller.style = style
    let container = UITransitionView()
    container.presentationController = controller
    controller.storedContainerView = container
    if !controller.shouldPresentInFullscreen, let contextView = context.viewIfLoaded,
      let superview = contextView.superview
    {
      container.frame = contextView.frame
      container.autoresizingMask = contextView.autoresizingMask
      superview.insertSubview(container, aboveSubview: contextView)
    } else {
      container.frame = window.bounds
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(container)
    }
    let system = SystemTransitionAnimator(style: presented.modalTransitionStyle, animated: animated)
    var animator: any UIViewControllerAnimatedTransitioning = system
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    if animated,
      let custom = delegate?.animationController(
        forPresented: presented, presenting: context, source: source)
    {
      animator = custom
      interactor = delegate?.interactionControllerForPresentation(using: custom)
    }
    return PresentationTransition(
      kind: .presentation, presented: presented, presenter: context, controller: controller,
      containerView: container, window: window, isAnimated: animated, animator: animator,
      interactor: interactor, completion: completion)
  }

  /// Prepares the dismissal of `top`, and of the `intermediates` below it, back to `presenter`.
  static func dismissal(
    of top: UIViewController, intermediates: [UIViewController], back presenter: UIViewController,
    in window: UIWindow, animated: Bool, completion: (() -> Void)?
  ) -> PresentationTransition {
    let controller =
      top.presentationLinks.controller
      ?? top.makePresentationController(style: .fullScreen, presenting: presenter, source: nil)
    let container = controller.containerView ?? window
    let system = SystemTransitionAnimator(style: top.modalTransitionStyle, animated: animated)
    var animator: any UIViewControllerAnimatedTransitioning = system
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    if animated, let delegate = top.transitioningDelegate,
      let custom = delegate.animationController(forDismissed: top)
    {
      animator = custom
      interactor = delegate.interactionControllerForDismissal(using: custom)
    }
    return PresentationTransition(
      kind: .dismissal, presented: top, presenter: presenter, intermediates: intermediates,
      controller: controller, containerView: container, window: window, isAnimated: animated,
      animator: animator, interactor: interactor, completion: completion)
  }

  func start() {
    switch kind {
    case .presentation: startPresentation()
    case .dismissal: startDismissal()
    }
  }

  // MARK: Presentation

  private func startPresentation() {
    presented.presentationLinks.presenting = presenter
    presented.presentationLinks.controller = controller
    presented.presentationLinks.phase = .presenting
    presented.presentationLinks.transition = self
    presenter.presentationLinks.presented = presented
    // The presented controller's `loadView` reads the presenting window's screen.
    window.context.run { presented.loadViewIfNeeded() }
    controller.presentationTransitionWillBegin()
    if controller.shouldRemovePresentersView {
      presenter.beginAppearance(false, animated: isAnimated)
    }
    presented.beginAppearance(true, animated: isAnimated)
    runAnimator()
  }

  func finishPresentation(completed: Bool) {
    flushAlongside()
    if completed {
      if controller.shouldRemovePresentersView, let view = presenter.viewIfLoaded,
        let superview = view.superview
      {
        presenter.presentationLinks.removedViewSuperview = superview
        presenter.presentationLinks.removedViewIndex =
          superview.subviews.firstIndex { $0 === view } ?? 0
        view.removeFromSuperview()
      }
      containerView.layoutIfNeeded()
      controller.presentationTransitionDidEnd(true)
      runAlongsideCompletions()
      presented.endAppearance()
      presenter.endAppearance()
      presented.presentationLinks.phase = .presented
      presented.presentationLinks.transition = nil
      animator.animationEnded(true)
      completion?()
    } else {
      controller.presentedView?.removeFromSuperview()
      containerView.removeFromSuperview()
      controller.presentationTransitionDidEnd(false)
      runAlongsideCompletions()
      presented.beginAppearance(false, animated: isAnimated)
      presented.endAppearance()
      if controller.shouldRemovePresentersView {
        presenter.beginAppearance(true, animated: isAnimated)
        presenter.endAppearance()
      }
      unlink(presented)
      animator.animationEnded(false)
    }
  }

  // MARK: Dismissal

  private func startDismissal() {
    presented.presentationLinks.phase = .dismissing
    presented.presentationLinks.transition = self
    controller.dismissalTransitionWillBegin()
    presented.beginAppearance(false, animated: isAnimated)
    for intermediate in intermediates.reversed() {
      intermediate.beginAppearance(false, animated: false)
    }
    if restorePresenterView() {
      presenter.beginAppearance(true, animated: isAnimated)
    }
    runAnimator()
  }

  func finishDismissal(completed: Bool) {
    flushAlongside()
    if completed {
      controller.presentedView?.removeFromSuperview()
      if containerView !== window { containerView.removeFromSuperview() }
      for intermediate in intermediates {
        intermediate.presentationLinks.controller?.containerView?.removeFromSuperview()
      }
      controller.dismissalTransitionDidEnd(true)
      runAlongsideCompletions()
      presenter.endAppearance()
      for intermediate in intermediates.reversed() { intermediate.endAppearance() }
      presented.endAppearance()
      for leaving in intermediates + [presented] { unlink(leaving) }
      animator.animationEnded(true)
      completion?()
    } else {
      let removes = presenter.presentationLinks.removedViewSuperview == nil
      if controller.shouldRemovePresentersView, removes, let view = presenter.viewIfLoaded,
        let superview = view.superview
      {
        presenter.presentationLinks.removedViewSuperview = superview
        presenter.presentationLinks.removedViewIndex =
          superview.subviews.firstIndex { $0 === view } ?? 0
        view.removeFromSuperview()
        presenter.beginAppearance(false, animated: isAnimated)
        presenter.endAppearance()
      }
      controller.dismissalTransitionDidEnd(false)
      runAlongsideCompletions()
      presented.beginAppearance(true, animated: isAnimated)
      presented.endAppearance()
      presented.presentationLinks.phase = .presented
      presented.presentationLinks.transition = nil
      animator.animationEnded(false)
    }
  }

  /// Puts back the presenter's view a full-screen presentation removed, sized as the container
  /// that covered it; says whether it did.
  private func restorePresenterView() -> Bool {
    let links = presenter.presentationLinks
    guard let superview = links.removedViewSuperview, let view = presenter.viewIfLoaded else {
      return false
    }
    presenter.presentationLinks.removedViewSuperview = nil
    let first = intermediates.first ?? presented
    let cover = first.presentationLinks.controller?.containerView
    superview.insertSubview(view, at: min(links.removedViewIndex, superview.subviews.count))
    if let cover, cover.superview === superview { view.frame = cover.frame }
    return true
  }

  /// Ends the links of a presentation that ended or was cancelled.
  private func unlink(_ leaving: UIViewController) {
    if let presenting = leaving.presentationLinks.presenting,
      presenting.presentationLinks.presented === leaving
    {
      presenting.presentationLinks.presented = nil
    }
    leaving.presentationLinks.presenting = nil
    leaving.presentationLinks.phase = .none
    leaving.presentationLinks.transition = nil
    leaving.presentationLinks.controller?.storedContainerView = nil
  }

  /// Runs alongside animations still waiting when the transition ends at once.
  private func flushAlongside() {
    let pending = alongsideAnimations
    alongsideAnimations = []
    for animation in pending { animation(self) }
  }
}
