import Foundation
import SnapshotTesting
import Testing
import UIKit

@testable import BezelSnapshotTesting

/// `Diffing<UIImage>.image`'s tolerances against images built pixel by pixel, with the
/// expected outcome derived by hand from swift-snapshot-testing's rules.
@MainActor
struct ImageComparisonTests {
  /// A 10 × 10 image of one colour, with `changed` pixels (from the first) of another.
  func image(
    _ base: [UInt8], changed: Int = 0, to other: [UInt8] = [0, 0, 0, 255]
  ) -> UIImage {
    var rgba: [UInt8] = []
    for pixel in 0..<100 { rgba += pixel < changed ? other : base }
    let png = SnapshotBitmap(width: 10, height: 10, rgba: rgba).pngData()
    return UIImage(data: Data(png), scale: 1)!
  }

  func failure(_ old: UIImage, _ new: UIImage, precision: Float = 1, perceptual: Float = 1)
    -> String?
  {
    Diffing<UIImage>.image(precision: precision, perceptualPrecision: perceptual)
      .diffV2(old, new)?.0
  }

  @Test func samePixelsMatch() {
    let grey: [UInt8] = [128, 128, 128, 255]
    #expect(failure(image(grey), image(grey)) == nil)
  }

  @Test func anyDifferenceFailsAtFullPrecision() {
    let old = image([128, 128, 128, 255])
    let new = image([128, 128, 128, 255], changed: 1)
    #expect(failure(old, new)?.hasPrefix("Newly-taken snapshot does not match reference.") == true)
  }

  // 4 of 100 pixels go from red to blue: 8 of the 400 bytes differ (red and blue of each), a
  // byte precision of 1 − 8/400 = 0.98. Allowing 3% of the bytes (12) passes; allowing 1% (4)
  // fails.
  @Test(arguments: [(Float(0.97), true), (Float(0.99), false)])
  func precisionCountsDifferingBytes(precision: Float, passes: Bool) {
    let old = image([255, 0, 0, 255])
    let new = image([255, 0, 0, 255], changed: 4, to: [0, 0, 255, 255])
    let message = failure(old, new, precision: precision)
    #expect((message == nil) == passes)
    if !passes {
      #expect(
        message?.hasPrefix("Actual image precision 0.98 is less than required 0.99\n") == true)
    }
  }

  // sRGB grey 128 and 130 differ in lightness only, so their ΔE 1994 is their ΔL*:
  // 128/255 linearizes to ((0.50196 + 0.055)/1.055)^2.4 = 0.21586, L* = 116·∛0.21586 − 16
  // = 53.59; 130/255 to 0.22323, L* = 54.36; ΔE ≈ 0.77. A perceptual precision of 0.99 allows
  // ΔE 1 and passes; 0.995 allows 0.5 and fails, with every pixel failing.
  @Test(arguments: [(Float(0.99), true), (Float(0.995), false)])
  func perceptualPrecisionIsALabDeltaEThreshold(perceptual: Float, passes: Bool) {
    let old = image([128, 128, 128, 255])
    let new = image([130, 130, 130, 255])
    let message = failure(old, new, perceptual: perceptual)
    #expect((message == nil) == passes)
    if !passes {
      #expect(
        message?.hasPrefix("The percentage of pixels that match 0.0 is less than required 1.0")
          == true)
    }
  }

  // 10 of 100 pixels go from white to black (ΔE 100), beyond any perceptual tolerance below
  // 1: 90% of the pixels match. A pixel precision of 0.9 passes, 0.95 fails.
  @Test(arguments: [(Float(0.9), true), (Float(0.95), false)])
  func precisionWithPerceptualPrecisionCountsPixels(precision: Float, passes: Bool) {
    let old = image([255, 255, 255, 255])
    let new = image([255, 255, 255, 255], changed: 10, to: [0, 0, 0, 255])
    let message = failure(old, new, precision: precision, perceptual: 0.98)
    #expect((message == nil) == passes)
    if !passes {
      #expect(message?.contains("The lowest perceptual color precision 0.0") == true)
    }
  }

  // Black is L* 0 and white L* 100, both without chroma: ΔE 1994 is 100.
  @Test func blackAndWhiteAreDeltaE100Apart() {
    let black = LabColor(red: 0, green: 0, blue: 0)
    let white = LabColor(red: 255, green: 255, blue: 255)
    #expect(abs(LabColor.deltaE94(black, white) - 100) < 0.01)
  }

  // ΔE 1994 weighs chroma by 1 + 0.045·C1 and hue by 1 + 0.015·C1 (graphic arts): from
  // (50, 20, 0) to (50, 0, 20), C1 = C2 = 20 and ΔC = 0, ΔH² = Δa² + Δb² = 800, so
  // ΔE = √800 / (1 + 0.3) = 21.757.
  @Test func deltaE94WeighsHueByTheReferenceChroma() {
    let reference = LabColor(l: 50, a: 20, b: 0)
    let sample = LabColor(l: 50, a: 0, b: 20)
    #expect(abs(LabColor.deltaE94(reference, sample) - 21.757) < 0.001)
  }

  // Sizes differ: the message gives both sizes in points, as the library's does.
  @Test func differentSizesFail() {
    let small = UIImage(
      data: Data(SnapshotBitmap(width: 1, height: 1, rgba: [0, 0, 0, 255]).pngData()), scale: 1)!
    let message = failure(image([0, 0, 0, 255]), small)
    #expect(
      message?.hasPrefix("Newly-taken snapshot@(1.0, 1.0) does not match reference@(10.0, 10.0).")
        == true)
  }

  // An RGBA image written and read back has the same pixels.
  @Test func pngRoundTrips() throws {
    var rgba: [UInt8] = []
    for index in 0..<(37 * 23) { rgba += [UInt8(index % 256), UInt8(index / 7 % 256), 9, 255] }
    let bitmap = SnapshotBitmap(width: 37, height: 23, rgba: rgba)
    #expect(try SnapshotBitmap(png: bitmap.pngData()) == bitmap)
  }
}
