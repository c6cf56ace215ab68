import Bezel
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == String {
  /// Bezel's drawing of the controller's screen on `config`'s device, as SVG, in a reference
  /// file with the `svg` extension.
  @MainActor
  public static func svg(
    on config: ViewImageConfig, options: SVGOptions = .init(),
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, String> {
    var strategy = SimplySnapshotting.lines.pullback { (controller: UIViewController) in
      MainActor.assumeIsolated {
        SnapshotHost.withHost(controller, on: config, traits: traits) { host in
          LayoutSnapshot(host).svg(options)
        }
      }
    }
    strategy.pathExtension = "svg"
    return strategy
  }

}

extension Dictionary where Key == String, Value == Snapshotting<UIViewController, String> {
  /// One drawing per configuration, for `assertSnapshots(of:as:)`: a reference file per device,
  /// named after it (`test.iphone-8-portrait.svg`).
  @MainActor
  public static func svg(
    on configs: [ViewImageConfig], options: SVGOptions = .init(),
    traits: UITraitCollection = .init()
  ) -> Self {
    SnapshotDevices.named(configs) {
      Snapshotting<UIViewController, String>.svg(on: $0, options: options, traits: traits)
    }
  }
}
