import CoreGraphics
import Foundation
import Testing

// The CoreGraphics overlay bridges points, sizes and rectangles to NSValue: what a keyboard
// notification's `userInfo` holds reads back either way.

@Test func aRectangleInAnNSValueCastsToCGRect() {
  let info: [AnyHashable: Any] = [
    "frame": NSValue(rect: CGRect(x: 0, y: 518, width: 393, height: 334))
  ]
  #expect(info["frame"] as? CGRect == CGRect(x: 0, y: 518, width: 393, height: 334))
}

@Test func aCGRectStoredAsAnyCastsToNSValue() {
  let info: [AnyHashable: Any] = ["frame": CGRect(x: 1, y: 2, width: 3, height: 4)]
  #expect((info["frame"] as? NSValue)?.rectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
}

@Test func aPointAndASizeBridgeBothWays() {
  let point: Any = NSValue(point: CGPoint(x: 3, y: 4))
  let size: Any = CGSize(width: 5, height: 6)
  #expect(point as? CGPoint == CGPoint(x: 3, y: 4))
  #expect((size as? NSValue)?.sizeValue == CGSize(width: 5, height: 6))
}

@Test func aValueOfAnotherTypeDoesNotCast() {
  let point: Any = NSValue(point: CGPoint(x: 3, y: 4))
  #expect(point as? CGRect == nil)
  #expect(point as? CGSize == nil)
}
