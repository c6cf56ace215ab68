import CoreGraphics
import Testing

// Hit testing with CGPathFillRule's two rules. A ring made of two ellipses drawn in the same
// direction (Apple: every ellipse is drawn "with all moves oriented in the clockwise direction")
// winds twice round its centre: inside by the nonzero winding rule, outside by even-odd.

private func ring() -> CGMutablePath {
  let path = CGMutablePath()
  path.addEllipse(in: CGRect(x: -10, y: -10, width: 20, height: 20))
  path.addEllipse(in: CGRect(x: -5, y: -5, width: 10, height: 10))
  return path
}

@Test func theRingsHoleIsInsideByTheWindingRule() {
  #expect(ring().contains(.zero, using: .winding))
}

@Test func theRingsHoleIsOutsideByTheEvenOddRule() {
  #expect(!ring().contains(.zero, using: .evenOdd))
}

@Test(arguments: [CGPathFillRule.winding, .evenOdd])
func theRingItselfIsInsideByEitherRule(rule: CGPathFillRule) {
  // (7, 0) is between the radii 5 and 10.
  #expect(ring().contains(CGPoint(x: 7, y: 0), using: rule))
}

@Test(arguments: [CGPathFillRule.winding, .evenOdd])
func pointsBeyondTheRingAreOutside(rule: CGPathFillRule) {
  #expect(!ring().contains(CGPoint(x: 11, y: 0), using: rule))
  #expect(!ring().contains(CGPoint(x: 7.5, y: 7.5), using: rule))  // radius 10.6
}

@Test func anOpenSubpathIsFilledAsIfClosed() {
  // A triangle without closeSubpath still contains its centroid.
  let path = CGMutablePath()
  path.addLines(between: [.zero, CGPoint(x: 9, y: 0), CGPoint(x: 0, y: 9)])
  #expect(path.contains(CGPoint(x: 3, y: 3)))
}

@Test func theTransformIsAppliedToThePoint() {
  // Apple: the transform is applied "to the point before checking for containment".
  // (20, 20) scaled by ¼ is (5, 5), inside the 10-point square.
  let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
  #expect(path.contains(CGPoint(x: 20, y: 20), transform: CGAffineTransform(scaleX: 0.25, y: 0.25)))
  #expect(!path.contains(CGPoint(x: 20, y: 20)))
}

@Test func aRoundedCornerLeavesItsCornerPointOutside() {
  // Corner radius 10 at (0, 0): the corner arc's centre is (10, 10); (1, 1) is √162 ≈ 12.7 from
  // it, beyond the radius; (3, 10) is on the straight left side's inner side.
  let path = CGPath(
    roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 10,
    transform: nil)
  #expect(!path.contains(CGPoint(x: 1, y: 1)))
  #expect(path.contains(CGPoint(x: 3, y: 10)))
  #expect(path.contains(CGPoint(x: 4, y: 4)))  // √72 ≈ 8.5 from (10, 10): inside the arc
}
