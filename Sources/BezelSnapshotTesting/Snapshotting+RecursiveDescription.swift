import Bezel
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == String {
  /// The view's recursive description, as iOS prints it, at its own size.
  @MainActor
  public static var recursiveDescription: Snapshotting {
    Snapshotting.recursiveDescription()
  }

  /// The view's recursive description at `size` (its own size by default), laid out outside any
  /// window; a view without a size is sized to fit first, as swift-snapshot-testing does.
  @MainActor
  public static func recursiveDescription(
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, String> {
    SimplySnapshotting.lines.pullback { view in
      MainActor.assumeIsolated {
        if let size { view.frame.size = size }
        if view.frame.width == 0 || view.frame.height == 0 { view.sizeToFit() }
        view.setNeedsLayout()
        view.layoutIfNeeded()
        return view.bezelRecursiveDescription()
      }
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// The controller's view's recursive description on the default configuration's device.
  @MainActor
  public static var recursiveDescription: Snapshotting {
    Snapshotting.recursiveDescription()
  }

  /// The recursive description of the controller's view, hosted on `config`'s device: the text
  /// a reference recorded on an iOS simulator has when the frames agree.
  @MainActor
  public static func recursiveDescription(
    on config: ViewImageConfig = .init(),
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, String> {
    SimplySnapshotting.lines.pullback { controller in
      MainActor.assumeIsolated {
        var config = config
        if let size { config.size = size }
        return SnapshotHost.withHost(controller, on: config, traits: traits) { _ in
          controller.view.bezelRecursiveDescription()
        }
      }
    }
  }
}
