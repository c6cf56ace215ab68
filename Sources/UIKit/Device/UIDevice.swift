import Foundation

/// The device the app runs on.
///
/// `current` is one object, but what it reports is the device of the window context current for
/// the task: a hosted window's device (`SystemState`) while its host sets it up, lays it out,
/// delivers events or runs `perform`; the default screen's device, an iPhone 16, otherwise. The
/// settings an app turns on here (orientation notifications, battery and proximity monitoring)
/// are that device's too.
@MainActor @preconcurrency
open class UIDevice: NSObject {
  /// The device.
  public static let current = UIDevice()

  override init() {
    super.init()
  }

  private var system: SystemState { SystemState.current }
  private var facts: DeviceFacts { system.device }

  /// The state of the battery (UIDevice.h, `UIDeviceBatteryState`).
  public enum BatteryState: Int, Sendable {
    case unknown = 0
    case unplugged = 1
    case charging = 2
    case full = 3
  }

  /// The device's name: since iOS 16, the model's name for an app without the user-assigned
  /// device name entitlement (UIDevice, `name`).
  open var name: String { facts.name }
  /// `"iPhone"`, `"iPad"`, `"iPod touch"` or `"Apple TV"`.
  open var model: String { facts.model }
  /// The model, localized; Bezel runs in English.
  open var localizedModel: String { facts.model }
  /// `"iOS"`, or `"iPadOS"` on an iPad from iPadOS 15 on.
  open var systemName: String { facts.systemName }
  open var systemVersion: String { facts.systemVersion }
  open var userInterfaceIdiom: UIUserInterfaceIdiom { facts.userInterfaceIdiom }
  open var identifierForVendor: UUID? { facts.identifierForVendor }
  /// Whether the device runs several apps at once: every device since iOS 4.
  open var isMultitaskingSupported: Bool { true }

  /// The device's physical orientation: `.unknown` unless orientation notifications are being
  /// generated ("the value of this property always returns 0 unless orientation notifications
  /// have been enabled", UIDevice, `orientation`).
  open var orientation: UIDeviceOrientation {
    isGeneratingDeviceOrientationNotifications ? facts.orientation : .unknown
  }

  /// Whether orientation changes are posted as `orientationDidChangeNotification`.
  open var isGeneratingDeviceOrientationNotifications: Bool {
    system.orientationNotificationRequests > 0
  }

  /// Starts posting orientation changes.
  ///
  /// Calls nest: each must be balanced by `endGeneratingDeviceOrientationNotifications()`
  /// (UIDevice.h).
  open func beginGeneratingDeviceOrientationNotifications() {
    system.orientationNotificationRequests += 1
  }

  /// Balances one `beginGeneratingDeviceOrientationNotifications()`; an unbalanced call does
  /// nothing.
  open func endGeneratingDeviceOrientationNotifications() {
    system.orientationNotificationRequests = max(0, system.orientationNotificationRequests - 1)
  }

  /// Whether the app watches the battery; `batteryState` and `batteryLevel` read unknown while
  /// it does not.
  open var isBatteryMonitoringEnabled: Bool {
    get { system.isBatteryMonitoringEnabled }
    set { system.isBatteryMonitoringEnabled = newValue }
  }

  /// The battery's state; `.unknown` while monitoring is off (UIDevice, `batteryState`).
  open var batteryState: BatteryState {
    isBatteryMonitoringEnabled ? facts.batteryState : .unknown
  }

  /// The charge from 0 to 1; -1 while monitoring is off (UIDevice, `batteryLevel`).
  open var batteryLevel: Float {
    isBatteryMonitoringEnabled ? facts.batteryLevel : -1
  }

  /// Whether the proximity sensor is on.
  ///
  /// "If the device does not have a proximity sensor, the value of this property remains false"
  /// (UIDevice, `isProximityMonitoringEnabled`).
  open var isProximityMonitoringEnabled: Bool {
    get { system.isProximityMonitoringEnabled }
    set { system.isProximityMonitoringEnabled = newValue && facts.hasProximitySensor }
  }

  /// Whether something is close to the sensor: never, as nothing is near a hosted device.
  open var proximityState: Bool { false }

  /// Plays the keyboard click: nothing to hear on Linux.
  open func playInputClick() {}

  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
  nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
  nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  nonisolated public static let proximityStateDidChangeNotification = Notification.Name(
    "UIDeviceProximityStateDidChangeNotification")
}

/// The current device's interface idiom (UIDevice.h, deprecated for
/// `UIDevice.current.userInterfaceIdiom`).
@MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
  UIDevice.current.userInterfaceIdiom
}
