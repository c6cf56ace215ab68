import Bezel
import Foundation
import UIKit

/// How the strategies show a view controller: on the catalog device of a `ViewImageConfig`, in
/// a `DeviceHost` with a clock of its own, moved on by the time a `.wait(for:on:)` asks for.
@MainActor
enum SnapshotHost {
  /// The seconds the enclosing `.wait(for:on:)` strategies add up to, which the host's clock
  /// moves on before the snapshot is taken.
  @TaskLocal static var pendingWait: TimeInterval = 0

  /// Hosts `controller` as `config` describes, runs `body` with the host, then takes the
  /// controller out of the window again so that it can be hosted once more.
  static func withHost<Result>(
    _ controller: UIViewController, on config: ViewImageConfig,
    traits: UITraitCollection = .init(), _ body: (DeviceHost) -> Result
  ) -> Result {
    let (device, orientation) = placement(of: config)
    let host = DeviceHost(
      controller, on: device, orientation: orientation,
      traits: hostTraits(config.traits, traits, splitView: config.splitView))
    let wait = pendingWait
    if wait > 0 { host.advance(by: wait) }
    host.runPendingWork()
    let result = host.perform { body(host) }
    host.perform { host.window.rootViewController = nil }
    return result
  }

  /// The device a configuration names, else the first catalog device whose screen has the
  /// configuration's size in portrait or landscape, else the iPhone 8 (a model: a
  /// configuration made by hand has a size and safe area but no device).
  static func placement(of config: ViewImageConfig) -> (Device, Bezel.Orientation) {
    if let device = config.device { return (device, config.orientation) }
    guard let size = config.size else { return (DeviceCatalog.iPhone8, .portrait) }
    for device in DeviceCatalog.all where device.idiom != .tv {
      if device.bounds(in: .portrait) == size { return (device, .portrait) }
      if device.bounds(in: .landscapeRight) == size { return (device, .landscapeRight) }
    }
    return (DeviceCatalog.iPhone8, .portrait)
  }

  /// The host traits the given trait collections set, later ones first; unspecified traits keep
  /// the host's defaults.
  static func hostTraits(
    _ collections: UITraitCollection..., splitView: SplitView.Fraction?
  ) -> HostTraits {
    var traits = HostTraits(splitView: splitView)
    for collection in collections {
      if collection.preferredContentSizeCategory != .unspecified {
        traits.contentSizeCategory = collection.preferredContentSizeCategory
      }
      switch collection.layoutDirection {
      case .leftToRight: traits.layoutDirection = .leftToRight
      case .rightToLeft: traits.layoutDirection = .rightToLeft
      case .unspecified: break
      @unknown default: break
      }
      if collection.userInterfaceStyle != .unspecified {
        traits.userInterfaceStyle = collection.userInterfaceStyle
      }
    }
    return traits
  }
}
