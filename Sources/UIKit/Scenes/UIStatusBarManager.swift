import Foundation

/// What the status bar shows over a window scene (UIStatusBarManager.h).
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
  private unowned let scene: UIWindowScene

  package init(scene: UIWindowScene) {
    self.scene = scene
    super.init()
  }

  /// The window whose root controller decides: the scene's key window, else its front window.
  private var decidingWindow: UIWindow? {
    scene.keyWindow ?? scene.windows.last
  }

  /// The style the root controller (or the child it defers to, `childForStatusBarStyle`)
  /// prefers.
  open var statusBarStyle: UIStatusBarStyle {
    guard var decider = decidingWindow?.rootViewController else { return .default }
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(decider)]
    while let child = decider.childForStatusBarStyle,
      visited.insert(ObjectIdentifier(child)).inserted
    {
      decider = child
    }
    return decider.preferredStatusBarStyle
  }

  /// Whether the status bar is hidden: where the device shows none (iPhones in landscape), or
  /// where the controllers prefer it hidden.
  open var isStatusBarHidden: Bool {
    scene.deviceStatusBarHeight == 0 || (decidingWindow?.isStatusBarHidden ?? false)
  }

  /// The status bar's frame in the scene's coordinate space: the top strip the width of the
  /// screen, `.zero` while hidden.
  ///
  /// Its height is the strip the safe area gives the status bar (the catalog's `StatusBar`), a
  /// model: UIKit reports a shorter frame on some notched and Dynamic Island iPhones (44 points
  /// on the iPhone 12 mini, whose top inset is 50).
  open var statusBarFrame: CGRect {
    guard !isStatusBarHidden else { return .zero }
    return CGRect(
      x: 0, y: 0, width: scene.screen.bounds.width, height: scene.deviceStatusBarHeight)
  }
}

/// The limits on a resizable scene's size (UISceneSizeRestrictions.h).
///
/// The defaults are a model (UIKit publishes none): no minimum, the screen's size at most.
@MainActor @preconcurrency
open class UISceneSizeRestrictions: NSObject {
  private unowned let scene: UIWindowScene
  private var storedMaximumSize: CGSize?

  package init(scene: UIWindowScene) {
    self.scene = scene
    super.init()
  }

  open var minimumSize = CGSize.zero
  open var maximumSize: CGSize {
    get { storedMaximumSize ?? scene.screen.bounds.size }
    set { storedMaximumSize = newValue }
  }
  open var allowsFullScreen = true
}
