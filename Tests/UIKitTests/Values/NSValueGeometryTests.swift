import Testing
import UIKit

// UIGeometry.h's NSValue extensions box what UIKit's notifications and animations carry.

@Test func nsValueKeepsTheRectangleItBoxes() {
  let value = NSValue(cgRect: CGRect(x: 0, y: 518, width: 393, height: 334))
  #expect(value.cgRectValue == CGRect(x: 0, y: 518, width: 393, height: 334))
}

@Test func nsValueKeepsThePointAndSizeItBoxes() {
  #expect(NSValue(cgPoint: CGPoint(x: -2, y: 7.5)).cgPointValue == CGPoint(x: -2, y: 7.5))
  #expect(
    NSValue(cgSize: CGSize(width: 320, height: 44)).cgSizeValue == CGSize(width: 320, height: 44))
}

@Test func boxedRectanglesAreEqualWhenTheirRectanglesAre() {
  let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
  #expect(NSValue(cgRect: rect) == NSValue(cgRect: rect))
  #expect(NSValue(cgRect: rect) != NSValue(cgRect: rect.offsetBy(dx: 1, dy: 0)))
}
