import Foundation

extension UIApplication {
  /// Whether the app keeps the screen from locking.
  ///
  /// Recorded; nothing locks on Linux.
  public var isIdleTimerDisabled: Bool {
    get { SystemState.current.isIdleTimerDisabled }
    set { SystemState.current.isIdleTimerDisabled = newValue }
  }

  /// The number on the app's icon.
  ///
  /// Recorded; no icon is drawn.
  public var applicationIconBadgeNumber: Int {
    get { SystemState.current.applicationIconBadgeNumber }
    set { SystemState.current.applicationIconBadgeNumber = newValue }
  }

  /// Whether the status bar shows network activity.
  ///
  /// Recorded; deprecated since iOS 13, where UIKit ignores it.
  public var isNetworkActivityIndicatorVisible: Bool {
    get { SystemState.current.isNetworkActivityIndicatorVisible }
    set { SystemState.current.isNetworkActivityIndicatorVisible = newValue }
  }

  /// Registers for remote notifications: nothing to register with on Linux, and no token
  /// arrives.
  public func registerForRemoteNotifications() {}

  /// Unregisters from remote notifications.
  public func unregisterForRemoteNotifications() {}

  /// Whether the app is registered for remote notifications: never on Linux.
  public var isRegisteredForRemoteNotifications: Bool { false }
}
