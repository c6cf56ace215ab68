import Foundation

extension UIBarButtonItem {
  /// An item whose title and image are `primaryAction`'s (iOS 14).
  public convenience init(primaryAction: UIAction?) {
    self.init()
    self.primaryAction = primaryAction
    // An initializer's own assignment does not run `primaryAction`'s observer.
    adoptTitleAndImage(of: primaryAction)
  }
}
