import Testing

@testable import UIKit

#if canImport(Glibc)
  import Glibc
#endif

/// What one constraint object costs: a screen holds tens of thousands of them.
@Suite
@MainActor
struct ConstraintStorageTests {
  /// A constraint object is 152 bytes, served from a 160-byte chunk.
  ///
  /// The fields, by hand: the object header (16); the flag, both attributes and the relation, a
  /// byte each (to 24); multiplier and constant (to 40); the priority and the engine slot, 4
  /// bytes each (to 48); both side links, both term lists, the container link and the engine, 8
  /// each (to 96); the solver constraint, 40 (to 136); the activation order and the extras, 8
  /// each: 152 bytes, which glibc serves from a 160-byte chunk with 152 usable. An engine slot of
  /// 8 bytes would make it 160, from a 176-byte chunk.
  @Test(.enabled(if: isGlibc))
  func aConstraintObjectFitsA160ByteChunk() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    #if canImport(Glibc)
      // `malloc_usable_size` is declared in <malloc.h>, which the Glibc module leaves out.
      typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else {
        Issue.record("glibc has no malloc_usable_size")
        return
      }
      let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
      #expect(usableSize(Unmanaged.passUnretained(constraint).toOpaque()) == 152)
    #endif
  }
}

#if canImport(Glibc)
  private let isGlibc = true
#else
  private let isGlibc = false
#endif
