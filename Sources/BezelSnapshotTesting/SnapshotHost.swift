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
  ///
  /// As swift-snapshot-testing's harness does (`prepareView` and `add(traits:…)` in
  /// `Common/View.swift`), the controller is the child of a plain root controller whose view it
  /// fills, and the configuration's traits, then `traits`, reach it as the root's override for
  /// it, set once it is in the window: a controller that reads its fonts in
  /// `traitCollectionDidChange(_:)` sees the change there, as on iOS.
  static func withHost<Result>(
    _ controller: UIViewController, on config: ViewImageConfig,
    traits: UITraitCollection = .init(), _ body: (DeviceHost) -> Result
  ) -> Result {
    var (device, orientation) = placement(of: config)
    // On iOS the screen's scale is the simulator's that runs the tests, whatever the preset;
    // a display scale in the traits stands for it here.
    for collection in [config.traits, traits] where collection.displayScale > 0 {
      device.scale = collection.displayScale
    }
    // Bezel's window calls no appearance callbacks for its root controller, so the controller
    // appears as swift-snapshot-testing makes it appear, with `beginAppearanceTransition` and
    // `endAppearanceTransition`, on the host's clock; the traits override comes after.
    let root = UIViewController()
    let view = controller.view!
    root.addChild(controller)
    embed(view, in: root.view)
    controller.didMove(toParent: root)
    let host = DeviceHost(
      root, on: device, orientation: orientation, traits: HostTraits(splitView: config.splitView),
      era: config.era)
    host.perform {
      view.removeFromSuperview()
      controller.beginAppearanceTransition(true, animated: false)
      embed(view, in: root.view)
      controller.endAppearanceTransition()
      root.setOverrideTraitCollection(
        UITraitCollection(traitsFrom: [config.traits, traits]), forChild: controller)
      root.view.setNeedsLayout()
      root.view.layoutIfNeeded()
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }
    let wait = pendingWait
    if wait > 0 { host.advance(by: wait) }
    host.runPendingWork()
    let result = host.perform { body(host) }
    host.perform {
      controller.willMove(toParent: nil)
      controller.view.removeFromSuperview()
      controller.removeFromParent()
      host.window.rootViewController = nil
    }
    return result
  }

  /// Puts `view` over the whole of `container`, with its autoresizing mask or constraints.
  private static func embed(_ view: UIView, in container: UIView) {
    view.frame = container.bounds
    container.addSubview(view)
    if view.translatesAutoresizingMaskIntoConstraints {
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    } else {
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: container.topAnchor),
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      ])
    }
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
}
