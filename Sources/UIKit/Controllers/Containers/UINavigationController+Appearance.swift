import Foundation

// A push or pop changes which controller's view shows: the old top controller disappears and
// the new one appears, with `isMovingToParent` true for a controller pushed and
// `isMovingFromParent` true for one popped, during those callbacks (UIViewController.h:
// "isMovingToParentViewController … is being shown because it was added as a child of a
// container view controller").
extension UINavigationController {
  /// Whether the navigation controller's view is on screen, so that its top controller's
  /// appearance callbacks run.
  var isOnScreen: Bool {
    guard viewIfLoaded?.window != nil else { return false }
    let state = currentAppearance
    return state == .appeared || state == .appearing
  }

  /// Starts the change of top controller: `viewWillDisappear(_:)` on the old one, then
  /// `viewWillAppear(_:)` on the new one, whose view loads first.
  func beginTopChange(
    from previousTop: UIViewController?, to newTop: UIViewController,
    leaving: [UIViewController], arriving: [UIViewController], animated: Bool
  ) {
    if let previousTop {
      previousTop.presentationLinks.isMovingFromParent = leaving.contains { $0 === previousTop }
    }
    newTop.presentationLinks.isMovingToParent = arriving.contains { $0 === newTop }
    newTop.loadViewIfNeeded()
    previousTop?.beginAppearance(false, animated: animated)
    if newTop.appearanceState == .unknown { newTop.appearanceState = .disappeared }
    newTop.beginAppearance(true, animated: animated)
  }

  /// Ends the change: `viewDidDisappear(_:)` on the old top controller, then `viewDidAppear(_:)`
  /// on the new one; the moving flags clear after them.
  func endTopChange(from previousTop: UIViewController?, to newTop: UIViewController) {
    previousTop?.endAppearance()
    newTop.endAppearance()
    previousTop?.presentationLinks.isMovingFromParent = false
    newTop.presentationLinks.isMovingToParent = false
  }
}
