import Foundation

/// The container view of a presentation (UIKit's `UITransitionView`): it holds the presented
/// view over the presenting window or context, and asks the presentation controller to place
/// it when it lays out.
@MainActor
final class UITransitionView: UIView {
  weak var presentationController: UIPresentationController?

  /// Asks the presentation controller to lay out; once presented, the presented view follows
  /// `frameOfPresentedViewInContainerView` (a rotation, a new window size).
  override func layoutSubviews() {
    guard let controller = presentationController else { return super.layoutSubviews() }
    controller.containerViewWillLayoutSubviews()
    if controller.presentedViewController.presentationLinks.phase == .presented,
      let view = controller.presentedView, view.superview === self
    {
      let frame = controller.frameOfPresentedViewInContainerView
      if view.frame != frame { view.frame = frame }
    }
    super.layoutSubviews()
    controller.containerViewDidLayoutSubviews()
  }
}
