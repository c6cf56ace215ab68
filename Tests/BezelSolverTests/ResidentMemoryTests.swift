import BezelBenchmarks
import Foundation
import Testing

/// What `bezel-bench` reads of the process's memory on Linux.
@Suite struct ResidentMemoryTests {
  /// Touching memory the process never had counts page faults: 64 MB is above the largest
  /// threshold at which glibc maps a block of its own (32 MB), so its pages are fresh, and
  /// filling it touches every one of them.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
  func touchingFreshMemoryCountsPageFaults() throws {
    let before = try #require(ResidentMemory.minorPageFaults)
    let block = [UInt8](repeating: 1, count: 64 << 20)
    let after = try #require(ResidentMemory.minorPageFaults)
    #expect(block[block.count - 1] == 1)
    #expect(after > before)
  }
}
