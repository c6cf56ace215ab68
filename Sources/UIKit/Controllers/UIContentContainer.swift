import Foundation

/// The methods a container and its children use to adapt to a new size or new traits
/// (UIContentContainer.h); UIViewController adopts it.
@MainActor @preconcurrency
public protocol UIContentContainer: NSObjectProtocol {
  var preferredContentSize: CGSize { get }
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  )
}
