import Bezel
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == String {
  /// Bezel's layout text of the controller's screen on `config`'s device: the device and
  /// traits, then each view's frame, safe area, layout margins and readable content guide in
  /// window coordinates (`LayoutSnapshot.text()`).
  @MainActor
  public static func layout(
    on config: ViewImageConfig, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, String> {
    SimplySnapshotting.lines.pullback { (controller: UIViewController) in
      MainActor.assumeIsolated {
        SnapshotHost.withHost(controller, on: config, traits: traits) { host in
          LayoutSnapshot(host).text()
        }
      }
    }
  }

}

extension Dictionary where Key == String, Value == Snapshotting<UIViewController, String> {
  /// One layout text per configuration, for `assertSnapshots(of:as:)`: a reference file per
  /// device, named after it (`test.iphone-8-portrait.txt`).
  @MainActor
  public static func layout(
    on configs: [ViewImageConfig], traits: UITraitCollection = .init()
  ) -> Self {
    SnapshotDevices.named(configs) {
      Snapshotting<UIViewController, String>.layout(on: $0, traits: traits)
    }
  }
}
