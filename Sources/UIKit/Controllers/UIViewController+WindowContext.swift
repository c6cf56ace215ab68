import Foundation

extension UIViewController {
  /// The window of the nearest ancestor controller whose view is in one, whose context is current
  /// while this controller loads its view; a presented controller's ancestor is the controller
  /// that presents it.
  var windowOfAncestors: UIWindow? {
    var controller = storedParent ?? presentationLinks.presenting
    while let current = controller {
      if let window = current.viewIfLoaded?.window { return window }
      controller = current.storedParent ?? current.presentationLinks.presenting
    }
    return nil
  }
}
