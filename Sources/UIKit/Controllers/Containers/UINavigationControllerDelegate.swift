import Foundation

/// The object a navigation controller tells when it shows a new top controller.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

// The methods are optional in UIKit.
extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
