import Foundation

/// How a layer's contents are positioned or scaled in its bounds.
///
/// The raw values are the strings of Core Animation's constants (`kCA…`), as `rawValue` reads them
/// on iOS.
public struct CALayerContentsGravity: Hashable, RawRepresentable, Sendable {
  /// The constant's string.
  public var rawValue: String

  /// A constant from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension CALayerContentsGravity {
  /// Centred, not resized.
  public static let center = CALayerContentsGravity(rawValue: "center")

  /// Centred at the top edge.
  public static let top = CALayerContentsGravity(rawValue: "top")

  /// Centred at the bottom edge.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")

  /// Centred at the left edge.
  public static let left = CALayerContentsGravity(rawValue: "left")

  /// Centred at the right edge.
  public static let right = CALayerContentsGravity(rawValue: "right")

  /// At the top-left corner.
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")

  /// At the top-right corner.
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")

  /// At the bottom-left corner.
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")

  /// At the bottom-right corner.
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

  /// Resized to fill the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")

  /// Scaled to fit, keeping its aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")

  /// Scaled to fill, keeping its aspect ratio.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
