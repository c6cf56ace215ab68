import Foundation

// UIContentContainer: "If you override this method in your custom view controllers, always call
// super at some point in your implementation so that UIKit can forward the size change message
// appropriately. View controllers forward the size change message to their views and child view
// controllers." (viewWillTransition(to:with:)); likewise willTransition(to:with:) forwards the
// trait change to the children.
extension UIViewController {
  func forwardViewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in storedChildren {
      child.viewWillTransition(
        to: self.size(forChildContentContainer: child, withParentContainerSize: size),
        with: coordinator)
    }
  }

  func forwardWillTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in storedChildren {
      let layers = [newCollection, containerTraits(forChild: child), child.traitOverrideFromParent]
      child.willTransition(
        to: UITraitCollection(traitsFrom: layers.compactMap { $0 }), with: coordinator)
    }
  }
}
