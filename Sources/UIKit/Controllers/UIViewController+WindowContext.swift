import Foundation

extension UIViewController {
  /// The window of the nearest ancestor controller whose view is in one, whose context is current
  /// while this controller loads its view.
  var windowOfAncestors: UIWindow? {
    var controller = storedParent
    while let current = controller {
      if let window = current.viewIfLoaded?.window { return window }
      controller = current.storedParent
    }
    return nil
  }
}
