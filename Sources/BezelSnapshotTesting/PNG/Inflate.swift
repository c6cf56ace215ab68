// zlib's inflate (RFC 1950 around RFC 1951's DEFLATE), for the PNG images the rasterizers write.
// No package of the local mirror decodes PNG or inflates without SwiftNIO, and Foundation on
// Linux has no public zlib API, so the image strategy carries this small decoder: stored, fixed
// and dynamic Huffman blocks, without the preset dictionary PNG never uses.

/// Inflates zlib streams.
enum Inflate {
  /// Why a stream could not be inflated.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The bytes `stream` (a zlib header, DEFLATE blocks, an Adler-32 checksum) inflates to.
  static func zlib(_ stream: [UInt8]) throws(Failure) -> [UInt8] {
    guard stream.count >= 6 else { throw Failure(description: "zlib stream too short") }
    let cmf = Int(stream[0])
    let flags = Int(stream[1])
    guard cmf & 0x0F == 8, (cmf << 8 | flags) % 31 == 0, flags & 0x20 == 0 else {
      throw Failure(description: "not a zlib stream of DEFLATE data")
    }
    var reader = BitReader(bytes: stream, position: 2)
    return try inflate(&reader)
  }

  /// The lengths and distances' base values and extra bits (RFC 1951, 3.2.5).
  private static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  /// The order the code-length code lengths come in (RFC 1951, 3.2.7).
  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  private static func inflate(_ reader: inout BitReader) throws(Failure) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(reader.bytes.count * 4)
    var isLast = false
    while !isLast {
      isLast = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0:
        reader.alignToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else {
          throw Failure(description: "stored block length mismatch")
        }
        try reader.copyBytes(length, to: &output)
      case 1:
        try inflateBlock(&reader, Huffman.fixedLiterals, Huffman.fixedDistances, &output)
      case 2:
        let (literals, distances) = try dynamicTables(&reader)
        try inflateBlock(&reader, literals, distances, &output)
      default:
        throw Failure(description: "invalid DEFLATE block type")
      }
    }
    return output
  }

  private static func dynamicTables(
    _ reader: inout BitReader
  ) throws(Failure) -> (Huffman, Huffman) {
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeLengthCount = try reader.bits(4) + 4
    var codeLengthLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount {
      codeLengthLengths[codeLengthOrder[index]] = try reader.bits(3)
    }
    let codeLengths = try Huffman(lengths: codeLengthLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try codeLengths.decode(&reader)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else {
          throw Failure(description: "repeat with no previous length")
        }
        lengths += repeatElement(previous, count: try reader.bits(2) + 3)
      case 17: lengths += repeatElement(0, count: try reader.bits(3) + 3)
      default: lengths += repeatElement(0, count: try reader.bits(7) + 11)
      }
    }
    guard lengths.count == literalCount + distanceCount else {
      throw Failure(description: "code lengths overrun")
    }
    return (
      try Huffman(lengths: Array(lengths[..<literalCount])),
      try Huffman(lengths: Array(lengths[literalCount...]))
    )
  }

  private static func inflateBlock(
    _ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman, _ output: inout [UInt8]
  ) throws(Failure) {
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let lengthIndex = symbol - 257
      guard lengthIndex < lengthBase.count else { throw Failure(description: "bad length code") }
      let length = lengthBase[lengthIndex] + (try reader.bits(lengthExtra[lengthIndex]))
      let distanceIndex = try distances.decode(&reader)
      guard distanceIndex < distanceBase.count else {
        throw Failure(description: "bad distance code")
      }
      let distance = distanceBase[distanceIndex] + (try reader.bits(distanceExtra[distanceIndex]))
      guard distance <= output.count else { throw Failure(description: "distance too far back") }
      var from = output.count - distance
      for _ in 0..<length {
        output.append(output[from])
        from += 1
      }
    }
  }
}

/// Reads DEFLATE's bits, least significant first.
struct BitReader {
  let bytes: [UInt8]
  var position: Int
  private var buffer: UInt64 = 0
  private var count = 0

  init(bytes: [UInt8], position: Int) {
    self.bytes = bytes
    self.position = position
  }

  /// The next `n` bits (at most 32) as a number.
  mutating func bits(_ n: Int) throws(Inflate.Failure) -> Int {
    if n == 0 { return 0 }
    while count < n {
      guard position < bytes.count else { throw Inflate.Failure(description: "stream truncated") }
      buffer |= UInt64(bytes[position]) << UInt64(count)
      position += 1
      count += 8
    }
    let value = Int(buffer & ((1 << UInt64(n)) - 1))
    buffer >>= UInt64(n)
    count -= n
    return value
  }

  /// Drops the bits left of the current byte.
  mutating func alignToByte() {
    let drop = count % 8
    buffer >>= UInt64(drop)
    count -= drop
  }

  /// Appends `length` whole bytes to `output`; the reader is aligned to a byte.
  mutating func copyBytes(_ length: Int, to output: inout [UInt8]) throws(Inflate.Failure) {
    for _ in 0..<length { output.append(UInt8(try bits(8))) }
  }
}

/// A canonical Huffman code, decoded bit by bit as zlib's reference decoder `puff.c` does.
struct Huffman {
  /// For each code length, how many codes have it.
  private var counts = [Int](repeating: 0, count: 16)
  /// The symbols in code order.
  private var symbols: [Int] = []

  init(lengths: [Int]) throws(Inflate.Failure) {
    for length in lengths { counts[length] += 1 }
    counts[0] = 0
    var offsets = [Int](repeating: 0, count: 16)
    for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
    symbols = [Int](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length != 0 {
      symbols[offsets[length]] = symbol
      offsets[length] += 1
    }
  }

  /// The next symbol (RFC 1951, 3.2.2: codes of one length are consecutive numbers).
  func decode(_ reader: inout BitReader) throws(Inflate.Failure) -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      code |= try reader.bits(1)
      let count = counts[length]
      if code - first < count { return symbols[index + code - first] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw Inflate.Failure(description: "invalid Huffman code")
  }

  /// The fixed literal/length code (RFC 1951, 3.2.6).
  static let fixedLiterals: Huffman = {
    let lengths =
      [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
      + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
    return (try? Huffman(lengths: lengths)) ?? Huffman()
  }()

  /// The fixed distance code.
  static let fixedDistances: Huffman = {
    (try? Huffman(lengths: [Int](repeating: 5, count: 30))) ?? Huffman()
  }()

  private init() {}
}
