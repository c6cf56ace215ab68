import Foundation

extension UIViewController {
  /// Whether a navigation or tab bar controller shows this controller (its parent is one): the
  /// case in which `.automatic` always adjusts a content scroll view's top and bottom.
  var isShownByBarController: Bool {
    parent?.isBarController == true
  }
}
