import Foundation

// The app-wide status bar and orientation API UIKit deprecated for the window scene's, still
// read by libraries: each answers for the key window's scene, else the first connected one.
extension UIApplication {
  /// The window scene the deprecated app-wide API reads.
  private var primaryWindowScene: UIWindowScene? {
    keyWindow?.windowScene
      ?? SystemState.current.scenes.lazy.compactMap { $0 as? UIWindowScene }.first
  }

  /// The interface orientation: the scene's, portrait without one.
  ///
  /// Deprecated since iOS 13 for `UIWindowScene.interfaceOrientation`.
  public var statusBarOrientation: UIInterfaceOrientation {
    primaryWindowScene?.interfaceOrientation ?? .portrait
  }

  /// The status bar's frame: the scene's status bar manager's, `.zero` without a scene.
  ///
  /// Deprecated since iOS 13 for `UIStatusBarManager.statusBarFrame`.
  public var statusBarFrame: CGRect {
    primaryWindowScene?.statusBarManager?.statusBarFrame ?? .zero
  }

  /// Whether the status bar is hidden.
  ///
  /// Deprecated since iOS 13 for `UIStatusBarManager.isStatusBarHidden`.
  public var isStatusBarHidden: Bool {
    primaryWindowScene?.statusBarManager?.isStatusBarHidden ?? false
  }

  /// The status bar's style.
  ///
  /// Deprecated since iOS 13 for `UIStatusBarManager.statusBarStyle`.
  public var statusBarStyle: UIStatusBarStyle {
    primaryWindowScene?.statusBarManager?.statusBarStyle ?? .default
  }

  /// The interface orientations the app supports in `window`: its delegate's answer, else every
  /// orientation on iPad and all but upside down on iPhone (the defaults without
  /// `UISupportedInterfaceOrientations`).
  public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
    if let delegate {
      return delegate.application(self, supportedInterfaceOrientationsFor: window)
    }
    return UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }
}
