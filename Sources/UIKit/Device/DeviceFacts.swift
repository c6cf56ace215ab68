import Foundation

/// What `UIDevice.current` reports for the device a window context stands for.
///
/// A host fills them in from its device and OS era; a context that sets none reports the
/// default screen's device, an iPhone 16 in portrait (`DeviceFacts.default`).
package struct DeviceFacts: Sendable, Equatable {
  package var userInterfaceIdiom: UIUserInterfaceIdiom
  /// `"iPhone"`, `"iPad"`, `"iPod touch"` or `"Apple TV"`.
  package var model: String
  /// The name Apple gives the device, which UIKit reports since iOS 16 for apps without the
  /// user-assigned-name entitlement (UIDevice, `name`: "the model of the device").
  package var name: String
  package var systemName: String
  package var systemVersion: String
  package var orientation: UIDeviceOrientation
  /// Whether the device has a proximity sensor (iPhones do; iPads, the iPod touch and Apple TV
  /// do not).
  package var hasProximitySensor: Bool
  /// The battery as a device reports it while monitoring is on.
  package var batteryState: UIDevice.BatteryState
  package var batteryLevel: Float
  /// The identifier the app's vendor sees for the device.
  package var identifierForVendor: UUID?

  package init(
    userInterfaceIdiom: UIUserInterfaceIdiom, model: String, name: String, systemName: String,
    systemVersion: String, orientation: UIDeviceOrientation, hasProximitySensor: Bool,
    batteryState: UIDevice.BatteryState = .unplugged, batteryLevel: Float = 1,
    identifierForVendor: UUID? = DeviceFacts.vendorIdentifier
  ) {
    self.userInterfaceIdiom = userInterfaceIdiom
    self.model = model
    self.name = name
    self.systemName = systemName
    self.systemVersion = systemVersion
    self.orientation = orientation
    self.hasProximitySensor = hasProximitySensor
    self.batteryState = batteryState
    self.batteryLevel = batteryLevel
    self.identifierForVendor = identifierForVendor
  }

  /// The one vendor identifier Bezel reports, so that runs are repeatable: a model, since the
  /// real one is random per vendor and device.
  package static let vendorIdentifier = UUID(
    uuid: (
      0xB7, 0xE2, 0x1C, 0x5A, 0x00, 0x00, 0x40, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01
    ))

  /// The default screen's device: an iPhone 16 in portrait on iOS 18, unplugged with a full
  /// battery (a model: simulators report an unknown battery).
  package static let `default` = DeviceFacts(
    userInterfaceIdiom: .phone, model: "iPhone", name: "iPhone 16", systemName: "iOS",
    systemVersion: "18.0", orientation: .portrait, hasProximitySensor: true)
}
