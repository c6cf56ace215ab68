import Bezel
import Foundation
import SnapshotTesting
import UIKit

// swift-snapshot-testing 1.19.7's image diffing and `Snapshotting<UIImage, UIImage>.image`
// (`Snapshotting/UIImage.swift`, iOS only), with its names, parameters and attachments
// (`reference.png`, `failure.png`, `difference.png`). The images are PNG data: Bezel's
// `UIImage(data:scale:)` keeps it and `pngData()` gives it back, and the comparison decodes it
// (`SnapshotBitmap`, `ImageComparison`). Each comparison is entered in the run's report
// (`SnapshotReport`).

extension Diffing where Value == UIImage {
  /// A pixel-diffing strategy for UIImage's which requires a 100% match.
  public static var image: Diffing { .image() }

  /// A pixel-diffing strategy for UIImage that allows customizing how precise the matching
  /// must be.
  ///
  /// - Parameters:
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match (CIE Lab ΔE 1994). 98-99% mimics the precision of the human eye.
  ///   - scale: Scale to use when loading the reference image from disk. If `nil` or `0.0`,
  ///     the screen's scale is used.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Diffing {
    let imageScale: CGFloat
    if let scale, scale != 0 {
      imageScale = scale
    } else {
      // UIScreen is main-actor state; elsewhere Bezel's default screen is 2×, a model.
      imageScale = Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 2
    }
    let toData: (UIImage) -> Data = { $0.pngData() ?? ImageSnapshot.emptyImagePNG }
    return .diff(
      toData: toData,
      fromData: { UIImage(data: $0, scale: imageScale) ?? UIImage() },
      diffV2: { old, new in
        let result = ImageSnapshot.compare(
          old, new, precision: precision, perceptualPrecision: perceptualPrecision)
        SnapshotReport.shared.compared(
          new: new, reference: toData(old), difference: result?.difference,
          message: result?.message)
        guard let result else { return nil }
        var attachments = [
          DiffAttachment.data(toData(old), name: "reference.png"),
          DiffAttachment.data(toData(new), name: "failure.png"),
        ]
        if let difference = result.difference {
          attachments.append(.data(difference, name: "difference.png"))
        }
        return (result.message + SnapshotReport.shared.pointer, attachments)
      })
  }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// A snapshot strategy for comparing images based on pixel equality.
  public static var image: Snapshotting { .image() }

  /// A snapshot strategy for comparing images based on pixel equality.
  ///
  /// - Parameters:
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match. 98-99% mimics the precision of the human eye.
  ///   - scale: The scale of the reference image stored on disk.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
    ) { image in
      SnapshotReport.shared.taken(image)
      return image
    }
  }
}

/// The comparison behind `Diffing<UIImage>.image`.
enum ImageSnapshot {
  /// What an image without PNG data is written as: one transparent pixel (swift-snapshot-testing
  /// writes an image of an error message for an empty snapshot; Bezel cannot draw text without
  /// the rasterizer, whose absence is the usual reason for an empty image).
  static let emptyImagePNG = Data(
    SnapshotBitmap(width: 1, height: 1, rgba: [0, 0, 0, 0]).pngData())

  /// Why `new` does not match `old`, with the difference image when both could be read; nil
  /// when they match.
  static func compare(
    _ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float
  ) -> (message: String, difference: Data?)? {
    guard let oldData = old.pngData() else {
      return ("Reference image could not be loaded.", nil)
    }
    guard let newData = new.pngData() else {
      return ("Newly-taken snapshot could not be loaded.", nil)
    }
    // The rasterizers write the same bytes for the same drawing: equal files need no decoding.
    if oldData == newData { return nil }
    let oldBitmap: SnapshotBitmap
    let newBitmap: SnapshotBitmap
    do {
      oldBitmap = try SnapshotBitmap(png: [UInt8](oldData))
    } catch {
      return ("Reference image's data could not be loaded: \(error)", nil)
    }
    do {
      newBitmap = try SnapshotBitmap(png: [UInt8](newData))
    } catch {
      return ("Newly-taken snapshot's data could not be loaded: \(error)", nil)
    }
    guard newBitmap.width != 0, newBitmap.height != 0 else {
      return ("Newly-taken snapshot is empty.", nil)
    }
    guard oldBitmap.width == newBitmap.width, oldBitmap.height == newBitmap.height else {
      return (
        "Newly-taken snapshot@\(describe(new.size)) does not match reference@\(describe(old.size)).",
        Data(ImageComparison.difference(oldBitmap, newBitmap))
      )
    }
    guard
      let message = ImageComparison.failure(
        oldBitmap, newBitmap, precision: precision, perceptualPrecision: perceptualPrecision)
    else { return nil }
    return (message, Data(ImageComparison.difference(oldBitmap, newBitmap)))
  }

  /// A size as Apple's platforms print a `CGSize`: `(390.0, 844.0)`.
  private static func describe(_ size: CGSize) -> String {
    "(\(Double(size.width)), \(Double(size.height)))"
  }
}
