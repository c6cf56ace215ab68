import Foundation

/// Where a controller is in its appearance callbacks.
enum AppearanceState {
  /// No callback yet: counted as appeared while its view is in a window.
  case unknown
  case disappeared
  case appearing
  case appeared
  case disappearing
}

// Appearance callbacks (UIViewController.h, `beginAppearanceTransition(_:animated:)`): a
// transition calls `viewWillAppear(_:)` or `viewWillDisappear(_:)` when it begins and the
// matching `Did` method when it ends; a begin that would repeat the state the controller is in
// calls nothing. A controller that forwards automatically passes each call on to the children
// whose views are in its view, after its own.
extension UIViewController {
  /// The appearance state, a controller without callbacks yet counted by its view's window.
  var currentAppearance: AppearanceState {
    guard appearanceState == .unknown else { return appearanceState }
    return viewIfLoaded?.window != nil ? .appeared : .disappeared
  }

  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    let state = currentAppearance
    if isAppearing {
      guard state == .disappeared || state == .disappearing else { return }
      appearanceState = .appearing
      presentationLinks.appearanceIsAnimated = animated
      viewWillAppear(animated)
    } else {
      guard state == .appeared || state == .appearing else { return }
      appearanceState = .disappearing
      presentationLinks.appearanceIsAnimated = animated
      viewWillDisappear(animated)
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenInView { child.beginAppearance(isAppearing, animated: animated) }
  }

  func endAppearance() {
    let animated = presentationLinks.appearanceIsAnimated
    switch currentAppearance {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(animated)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(animated)
    default:
      return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenInView { child.endAppearance() }
  }

  /// The children whose views are in this controller's view.
  private var childrenInView: [UIViewController] {
    guard let view = viewIfLoaded else { return [] }
    return storedChildren.filter { $0.viewIfLoaded?.isDescendant(of: view) ?? false }
  }
}
