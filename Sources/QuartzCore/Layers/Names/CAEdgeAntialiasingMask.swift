import Foundation

/// The edges of a layer that are antialiased.
///
/// Raw values are CALayer.h's: `kCALayerLeftEdge = 1U << 0` through `kCALayerTopEdge = 1U << 3`.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: UInt32

  /// A mask from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The minimum x edge.
  public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)

  /// The maximum x edge.
  public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)

  /// The minimum y edge.
  public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)

  /// The maximum y edge.
  public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}
