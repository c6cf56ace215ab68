import Foundation

/// The system a window context stands for: the device `UIDevice.current` reports, the app's
/// scenes and state, and the settings an app changes on `UIApplication.shared` and
/// `UIDevice.current`.
///
/// `UIApplication.shared` and `UIDevice.current` are one object each, but Bezel hosts many
/// devices at once — tests run in parallel, each host a device of its own. Each host gives its
/// window's context a system of its own; the two objects answer for the system of the innermost
/// context entered (`WindowContext.run`: while a host sets up, lays out, delivers events or runs
/// `perform`), else for the default system, the one of a process that hosts nothing. So a host
/// sees its own scene, key window, state, device orientation and opened URLs, never another
/// test's.
@MainActor
package final class SystemState {
  /// What the device reports.
  package var device: DeviceFacts

  /// The scenes connected to the app, in the order they connected; held weakly, so that a
  /// scene leaves when its host goes.
  private var sceneReferences: [WeakScene] = []
  /// The app's state when no scene is connected: active, as for code running in a test host
  /// app.
  package var stateWithoutScenes = UIApplication.State.active
  /// The app's delegate set in this system (`UIApplication.delegate`, not retained, as UIKit's
  /// `assign` property).
  package weak var delegate: (any UIApplicationDelegate)?
  /// The window made key last, nil once it is freed.
  package var keyWindow: UIWindow? {
    get { keyWindowLink?.view(as: UIWindow.self) }
    set { keyWindowLink = newValue?.itemLink }
  }
  /// The key window's link, where a weak reference would give the window a side table
  /// (`LayoutItemLink.swift`).
  private var keyWindowLink: LayoutItemLink?

  /// The URLs `open(_:options:completionHandler:)` was asked to open, in order.
  package var openedURLs: [OpenedURL] = []
  /// The URL schemes an installed app handles: `canOpenURL(_:)` answers true for these.
  package var handledURLSchemes: [String] = SystemState.systemURLSchemes
  /// The background tasks begun and not ended, by identifier, with their names.
  package var backgroundTasks: [(identifier: Int, name: String?, expiration: (() -> Void)?)] = []
  /// The identifier the next background task gets.
  package var nextBackgroundTask = 1

  /// The life-cycle notifications this system posted, in order (`UIScene+Lifecycle.swift`).
  package var postedNotifications: [Notification.Name] = []

  package var isIdleTimerDisabled = false
  package var applicationIconBadgeNumber = 0
  package var isNetworkActivityIndicatorVisible = false

  /// How many `beginGeneratingDeviceOrientationNotifications()` calls are not yet balanced.
  package var orientationNotificationRequests = 0
  package var isBatteryMonitoringEnabled = false
  package var isProximityMonitoringEnabled = false

  package init(device: DeviceFacts = .default) {
    self.device = device
  }

  /// The system of a process that hosts nothing.
  package static let `default` = SystemState()

  /// The system of the innermost context entered, else the default.
  package static var current: SystemState {
    EnteredContexts.current?.first(\.system) ?? .default
  }

  /// The schemes the system's own apps handle (Safari, Mail, Phone, Messages, Settings): a
  /// model, since what a device can open depends on the apps installed on it.
  package static let systemURLSchemes = ["http", "https", "mailto", "tel", "sms", "app-settings"]

  /// The connected scenes, in the order they connected.
  package var scenes: [UIScene] {
    sceneReferences.compactMap(\.scene)
  }

  /// Connects `scene`, once.
  package func connect(_ scene: UIScene) {
    sceneReferences.removeAll { $0.scene == nil || $0.scene === scene }
    sceneReferences.append(WeakScene(scene: scene))
  }

  /// Disconnects `scene`.
  package func disconnect(_ scene: UIScene) {
    sceneReferences.removeAll { $0.scene == nil || $0.scene === scene }
  }

  /// The delegate in effect: this system's, else the one set outside any host.
  package var effectiveDelegate: (any UIApplicationDelegate)? {
    delegate ?? (self === SystemState.default ? nil : SystemState.default.delegate)
  }
}

/// A URL the app asked the system to open.
package struct OpenedURL {
  package var url: URL
  package var options: [UIApplication.OpenExternalURLOptionsKey: Any]
}

/// A scene held weakly.
private struct WeakScene {
  weak var scene: UIScene?
}

extension SystemState {
  /// The app's state, which follows from its scenes' (`UIApplication.applicationState`); with
  /// no scene connected, `stateWithoutScenes`.
  package var applicationState: UIApplication.State {
    let states = scenes.map(\.activationState)
    if states.isEmpty { return stateWithoutScenes }
    if states.contains(.foregroundActive) { return .active }
    if states.contains(.foregroundInactive) { return .inactive }
    return .background
  }
}
