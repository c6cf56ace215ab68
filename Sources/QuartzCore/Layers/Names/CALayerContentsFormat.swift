import Foundation

/// The pixel format of a layer's drawn contents.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CALayerContentsFormat: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CALayerContentsFormat {
  /// 8 bits a channel (the default).
  public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")

  /// Half floats a channel.
  public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")

  /// 8-bit gray.
  public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}
