// PNG writing for the images the strategy makes itself (the difference image, and images built
// from pixels in tests): 8-bit RGBA or grey, no row filters, DEFLATE with fixed Huffman codes
// and a greedy search for repeats, which keeps the mostly flat images small.

extension SnapshotBitmap {
  /// The image as a PNG file of 8-bit RGBA (colour type 6).
  func pngData() -> [UInt8] {
    PNGWriter.png(width: width, height: height, colorType: 6, channels: 4, pixels: rgba)
  }
}

/// A grey image: one byte a pixel.
struct SnapshotGreyBitmap {
  var width: Int
  var height: Int
  var grey: [UInt8]

  /// The image as a PNG file of 8-bit grey (colour type 0).
  func pngData() -> [UInt8] {
    PNGWriter.png(width: width, height: height, colorType: 0, channels: 1, pixels: grey)
  }
}

enum PNGWriter {
  static func png(
    width: Int, height: Int, colorType: UInt8, channels: Int, pixels: [UInt8]
  ) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity((width * channels + 1) * height)
    for y in 0..<height {
      raw.append(0)
      raw += pixels[(y * width * channels)..<((y + 1) * width * channels)]
    }
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [8, colorType, 0, 0, 0]
    chunk("IHDR", header, to: &file)
    chunk("IDAT", Deflate.zlib(raw), to: &file)
    chunk("IEND", [], to: &file)
    return file
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static func chunk(_ type: String, _ body: [UInt8], to file: inout [UInt8]) {
    let typed = Array(type.utf8) + body
    file += bigEndian(UInt32(body.count))
    file += typed
    file += bigEndian(crc32(typed))
  }

  /// CRC-32 as PNG computes it (ISO 3309, the polynomial 0xEDB88320 reflected).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }
}

/// DEFLATE with the fixed Huffman codes (RFC 1951, 3.2.6) in one block.
enum Deflate {
  /// `bytes` as a zlib stream.
  static func zlib(_ bytes: [UInt8]) -> [UInt8] {
    var writer = BitWriter()
    writer.output = [0x78, 0x01]
    writer.write(1, bits: 1)  // the last block
    writer.write(1, bits: 2)  // fixed codes
    var table = [Int](repeating: -1, count: 1 << 15)
    var position = 0
    while position < bytes.count {
      var length = 0
      var distance = 0
      if position + 3 <= bytes.count {
        let key =
          (Int(bytes[position]) << 10 ^ Int(bytes[position + 1]) << 5 ^ Int(bytes[position + 2]))
          & 0x7FFF
        let candidate = table[key]
        table[key] = position
        if candidate >= 0, position - candidate <= 32_768 {
          let limit = min(258, bytes.count - position)
          while length < limit && bytes[candidate + length] == bytes[position + length] {
            length += 1
          }
          distance = position - candidate
        }
      }
      if length >= 3 {
        writer.writeLength(length)
        writer.writeDistance(distance)
        position += length
      } else {
        writer.writeLiteral(Int(bytes[position]))
        position += 1
      }
    }
    writer.writeLiteral(256)
    writer.flush()
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return writer.output + PNGWriter.bigEndian(b << 16 | a)
  }
}

/// Writes DEFLATE's bits, least significant first; Huffman codes most significant first.
struct BitWriter {
  var output: [UInt8] = []
  private var buffer: UInt32 = 0
  private var count: UInt32 = 0

  mutating func write(_ value: Int, bits: Int) {
    buffer |= UInt32(value) << count
    count += UInt32(bits)
    while count >= 8 {
      output.append(UInt8(buffer & 0xFF))
      buffer >>= 8
      count -= 8
    }
  }

  /// A Huffman code of `length` bits, reversed into DEFLATE's bit order.
  mutating func writeCode(_ code: Int, length: Int) {
    var reversed = 0
    for bit in 0..<length { reversed |= (code >> bit & 1) << (length - 1 - bit) }
    write(reversed, bits: length)
  }

  /// A literal byte or the end of the block (256) in the fixed code.
  mutating func writeLiteral(_ symbol: Int) {
    switch symbol {
    case 0..<144: writeCode(0x30 + symbol, length: 8)
    case 144..<256: writeCode(0x190 + symbol - 144, length: 9)
    case 256..<280: writeCode(symbol - 256, length: 7)
    default: writeCode(0xC0 + symbol - 280, length: 8)
    }
  }

  mutating func writeLength(_ length: Int) {
    let bases = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
      131, 163, 195, 227, 258,
    ]
    let extras = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    var index = bases.count - 1
    while bases[index] > length { index -= 1 }
    writeLiteral(257 + index)
    write(length - bases[index], bits: extras[index])
  }

  mutating func writeDistance(_ distance: Int) {
    var index = 0
    var base = 1
    // Codes 0–3 are 1–4; then each pair of codes doubles the span (RFC 1951, 3.2.5).
    while true {
      let extra = index < 4 ? 0 : (index - 2) / 2
      if distance < base + (1 << extra) {
        writeCode(index, length: 5)
        write(distance - base, bits: extra)
        return
      }
      base += 1 << extra
      index += 1
    }
  }

  mutating func flush() {
    if count > 0 { output.append(UInt8(buffer & 0xFF)) }
    buffer = 0
    count = 0
  }
}
