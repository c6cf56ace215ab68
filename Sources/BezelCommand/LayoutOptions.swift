import ArgumentParser
import Bezel
import BezelGallery
import BezelScene
import UIKit

/// The device and environment a command lays a scene out in.
struct LayoutOptions: ParsableArguments {
  @Option(help: "The device, by its name in `bezel devices` (for example \"iPhone 16 Pro\").")
  var device: String

  @Option(help: "portrait, landscape, upside-down or landscape-right.")
  var orientation: String = "portrait"

  @Option(
    help:
      "The text size: extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge."
  )
  var contentSizeCategory: String = "large"

  @Flag(help: "Lay out right to left.")
  var rtl = false

  @Option(help: "The screen of the scene to lay out, by name (default: the first).")
  var screen: String?

  /// The device named by `--device`.
  func resolvedDevice() throws -> Device {
    if let device = DeviceCatalog.device(named: device) { return device }
    let key = device.lowercased()
    let close = DeviceCatalog.all.map(\.name).filter {
      $0.lowercased().contains(key) || key.contains($0.lowercased())
    }
    var message = "unknown device '\(device)'"
    if !close.isEmpty { message += "; did you mean " + close.prefix(4).joined(separator: ", ") }
    throw ValidationError(message + "? `bezel devices` lists them")
  }

  /// The orientation named by `--orientation`.
  func resolvedOrientation() throws -> Orientation {
    let all: [Orientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]
    if let match = all.first(where: { SceneGallery.name(of: $0) == orientation.lowercased() }) {
      return match
    }
    throw ValidationError(
      "unknown orientation '\(orientation)'; expected portrait, landscape, upside-down or "
        + "landscape-right")
  }

  /// The host traits given by `--content-size-category` and `--rtl`.
  func resolvedTraits() throws -> HostTraits {
    guard let category = SnapshotNames.value(named: contentSizeCategory, in: Self.categories)
    else {
      throw ValidationError(
        "unknown content size category '\(contentSizeCategory)'; expected one of "
          + Self.categories.map(\.1).joined(separator: ", "))
    }
    return HostTraits(
      contentSizeCategory: category, layoutDirection: rtl ? .rightToLeft : .leftToRight)
  }

  /// The screen (`--screen`, else the first), device and orientation to lay `scene` out in.
  func resolvedLayout(of scene: Scene) throws -> SceneGallery.Layout {
    var index = 0
    if let name = screen {
      guard let found = scene.screenIndex(named: name) else {
        throw ValidationError(
          "the scene has no screen '\(name)'; its screens are "
            + scene.screens.map(\.name).joined(separator: ", "))
      }
      index = found
    }
    return SceneGallery.Layout(
      screen: index, device: try resolvedDevice(), orientation: try resolvedOrientation())
  }

  func validate() throws {
    _ = try resolvedDevice()
    _ = try resolvedOrientation()
    _ = try resolvedTraits()
  }

  /// The text sizes by the names of `UIContentSizeCategory`'s constants.
  static let categories = SnapshotNames.contentSizeCategories.filter { $0.0 != .unspecified }
}
