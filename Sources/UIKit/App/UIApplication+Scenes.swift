import Foundation

extension UIApplication {
  /// The scenes connected to the app: the scene of the hosted device whose context is current,
  /// else those connected outside any host (`SystemState`).
  public var connectedScenes: Set<UIScene> {
    Set(SystemState.current.scenes)
  }

  /// The sessions of the connected scenes.
  public var openSessions: Set<UISceneSession> {
    Set(SystemState.current.scenes.map(\.session))
  }

  /// Whether the app shows several scenes at once: no, the default of the
  /// `UIApplicationSupportsMultipleScenes` Info.plist key.
  public var supportsMultipleScenes: Bool { false }

  /// The app's windows: those of its connected scenes, in the order the scenes connected, each
  /// scene's from back to front (`UIWindowScene.windows`); a key window that belongs to no
  /// scene comes last.
  ///
  /// Deprecated since iOS 15 for `UIWindowScene.windows`, and still widely read.
  public var windows: [UIWindow] {
    let system = SystemState.current
    var windows = system.scenes.flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
    if let key = system.keyWindow, key.isKeyWindow, !windows.contains(where: { $0 === key }) {
      windows.append(key)
    }
    return windows
  }

  /// The app's key window: the window made key last in the app of the current context, while it
  /// is still key.
  ///
  /// Each host is an app of its own, so with several hosts alive this answers the key window of
  /// the host whose context is current (inside `perform`, its layout and the events it
  /// delivers); outside every host, the last window made key there, never a host's.
  /// Deprecated since iOS 13 for `UIWindowScene.keyWindow`.
  public var keyWindow: UIWindow? {
    guard let key = SystemState.current.keyWindow, key.isKeyWindow else { return nil }
    return key
  }

  /// The app's layout direction: its key window's, left to right without one.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    keyWindow?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
  }

  /// The text size the user prefers: that of the first connected window scene's traits, else
  /// the key window's, else large, the system default.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    let traits =
      (SystemState.current.scenes.first as? UIWindowScene)?.traitCollection
      ?? keyWindow?.traitCollection
    guard let category = traits?.preferredContentSizeCategory, category != .unspecified else {
      return .large
    }
    return category
  }

  /// Sends `event` to the windows it concerns: each window its touches are in, else the key
  /// window.
  public func sendEvent(_ event: UIEvent) {
    var windows: [UIWindow] = []
    for touch in event.allTouches ?? [] {
      if let window = touch.window, !windows.contains(where: { $0 === window }) {
        windows.append(window)
      }
    }
    if windows.isEmpty, let key = keyWindow { windows = [key] }
    for window in windows { window.sendEvent(event) }
  }
}
