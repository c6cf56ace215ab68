import Testing
import os

/// dyld's image queries, which packages call under `#if canImport(os)`: Linux loads no Mach-O
/// image, so the list is empty and every index is out of range (dyld answers nil for those,
/// per <mach-o/dyld.h>).
struct DyldTests {
  @Test func linuxHasNoMachOImages() {
    #expect(_dyld_image_count() == 0)
  }

  @Test func anImageIndexIsOutOfRange() {
    #expect(_dyld_get_image_name(0) == nil)
    #expect(_dyld_get_image_header(0) == nil)
  }

  /// xctest-dynamic-overlay's search for SwiftUI's image, as it is written: it finds nothing
  /// and falls back to its own handle.
  @Test func searchingTheImagesForAFrameworkFindsNothing() {
    var found: UnsafeRawPointer?
    for index in 0..<_dyld_image_count() {
      if let name = _dyld_get_image_name(index), String(cString: name).hasSuffix("/SwiftUI"),
        let header = _dyld_get_image_header(index)
      {
        found = UnsafeRawPointer(header)
      }
    }
    #expect(found == nil)
  }
}
