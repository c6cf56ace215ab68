import Foundation

extension UIApplication {
  /// The app's execution state (UIApplication.h, `UIApplicationState`).
  public enum State: Int, Sendable {
    case active = 0
    case inactive = 1
    case background = 2
  }

  /// The app's state, which follows from its scenes' (Apple, "Managing your app's life cycle": with
  /// scenes, the state transitions are the scenes'): active while a scene is in the foreground and
  /// active, inactive while one is in the foreground, background otherwise.
  ///
  /// With no scene connected, the app is active, as code in a test host app runs.
  ///
  /// Bezel answers for the app of the window context current for the task: a host's while it
  /// runs its work, the process's otherwise (`SystemState`).
  public var applicationState: State { SystemState.current.applicationState }

  /// The app's delegate.
  ///
  /// UIKit does not retain it (an `assign` property); Bezel holds it weakly. Set while a host's
  /// context is current it is that host's app's; a host whose app has none uses the one set outside
  /// any host.
  public var delegate: (any UIApplicationDelegate)? {
    get { SystemState.current.effectiveDelegate }
    set { SystemState.current.delegate = newValue }
  }

  /// The time the app has left to run in the background: unlimited in the foreground, as UIKit
  /// answers `greatestFiniteMagnitude` there; 30 seconds in the background (a model: iOS gives
  /// "about 30 seconds", Apple, "Extending your app's background execution time").
  public var backgroundTimeRemaining: TimeInterval {
    applicationState == .background ? 30 : .greatestFiniteMagnitude
  }

  /// Whether the device's protected files can be read: always, as no hosted device is locked.
  public var isProtectedDataAvailable: Bool { true }

  /// The keys of the options a launch passes to the delegate (UIApplication.h; the raw values
  /// are UIKit's strings).
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    public static let annotation = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsAnnotationKey")
    public static let location = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsLocationKey")
    public static let shortcutItem = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    public static let userActivityType = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    public static let bluetoothCentrals = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
    public static let bluetoothPeripherals = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
  }

  /// The keys of the options `application(_:open:options:)` receives (UIApplication.h).
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    public static let annotation = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    public static let openInPlace = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }
}
