import Foundation
import UIKit

extension LayoutSnapshot {
  /// The snapshot drawn as a PNG image at the screen's scale (or `scale`), by the installed
  /// rasterizer from `svg(options)`; by default the screen as the app looks (`SVGOptions.app`).
  ///
  /// Throws `SVGRasterizer.Failure.unavailable` when no rasterizer is installed: `svg(_:)`
  /// needs none.
  public func png(
    _ options: SVGOptions = .app, scale: CGFloat? = nil,
    rasterizer: SVGRasterizer? = SVGRasterizer.installed
  ) throws(SVGRasterizer.Failure) -> Data {
    guard let rasterizer else { throw .unavailable }
    return try rasterizer.png(from: svg(options), scale: scale ?? self.scale)
  }
}

extension DeviceHost {
  /// The hosted screen as a PNG image, as the app looks, at the device's scale: the drawing of
  /// `LayoutSnapshot(self)` with `SVGOptions.app`, rasterized by the installed rasterizer.
  ///
  /// Throws `SVGRasterizer.Failure.unavailable` when no rasterizer is installed.
  public func pngData(
    _ options: SVGOptions = .app, scale: CGFloat? = nil
  ) throws(SVGRasterizer.Failure) -> Data {
    try LayoutSnapshot(self).png(options, scale: scale)
  }
}
