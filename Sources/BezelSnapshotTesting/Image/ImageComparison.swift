import Foundation

// swift-snapshot-testing 1.19.7's image comparison (`Snapshotting/UIImage.swift`, `compare`,
// `perceptuallyCompare`, `normalizedComponentDiff`), on decoded RGBA pixels instead of Core
// Graphics contexts, with its rules and messages:
// - the same pixels match;
// - with `precision` and `perceptualPrecision` both 1, any difference fails;
// - with `perceptualPrecision` below 1, a pixel fails when its CIE Lab ΔE 1994 (Core Image's
//   `CILabDeltaE`, "ΔE 1994 values between 0.0 and 100.0") is above
//   `(1 - perceptualPrecision) × 100`, and the image fails when the fraction of pixels that
//   pass is below `precision`;
// - otherwise the image fails when the fraction of bytes of its premultiplied RGBA pixels that
//   equal the reference's is below `precision` (the library counts bytes, not pixels).
enum ImageComparison {
  /// Why `new` does not match `old` under the tolerances, or nil when it does.
  static func failure(
    _ old: SnapshotBitmap, _ new: SnapshotBitmap, precision: Float, perceptualPrecision: Float
  ) -> String? {
    let oldBytes = premultiplied(old.rgba)
    let newBytes = premultiplied(new.rgba)
    if oldBytes == newBytes { return nil }
    if precision >= 1, perceptualPrecision >= 1 {
      return "Newly-taken snapshot does not match reference."
    }
    if perceptualPrecision < 1 {
      return perceptualFailure(
        oldBytes, newBytes, pixelCount: old.pixelCount, precision: precision,
        perceptualPrecision: perceptualPrecision)
    }
    let byteCount = oldBytes.count
    let byteCountThreshold = Int((1 - precision) * Float(byteCount))
    var differentByteCount = 0
    oldBytes.withUnsafeBufferPointer { old in
      newBytes.withUnsafeBufferPointer { new in
        for index in 0..<byteCount where old[index] != new[index] { differentByteCount += 1 }
      }
    }
    guard differentByteCount > byteCountThreshold else { return nil }
    let actualPrecision = 1 - Float(differentByteCount) / Float(byteCount)
    return "Actual image precision \(actualPrecision) is less than required \(precision)"
  }

