import Foundation

extension UIViewController {
  /// The controller this one hangs from for its window's context: its parent, else the
  /// controller that named itself its `contextSource` (a presented controller's presenting
  /// controller).
  ///
  /// The one link the context lookup follows; a container or presentation that relates
  /// controllers otherwise overrides nothing but sets `contextSource`.
  var contextAncestor: UIViewController? {
    storedParent ?? contextSource ?? presentationLinks.presenting
  }

  /// The context current while this controller loads its view: that of the window in which the
  /// nearest controller it hangs from (`contextAncestor`, repeatedly) shows its view; nil when
  /// none is in a window, and the defaults apply.
  var loadingContext: WindowContext? {
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    var controller = contextAncestor
    while let current = controller, visited.insert(ObjectIdentifier(current)).inserted {
      if let window = current.viewIfLoaded?.window { return window.context }
      controller = current.contextAncestor
    }
    return nil
  }
}
