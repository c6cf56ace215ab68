import Foundation

/// The corners of a rectangle (UIGeometry.h: `UIRectCornerTopLeft = 1 << 0` …
/// `UIRectCornerBottomRight = 1 << 3`, `UIRectCornerAllCorners = ~0UL`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner: the rectangle's minimum x and minimum y.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner: maximum x, minimum y.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner: minimum x, maximum y.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner: maximum x, maximum y.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every corner: all bits set.
  public static let allCorners = UIRectCorner(rawValue: ~0)
}
