/// An image's pixels as 8-bit RGBA, rows top to bottom, not premultiplied: what the image
/// strategy decodes PNG references to and compares.
struct SnapshotBitmap: Equatable {
  /// The width in pixels.
  var width: Int
  /// The height in pixels.
  var height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha.
  var rgba: [UInt8]

  init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// The number of pixels.
  var pixelCount: Int { width * height }
}

/// Why a PNG could not be read.
struct PNGFailure: Error, CustomStringConvertible {
  var description: String
}

// PNG (ISO/IEC 15948, W3C "Portable Network Graphics Specification"): the chunks, the filters
// of each row and the colour types. What is read: bit depths 8 and 16 (16 keeps the high byte)
// of every colour type, palettes with their transparency, and 1, 2 and 4-bit grey and palette;
// interlaced images are refused (neither rasterizer writes them).
extension SnapshotBitmap {
  /// The pixels of the PNG image `data`.
  init(png data: [UInt8]) throws(PNGFailure) {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard data.count > 8, Array(data[0..<8]) == signature else {
      throw PNGFailure(description: "not a PNG image")
    }
    var header: [UInt8] = []
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var compressed: [UInt8] = []
    var offset = 8
    while offset + 12 <= data.count {
      let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard length >= 0, start + length + 4 <= data.count else {
        throw PNGFailure(description: "chunk \(type) runs past the end")
      }
      let body = data[start..<start + length]
      switch type {
      case "IHDR": header = Array(body)
      case "PLTE": palette = Array(body)
      case "tRNS": transparency = Array(body)
      case "IDAT": compressed += body
      default: break
      }
      offset = start + length + 4
      if type == "IEND" { break }
    }
    guard header.count == 13 else { throw PNGFailure(description: "no IHDR chunk") }
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let depth = Int(header[8])
    let colorType = Int(header[9])
    guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
      throw PNGFailure(description: "image size \(width)×\(height) out of range")
    }
    guard header[12] == 0 else { throw PNGFailure(description: "interlaced PNG not supported") }
    let channels: Int
    switch colorType {
    case 0, 3: channels = 1
    case 2: channels = 3
    case 4: channels = 2
    case 6: channels = 4
    default: throw PNGFailure(description: "colour type \(colorType) not supported")
    }
    guard [1, 2, 4, 8, 16].contains(depth), depth >= 8 || channels == 1 else {
      throw PNGFailure(description: "bit depth \(depth) not supported")
    }
    let raw: [UInt8]
    do {
      raw = try Inflate.zlib(compressed)
    } catch {
      throw PNGFailure(description: "image data: \(error)")
    }
    let bitsPerPixel = channels * depth
    let rowBytes = (width * bitsPerPixel + 7) / 8
    let filterStride = max(1, bitsPerPixel / 8)
    guard raw.count >= height * (rowBytes + 1) else {
      throw PNGFailure(description: "image data too short")
    }
    let rows = try Self.unfilter(raw, rowBytes: rowBytes, height: height, stride: filterStride)
    if colorType == 6 && depth == 8 {
      self.init(width: width, height: height, rgba: rows)
      return
    }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let sample = { (channel: Int) -> Int in
          let base = y * rowBytes
          if depth >= 8 {
            return Int(rows[base + (x * channels + channel) * depth / 8])
          }
          let bit = x * depth
          let byte = Int(rows[base + bit / 8])
          return (byte >> (8 - depth - bit % 8)) & ((1 << depth) - 1)
        }
        let target = (y * width + x) * 4
        switch colorType {
        case 3:
          let index = sample(0)
          guard index * 3 + 2 < palette.count else {
            throw PNGFailure(description: "palette index out of range")
          }
          rgba[target] = palette[index * 3]
          rgba[target + 1] = palette[index * 3 + 1]
          rgba[target + 2] = palette[index * 3 + 2]
          rgba[target + 3] = index < transparency.count ? transparency[index] : 255
        case 0, 4:
          let maximum = depth >= 8 ? 255 : (1 << depth) - 1
          let grey = UInt8(sample(0) * 255 / maximum)
          rgba[target] = grey
          rgba[target + 1] = grey
          rgba[target + 2] = grey
          if colorType == 4 { rgba[target + 3] = UInt8(sample(1)) }
        default:
          for channel in 0..<channels { rgba[target + channel] = UInt8(sample(channel)) }
        }
      }
    }
    self.init(width: width, height: height, rgba: rgba)
  }

  /// The rows with their filters undone (PNG's filter types 0 to 4), without the filter bytes.
  private static func unfilter(
    _ raw: [UInt8], rowBytes: Int, height: Int, stride: Int
  ) throws(PNGFailure) -> [UInt8] {
    var rows = [UInt8](repeating: 0, count: rowBytes * height)
    for y in 0..<height {
      let filter = raw[y * (rowBytes + 1)]
      let source = y * (rowBytes + 1) + 1
      let target = y * rowBytes
      for i in 0..<rowBytes {
        let value = Int(raw[source + i])
        let left = i >= stride ? Int(rows[target + i - stride]) : 0
        let up = y > 0 ? Int(rows[target - rowBytes + i]) : 0
        let upLeft = y > 0 && i >= stride ? Int(rows[target - rowBytes + i - stride]) : 0
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = left
        case 2: predicted = up
        case 3: predicted = (left + up) / 2
        case 4: predicted = paeth(left, up, upLeft)
        default: throw PNGFailure(description: "filter type \(filter) not defined")
        }
        rows[target + i] = UInt8(truncatingIfNeeded: value + predicted)
      }
    }
    return rows
  }

  /// The Paeth predictor: of left, up and upper left, the nearest to `left + up - upLeft`.
  private static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
    let estimate = left + up - upLeft
    let toLeft = abs(estimate - left)
    let toUp = abs(estimate - up)
    let toUpLeft = abs(estimate - upLeft)
    if toLeft <= toUp && toLeft <= toUpLeft { return left }
    return toUp <= toUpLeft ? up : upLeft
  }
}