  private static func perceptualFailure(
    _ old: [UInt8], _ new: [UInt8], pixelCount: Int, precision: Float, perceptualPrecision: Float
  ) -> String? {
    let deltaThreshold = (1 - perceptualPrecision) * 100
    var failingPixelCount = 0
    var maximumDeltaE: Float = 0
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        for pixel in 0..<pixelCount {
          let offset = pixel * 4
          if old[offset] == new[offset] && old[offset + 1] == new[offset + 1]
            && old[offset + 2] == new[offset + 2]
          {
            continue
          }
          let deltaE = LabColor.deltaE94(
            LabColor(red: old[offset], green: old[offset + 1], blue: old[offset + 2]),
            LabColor(red: new[offset], green: new[offset + 1], blue: new[offset + 2]))
          if deltaE > deltaThreshold {
            failingPixelCount += 1
            maximumDeltaE = max(maximumDeltaE, deltaE)
          }
        }
      }
    }
    let actualPixelPrecision = 1 - Float(failingPixelCount) / Float(pixelCount)
    guard actualPixelPrecision < precision else { return nil }
    // "The actual perceptual precision is the perceptual precision of the pixel with the
    // highest DeltaE."
    let minimumPerceptualPrecision = 1 - min(maximumDeltaE / 100, 1)
    return """
      The percentage of pixels that match \(actualPixelPrecision) is less than required \(precision)
      The lowest perceptual color precision \(minimumPerceptualPrecision) is less than required \(perceptualPrecision)
      """
  }

  /// RGBA with the colour multiplied by the alpha, as the library's `premultipliedLast` context
  /// holds it (a model of Core Graphics' rounding: to nearest).
  static func premultiplied(_ rgba: [UInt8]) -> [UInt8] {
    var result = rgba
    result.withUnsafeMutableBufferPointer { bytes in
      var offset = 0
      while offset + 3 < bytes.count {
        let alpha = Int(bytes[offset + 3])
        if alpha != 255 {
          for channel in 0..<3 {
            bytes[offset + channel] = UInt8((Int(bytes[offset + channel]) * alpha + 127) / 255)
          }
        }
        offset += 4
      }
    }
    return result
  }

  /// The library's difference image, as PNG data.
  ///
  /// Per pixel, the largest absolute difference of the four components, as grey, its contrast stretched to the full range (vImage's
  /// `vImageContrastStretch_Planar8`, modelled as a linear stretch of the lowest value to 0
  /// and the highest to 255). Images of different sizes give the absolute difference of their
  /// colours over the larger size, black where only one image has pixels, as the library's
  /// fallback (`blendModeDiff`) draws it.
  static func difference(_ old: SnapshotBitmap, _ new: SnapshotBitmap) -> [UInt8] {
    guard old.width == new.width, old.height == new.height else {
      return sizeMismatchDifference(old, new)
    }
    var grey = [UInt8](repeating: 0, count: old.pixelCount)
    var lowest = 255
    var highest = 0
    old.rgba.withUnsafeBufferPointer { old in
      new.rgba.withUnsafeBufferPointer { new in
        for pixel in 0..<grey.count {
          var largest = 0
          for channel in 0..<4 {
            largest = max(
              largest, abs(Int(old[pixel * 4 + channel]) - Int(new[pixel * 4 + channel])))
          }
          grey[pixel] = UInt8(largest)
          lowest = min(lowest, largest)
          highest = max(highest, largest)
        }
      }
    }
    if highest > lowest {
      for pixel in 0..<grey.count {
        grey[pixel] = UInt8((Int(grey[pixel]) - lowest) * 255 / (highest - lowest))
      }
    }
    return SnapshotGreyBitmap(width: old.width, height: old.height, grey: grey).pngData()
  }

  private static func sizeMismatchDifference(_ old: SnapshotBitmap, _ new: SnapshotBitmap)
    -> [UInt8]
  {
    let width = max(old.width, new.width)
    let height = max(old.height, new.height)
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let target = (y * width + x) * 4
        for channel in 0..<3 {
          let a =
            x < old.width && y < old.height ? Int(old.rgba[(y * old.width + x) * 4 + channel]) : 0
          let b =
            x < new.width && y < new.height ? Int(new.rgba[(y * new.width + x) * 4 + channel]) : 0
          rgba[target + channel] = UInt8(abs(a - b))
        }
        rgba[target + 3] = 255
      }
    }
    return SnapshotBitmap(width: width, height: height, rgba: rgba).pngData()
  }
}

/// A colour in CIE L*a*b*, from sRGB under the D65 white point.
struct LabColor {
  var l: Float
  var a: Float
  var b: Float

  /// The Lab colour of an 8-bit sRGB colour (IEC 61966-2-1's transfer function and matrix).
  init(red: UInt8, green: UInt8, blue: UInt8) {
    func linear(_ value: UInt8) -> Float {
      let c = Float(value) / 255
      return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }
    let r = linear(red)
    let g = linear(green)
    let b = linear(blue)
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Float) -> Float {
      t > 216 / 24389 ? cbrtf(t) : (24389 / 27 * t + 16) / 116
    }
    l = 116 * f(y) - 16
    a = 500 * (f(x) - f(y))
    self.b = 200 * (f(y) - f(z))
  }

  init(l: Float, a: Float, b: Float) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// CIE 1994 colour difference with the graphic-arts weights (kL = kC = kH = 1, K1 = 0.045,
  /// K2 = 0.015), `reference` being the first colour.
  static func deltaE94(_ reference: LabColor, _ sample: LabColor) -> Float {
    let deltaL = reference.l - sample.l
    let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
    let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
    let deltaC = c1 - c2
    let deltaA = reference.a - sample.a
    let deltaB = reference.b - sample.b
    let deltaH2 = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
    let sC = 1 + 0.045 * c1
    let sH = 1 + 0.015 * c1
    let result = deltaL * deltaL + (deltaC / sC) * (deltaC / sC) + deltaH2 / (sH * sH)
    return result.squareRoot()
  }
}
