import Foundation

/// The corners a layer rounds.
///
/// Raw values are CALayer.h's: `kCALayerMinXMinYCorner = 1U << 0` through
/// `kCALayerMaxXMaxYCorner = 1U << 3`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: UInt

  /// A mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The corner at the minimum x and y (top left in UIKit's coordinates).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)

  /// The corner at the maximum x and minimum y.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)

  /// The corner at the minimum x and maximum y.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)

  /// The corner at the maximum x and y.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
