import Foundation

/// The object a tab bar controller asks about selections a person makes (UIKit calls it for
/// taps only, so Bezel, which has none, never calls it).
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

// The methods are optional in UIKit.
extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    true
  }

  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
