import Foundation

/// The container view of a presentation (UIKit's `UITransitionView`): it holds the presented
/// view over the presenting window or context, and asks the presentation controller to place
/// it when it lays out.
@MainActor
final class UITransitionView: UIView {
  weak var presentationController: UIPresentationController?

  override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }
}
