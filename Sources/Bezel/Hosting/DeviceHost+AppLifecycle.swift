import UIKit

// Driving the hosted app through its states, and what it asked the system for.
extension DeviceHost {
  /// The hosted app's state (`UIApplication.applicationState` inside the host's work).
  public var applicationState: UIApplication.State { system.applicationState }

  /// Moves the hosted app to `state`, one step at a time, telling the scene's delegate (or the
  /// app's delegate when the scene has none) and posting the notifications in UIKit's order: to the
  /// background, will resign active then did enter background; back, will enter foreground then did
  /// become active (Apple, "Managing your app's life cycle").
  ///
  /// Each step calls the scene delegate, posts the scene's notification, then the app's.
  public func moveApp(to state: UIApplication.State) {
    let target: UIScene.ActivationState =
      switch state {
      case .active: .foregroundActive
      case .inactive: .foregroundInactive
      case .background: .background
      }
    perform { windowScene.move(to: target) }
  }

  /// Moves the hosted scene to `state`, as ``moveApp(to:)`` does; `.unattached` disconnects it
  /// (`sceneDidDisconnect(_:)`, `UIScene.didDisconnectNotification`), and any other state
  /// connects it again first (`scene(_:willConnectTo:options:)`,
  /// `UIScene.willConnectNotification`).
  public func moveScene(to state: UIScene.ActivationState) {
    perform { windowScene.move(to: state) }
  }

  /// Sends the hosted app a memory warning: its delegate's
  /// `applicationDidReceiveMemoryWarning(_:)`, `UIApplication.didReceiveMemoryWarningNotification`,
  /// then `didReceiveMemoryWarning()` on its view controllers, parents first.
  public func simulateMemoryWarning() {
    perform { system.receiveMemoryWarning() }
  }

  /// The life-cycle notifications the hosted app posted, in order: its scene's and the app's
  /// state changes and memory warnings.
  public var postedLifecycleNotifications: [Notification.Name] { system.postedNotifications }

  /// The URLs the hosted app asked to open (`UIApplication.open(_:options:completionHandler:)`), in
  /// order.
  ///
  /// Nothing is opened.
  public var openedURLs: [URL] { system.openedURLs.map(\.url) }

  /// Declares the URL schemes an app on the hosted device handles, for `canOpenURL(_:)`; by
  /// default those of the system's own apps: http, https, mailto, tel, sms and app-settings.
  public func setHandledURLSchemes(_ schemes: [String]) {
    system.handledURLSchemes = schemes.map { $0.lowercased() }
  }

  /// The names of the background tasks begun and not yet ended, in the order they began
  /// (nil for an unnamed task).
  public var activeBackgroundTasks: [String?] { system.backgroundTasks.map(\.name) }

  /// Runs the expiration handlers of the background tasks still running, in the order they
  /// began, as the system does when background time runs out; the tasks stay until the app ends
  /// them.
  public func expireBackgroundTasks() {
    let handlers = system.backgroundTasks.compactMap(\.expiration)
    perform { for handler in handlers { handler() } }
  }

  /// Sets the battery the hosted device reports while the app monitors it, posting
  /// `UIDevice.batteryStateDidChangeNotification` and `batteryLevelDidChangeNotification` for
  /// what changed while monitoring is on.
  public func setBattery(state: UIDevice.BatteryState, level: Float) {
    let before = system.device
    system.device.batteryState = state
    system.device.batteryLevel = min(max(level, 0), 1)
    guard system.isBatteryMonitoringEnabled else { return }
    perform {
      if before.batteryState != system.device.batteryState {
        NotificationCenter.default.post(
          name: UIDevice.batteryStateDidChangeNotification, object: UIDevice.current)
      }
      if before.batteryLevel != system.device.batteryLevel {
        NotificationCenter.default.post(
          name: UIDevice.batteryLevelDidChangeNotification, object: UIDevice.current)
      }
    }
  }
}
