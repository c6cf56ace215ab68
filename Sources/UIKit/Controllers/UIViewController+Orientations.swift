import Foundation

// The interface orientations a controller supports (UIViewController.h, "Configuring the
// interface orientations"; the open members are in `UIViewController.swift`, since Swift cannot
// override members of extensions). The app and the topmost full-screen controller together
// decide which orientations a scene may take (`UIWindowScene+GeometryRequest.swift`).
extension UIViewController {
  /// Every orientation on iPad and all but upside down on iPhone ("The default value is all
  /// for the iPad idiom and allButUpsideDown for the iPhone idiom", UIViewController,
  /// `supportedInterfaceOrientations`).
  var defaultSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// The interface's orientation now, portrait when the controller is in no scene.
  var currentInterfaceOrientation: UIInterfaceOrientation {
    let current = viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
    return current == .unknown ? .portrait : current
  }

  /// The controller that decides a window's orientations: the last controller presented full
  /// screen over its root, else the root.
  static func orientationDecider(of window: UIWindow) -> UIViewController? {
    var decider = window.rootViewController
    var next = decider?.presentationLinks.presented
    while let controller = next {
      let style = controller.modalPresentationStyle
      if style == .fullScreen || style == .overFullScreen { decider = controller }
      next = controller.presentationLinks.presented
    }
    return decider
  }
}
