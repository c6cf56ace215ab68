import Bezel
import Foundation
import UIKit

/// A controller whose root view holds `views` at their frames.
@MainActor
func controller(holding views: [UIView]) -> UIViewController {
  let controller = UIViewController()
  for view in views { controller.view.addSubview(view) }
  return controller
}

/// The `<g class="appearance">` group of the controller's drawing on an iPhone 16 in portrait.
@MainActor
func appearance(
  of controller: UIViewController,
  direction: UIUserInterfaceLayoutDirection = .leftToRight, options: SVGOptions = .init()
) -> String {
  let host = DeviceHost(
    controller, on: DeviceCatalog.iPhone16, traits: HostTraits(layoutDirection: direction))
  return group("appearance", in: LayoutSnapshot(host).svg(options))
}

/// `svg` with each drawing's id fingerprint replaced by `bezel-ID`, to compare the markup of
/// two drawings.
func withoutFingerprints(_ svg: String) -> String {
  svg.replacing(/bezel-[0-9a-f]{16}/, with: "bezel-ID")
}

/// The markup from the first occurrence of `start` on, or "" without one.
func markup(from start: String, in text: String) -> String {
  guard let range = text.range(of: start) else { return "" }
  return String(text[range.lowerBound...])
}
