import Bezel
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == String {
  /// The accessibility elements of the controller's screen on `config`'s device, in the order
  /// VoiceOver reads them, one numbered line each (`AccessibilitySnapshot.description`): label
  /// and traits, value, hint, identifier and frame in screen coordinates.
  @MainActor
  public static func accessibility(
    on config: ViewImageConfig, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, String> {
    SimplySnapshotting.lines.pullback { (controller: UIViewController) in
      MainActor.assumeIsolated {
        SnapshotHost.withHost(controller, on: config, traits: traits) { host in
          host.accessibilitySnapshot().description
        }
      }
    }
  }
}

extension Dictionary where Key == String, Value == Snapshotting<UIViewController, String> {
  /// One accessibility text per configuration, for `assertSnapshots(of:as:)`: a reference
  /// file per device, named after it (`test.iphone-se-1st-generation-portrait.txt`).
  @MainActor
  public static func accessibility(
    on configs: [ViewImageConfig], traits: UITraitCollection = .init()
  ) -> Self {
    SnapshotDevices.named(configs) {
      Snapshotting<UIViewController, String>.accessibility(on: $0, traits: traits)
    }
  }
}
