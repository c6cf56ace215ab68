import Foundation

extension UIWindow {
  /// The window's place in the stack of its scene's windows (UIWindow.h, `UIWindowLevel`).
  public struct Level: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat

    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// App windows: 0.
    public static let normal = Level(0)
    /// Above the status bar: 1000.
    public static let statusBar = Level(1000)
    /// Alerts: 2000.
    public static let alert = Level(2000)

    /// A level `rhs` above `lhs`, as in `.alert + 1`.
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    /// A level `rhs` below `lhs`.
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
  }

  /// The window's level: windows of a higher level show in front (`UIWindowScene.windows`).
  public var windowLevel: UIWindow.Level {
    get { storedWindowLevel }
    set { storedWindowLevel = newValue }
  }

  /// The scene the window is in.
  ///
  /// Setting it moves the window to the scene's screen and app.
  public var windowScene: UIWindowScene? {
    get { storedWindowScene }
    set {
      guard newValue !== storedWindowScene else { return }
      storedWindowScene?.detach(self)
      storedWindowScene = newValue
      guard let scene = newValue else { return }
      scene.attach(self)
      screen = scene.screen
      if context.system == nil { context.system = scene.system }
    }
  }

  /// The app the window belongs to: its context's, else its scene's, else the current one.
  private var owningSystem: SystemState {
    context.system ?? storedWindowScene?.system ?? SystemState.current
  }

  /// Makes the window its app's key window: the previous key window resigns first (`resignKey()`,
  /// `didResignKeyNotification`), then this one becomes key (`becomeKey()`,
  /// `didBecomeKeyNotification`).
  ///
  /// Making the key window key again changes nothing.
  func makeKeyWindow() {
    let system = owningSystem
    if storedIsKeyWindow, system.keyWindow === self { return }
    if let previous = system.keyWindow, previous !== self, previous.storedIsKeyWindow {
      previous.storedIsKeyWindow = false
      previous.resignKey()
      NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous)
    }
    system.keyWindow = self
    storedIsKeyWindow = true
    becomeKey()
    NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
  }

  // The window's notifications (UIWindow.h; the names are UIKit's strings), with the window as
  // object.
  nonisolated public static let didBecomeVisibleNotification = Notification.Name(
    "UIWindowDidBecomeVisibleNotification")
  nonisolated public static let didBecomeHiddenNotification = Notification.Name(
    "UIWindowDidBecomeHiddenNotification")
  nonisolated public static let didBecomeKeyNotification = Notification.Name(
    "UIWindowDidBecomeKeyNotification")
  nonisolated public static let didResignKeyNotification = Notification.Name(
    "UIWindowDidResignKeyNotification")
}
