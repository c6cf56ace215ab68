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

// Offsets: Foundation on Linux boxes no structure of another module's, so an offset is boxed as
// the point with the same two components (UIKit's UIOffset and CGPoint are both two doubles);
// such a value also reads back as that point.
extension NSValue {
  /// A value that holds `offset`.
  public convenience init(uiOffset offset: UIOffset) {
    self.init(point: CGPoint(x: offset.horizontal, y: offset.vertical))
  }

  /// The offset the value holds, or `.zero` for a value that holds no offset.
  public var uiOffsetValue: UIOffset {
    let pointType = String(cString: NSValue(point: .zero).objCType)
    guard String(cString: objCType) == pointType else { return .zero }
    let point = pointValue
    return UIOffset(horizontal: point.x, vertical: point.y)
  }
}
