import Foundation

extension UIViewController {
  /// Tells the window that the status bar preferences changed: it reads them again at its next
  /// layout, and the safe area follows (hiding the status bar reclaims 20 points on a
  /// home-button iPhone, WWDC 2018 session 235).
  func statusBarAppearanceDidChange() {
    var top: UIViewController = self
    while let parent = top.storedParent { top = parent }
    (top.viewIfLoaded?.window ?? viewIfLoaded?.window)?.statusBarAppearanceDidChange()
  }
}
