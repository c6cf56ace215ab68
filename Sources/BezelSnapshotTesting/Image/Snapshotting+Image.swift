import Bezel
import Foundation
import SnapshotTesting
import UIKit

// swift-snapshot-testing 1.19.7's image strategies for view controllers and views
// (`Snapshotting/UIViewController.swift`, `Snapshotting/UIView.swift`, iOS only), with their
// parameters. The image is Bezel's drawing of the screen as the app looks (`SVGOptions.app`),
// rasterized to PNG by the installed rasterizer (`SVGRasterizer`) at the device's scale, or
// the display scale the traits give. `drawHierarchyInKeyWindow` changes nothing: every
// drawing is of the window's whole hierarchy.

extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// A snapshot strategy for comparing view controller views based on pixel equality.
  @MainActor
  public static var image: Snapshotting { .image() }

  /// A snapshot strategy for comparing view controller views based on pixel equality.
  ///
  /// - Parameters:
  ///   - config: A set of device configuration settings.
  ///   - drawHierarchyInKeyWindow: Kept for source compatibility; Bezel draws the same either
  ///     way.
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match. 98-99% mimics the precision of the human eye.
  ///   - size: A view size override.
  ///   - traits: A trait collection override.
  @MainActor
  public static func image(
    on config: ViewImageConfig,
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    var config = config
    if let size {
      config = ViewImageConfig(safeArea: config.safeArea, size: size, traits: config.traits)
    }
    return Snapshotting<UIImage, UIImage>.image(
      precision: precision, perceptualPrecision: perceptualPrecision,
      scale: ImageRendering.scale(of: config, traits: traits)
    ).pullback { [config] controller in
      MainActor.assumeIsolated { ImageRendering.image(of: controller, on: config, traits: traits) }
    }
  }

  /// A snapshot strategy for comparing view controller views based on pixel equality, on an
  /// iPhone 8 or the catalog device whose screen is `size`.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Kept for source compatibility; Bezel draws the same either
  ///     way.
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match. 98-99% mimics the precision of the human eye.
  ///   - size: A view size override.
  ///   - traits: A trait collection override.
  @MainActor
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    .image(
      on: ViewImageConfig(safeArea: .zero, size: size, traits: traits),
      drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision,
      perceptualPrecision: perceptualPrecision, traits: traits)
  }
}

extension Snapshotting where Value == UIView, Format == UIImage {
  /// A snapshot strategy for comparing views based on pixel equality.
  @MainActor
  public static var image: Snapshotting { .image() }

  /// A snapshot strategy for comparing views based on pixel equality: the view alone, at
  /// `size` or its own size, on a transparent background.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Kept for source compatibility; Bezel draws the same either
  ///     way.
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match. 98-99% mimics the precision of the human eye.
  ///   - size: A view size override.
  ///   - traits: A trait collection override.
  @MainActor
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    Snapshotting<UIImage, UIImage>.image(
      precision: precision, perceptualPrecision: perceptualPrecision,
      scale: ImageRendering.viewScale(traits: traits)
    ).pullback { view in
      MainActor.assumeIsolated { ImageRendering.image(of: view, size: size, traits: traits) }
    }
  }
}

extension Dictionary where Key == String, Value == Snapshotting<UIViewController, UIImage> {
  /// One image per configuration, for `assertSnapshots(of:as:)`: a reference file per device,
  /// named after it (`test.iphone-13-portrait.png`).
  @MainActor
  public static func image(
    on configs: [ViewImageConfig], precision: Float = 1, perceptualPrecision: Float = 1,
    traits: UITraitCollection = .init()
  ) -> Self {
    SnapshotDevices.named(configs) {
      Snapshotting<UIViewController, UIImage>.image(
        on: $0, precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }
  }
}
