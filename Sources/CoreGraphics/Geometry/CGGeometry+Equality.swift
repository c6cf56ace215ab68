import Foundation

// The `equalTo` methods of CoreGraphics' Swift overlay (`CGPointEqualToPoint`, `CGSizeEqualToSize`,
// `CGRectEqualToRect`), which Linux's Foundation lacks. Rectangles compare standardized, as
// `CGRectEqualToRect` does.

extension CGPoint {
  /// Whether the two points are equal.
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
  /// Whether the two sizes are equal.
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
  /// Whether the two rectangles have the same origin and size once standardized.
  public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
