import Foundation

/// A 64-bit FNV-1a hasher with a fixed seed, used where hash values must not vary between runs.
struct StableHasher {
  private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325

  var value: Int { Int(truncatingIfNeeded: state) }

  mutating func combine(_ byte: UInt8) {
    state ^= UInt64(byte)
    state = state &* 0x0000_0100_0000_01b3
  }

  mutating func combine(_ word: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      combine(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
    }
  }

  mutating func combine(_ integer: Int) {
    combine(UInt64(bitPattern: Int64(integer)))
  }

  mutating func combine(_ number: CGFloat) {
    // +0 and -0 compare equal, so they must hash equally.
    let normalized = number == 0 ? 0 : Double(number)
    combine(normalized.bitPattern)
  }

  mutating func combine(_ string: String) {
    for byte in string.utf8 {
      combine(byte)
    }
    combine(UInt8(0xff))
  }
}
