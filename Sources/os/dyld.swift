// dyld's list of loaded Mach-O images (<mach-o/dyld.h>). On Apple's platforms code that imports
// `os` reaches these through Darwin; packages call them under `#if canImport(os)` to find a
// loaded framework (xctest-dynamic-overlay looks for SwiftUI's image this way). Linux loads ELF
// objects and has no dyld, so its list of Mach-O images is empty: the count is 0 and every index
// is out of range, for which dyld answers nil.

/// A Mach-O file's header (<mach-o/loader.h>), with Apple's field names.
///
/// No value of it exists on Linux; it is declared so that the image-header query has Apple's type.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct mach_header: Sendable {
  public var magic: UInt32
  public var cputype: Int32
  public var cpusubtype: Int32
  public var filetype: UInt32
  public var ncmds: UInt32
  public var sizeofcmds: UInt32
  public var flags: UInt32

  public init() {
    self.init(magic: 0, cputype: 0, cpusubtype: 0, filetype: 0, ncmds: 0, sizeofcmds: 0, flags: 0)
  }

  public init(
    magic: UInt32, cputype: Int32, cpusubtype: Int32, filetype: UInt32, ncmds: UInt32,
    sizeofcmds: UInt32, flags: UInt32
  ) {
    self.magic = magic
    self.cputype = cputype
    self.cpusubtype = cpusubtype
    self.filetype = filetype
    self.ncmds = ncmds
    self.sizeofcmds = sizeofcmds
    self.flags = flags
  }
}

/// The number of Mach-O images dyld has loaded: none on Linux.
public func _dyld_image_count() -> UInt32 { 0 }

/// The path of the image at `image_index`, or nil when the index is out of range, as every
/// index is on Linux.
public func _dyld_get_image_name(_ image_index: UInt32) -> UnsafePointer<CChar>? { nil }

/// The header of the image at `image_index`, or nil when the index is out of range, as every
/// index is on Linux.
public func _dyld_get_image_header(_ image_index: UInt32) -> UnsafePointer<mach_header>? { nil }
