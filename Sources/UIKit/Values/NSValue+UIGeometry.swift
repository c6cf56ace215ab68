import Foundation

// UIKit's boxing of geometry in `NSValue` (UIGeometry.h, `NSValue (NSValueUIGeometryExtensions)`):
// what keyboard notifications and animations carry in their dictionaries. Points, sizes and
// rectangles only: Foundation on Linux boxes no other structure.
extension NSValue {
  /// A value that holds `point`.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// A value that holds `size`.
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  /// A value that holds `rect`.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }
  /// The size the value holds.
  public var cgSizeValue: CGSize { sizeValue }
  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }
}
