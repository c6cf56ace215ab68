import CoreGraphics
import Testing

// Bounding boxes. Apple's documentation: `boundingBox` includes control points, `boundingBoxOfPath`
// does not, both are the null rectangle for an empty path. Expected values are derived by hand in
// each test.

@Test func anEmptyPathHasNullBoundingBoxes() {
  let path = CGMutablePath()
  #expect(path.boundingBox.isNull)
  #expect(path.boundingBoxOfPath.isNull)
}

@Test func aQuarterArcAcrossTheTopReachesTheRadius() {
  // Centre (0, 0), radius 10, from 45° to 135° through increasing angles: the ends are at
  // (±10·cos 45°, 10·sin 45°) = (±5√2, 5√2); the arc passes 90°, the top, at y = 10.
  let path = CGMutablePath()
  path.addArc(
    center: .zero, radius: 10, startAngle: .pi / 4, endAngle: 3 * .pi / 4, clockwise: false)
  let h = 5 * 2.0.squareRoot()
  #expect(close(path.boundingBoxOfPath, CGRect(x: -h, y: h, width: 2 * h, height: 10 - h)))
}

@Test func aClockwiseArcTakesTheLongWayThroughThreeAxes() {
  // The same angles with `clockwise: true` go from 45° down through 0°, −90° and −180° to −225°
  // (= 135°): the arc reaches x = 10, y = −10 and x = −10; its highest points are its ends, 5√2.
  let path = CGMutablePath()
  path.addArc(
    center: .zero, radius: 10, startAngle: .pi / 4, endAngle: 3 * .pi / 4, clockwise: true)
  let h = 5 * 2.0.squareRoot()
  #expect(close(path.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 10 + h)))
}

@Test func aFullCircleArcIsBoundedByItsSquare() {
  // From 0 to 2π: every axis point, so the box is the circle's square.
  let path = CGMutablePath()
  path.addArc(
    center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
  #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10)))
}

@Test func aCubicCurveBulgesBetweenItsEnds() {
  // From (0, 0) to (10, 0) with controls (0, 10) and (10, 10): y(t) = 3(1−t)²t·10 + 3(1−t)t²·10
  // = 30·t(1−t), largest at t = ½: 7.5. The control points reach y = 10.
  let path = CGMutablePath()
  path.move(to: .zero)
  path.addCurve(
    to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
  #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 7.5)))
  #expect(close(path.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10)))
}

@Test func aQuadraticCurveReachesHalfwayToItsControlPoint() {
  // From (0, 0) to (10, 0) with control (5, 10): y(t) = 2(1−t)t·10, largest at t = ½: 5.
  let path = CGMutablePath()
  path.move(to: .zero)
  path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
  #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5)))
  #expect(close(path.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10)))
}

@Test func anEllipseIsBoundedByItsRectangle() {
  // The ellipse's extremes are the midpoints of the rectangle's sides.
  let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
  let path = CGPath(ellipseIn: rect, transform: nil)
  #expect(close(path.boundingBoxOfPath, rect))
}

@Test func aRoundedRectangleIsBoundedByItsRectangle() {
  // The straight sides lie on the rectangle's edges.
  let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
  let path = CGPath(roundedRect: rect, cornerWidth: 12, cornerHeight: 8, transform: nil)
  #expect(close(path.boundingBoxOfPath, rect))
}

@Test func aRotatedRectangleSwapsItsSides() {
  // A quarter turn maps (x, y) to (−y, x): the rectangle 10 × 20 at the origin lands at
  // x ∈ [−20, 0], y ∈ [0, 10].
  var rotation = CGAffineTransform(rotationAngle: .pi / 2)
  let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: &rotation)
  #expect(close(path.boundingBox, CGRect(x: -20, y: 0, width: 20, height: 10), 1e-12))
}

@Test func aTransformedCopyMovesEveryPoint() {
  // Scale by 2 then move by (5, 5): (0, 0, 10, 10) becomes (5, 5, 20, 20).
  let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
  var transform = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 2.5, y: 2.5)
  let copy = path.copy(using: &transform)
  #expect(copy?.boundingBox == CGRect(x: 5, y: 5, width: 20, height: 20))
}

@Test func addingWithATransformTransformsTheNewElementsOnly() {
  let path = CGMutablePath()
  path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
  path.addRect(
    CGRect(x: 0, y: 0, width: 1, height: 1), transform: CGAffineTransform(translationX: 10, y: 0))
  #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 11, height: 1))
}
