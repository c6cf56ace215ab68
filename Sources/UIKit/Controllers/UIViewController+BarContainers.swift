import Foundation

extension UIViewController {
  /// Whether a navigation or tab bar controller shows this controller.
  var isShownByBarController: Bool {
    false
  }
}
