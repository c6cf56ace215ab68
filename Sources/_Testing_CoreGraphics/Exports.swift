// The toolchain's Swift Testing names this module as the cross-import overlay of Testing and
// CoreGraphics (`Testing.swiftcrossimport/CoreGraphics.swiftoverlay`): a file that imports both
// loads it. It re-exports both, so that such a file sees each.
@_exported import CoreGraphics
@_exported import Testing
