import CoreGraphics
import Testing

// The elements `applyWithBlock` hands out, against Apple's documentation of each builder.

@Test func addRectMovesToTheBottomLeftCornerThenRunsCounterClockwise() {
  // "starting by moving to the bottom-left corner and then adding lines counter-clockwise to
  // create a rectangle, closing the subpath" (addRect(_:transform:)); in CoreGraphics' y-up space
  // the bottom-left corner is (minX, minY) and counter-clockwise goes to (maxX, minY) next.
  let path = CGMutablePath()
  path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
  #expect(
    path.records == [
      ElementRecord(type: .moveToPoint, points: [CGPoint(x: 1, y: 2)]),
      ElementRecord(type: .addLineToPoint, points: [CGPoint(x: 4, y: 2)]),
      ElementRecord(type: .addLineToPoint, points: [CGPoint(x: 4, y: 6)]),
      ElementRecord(type: .addLineToPoint, points: [CGPoint(x: 1, y: 6)]),
      ElementRecord(type: .closeSubpath, points: []),
    ])
}

@Test func anEllipseIsOneClosedSubpathOfCurves() {
  // "the ellipse drawing starts with a move-to operation and ends with a close-subpath
  // operation" (addEllipse(in:transform:)), curves in between.
  let records = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil).records
  #expect(records.first?.type == .moveToPoint)
  #expect(records.last?.type == .closeSubpath)
  #expect(records.dropFirst().dropLast().allSatisfy { $0.type == .addCurveToPoint })
}

@Test func anEllipsesCurvesEndOnTheEllipse() {
  // Each end point (x, y) satisfies ((x − 20) / 20)² + ((y − 10) / 10)² = 1.
  let records = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil).records
  for record in records where record.type == .addCurveToPoint {
    let end = record.points[2]
    let value = pow((end.x - 20) / 20, 2) + pow((end.y - 10) / 10, 2)
    #expect(close(value, 1, 1e-12))
  }
}

@Test func anArcInAnEmptyPathStartsWithAMoveToItsStart() {
  // Radius 10 about (5, 5) at angle 0 starts at (15, 5).
  let path = CGMutablePath()
  path.addArc(center: CGPoint(x: 5, y: 5), radius: 10, startAngle: 0, endAngle: 1, clockwise: false)
  #expect(path.records.first == ElementRecord(type: .moveToPoint, points: [CGPoint(x: 15, y: 5)]))
}

@Test func anArcAfterAPointStartsWithALineToItsStart() {
  let path = CGMutablePath()
  path.move(to: .zero)
  path.addArc(center: CGPoint(x: 5, y: 5), radius: 10, startAngle: 0, endAngle: 1, clockwise: false)
  #expect(path.records[1] == ElementRecord(type: .addLineToPoint, points: [CGPoint(x: 15, y: 5)]))
}

@Test func aTangentArcMeetsBothLinesOfTheCorner() {
  // From (0, 0) towards the corner (10, 0), then up to (10, 10), radius 4: the arc's tangent
  // points are 4 / tan(45°) = 4 from the corner on each line, (6, 0) and (10, 4).
  let path = CGMutablePath()
  path.move(to: .zero)
  path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
  let records = path.records
  #expect(
    close([records[1]], [ElementRecord(type: .addLineToPoint, points: [CGPoint(x: 6, y: 0)])]))
  let end = path.currentPoint
  #expect(close(end.x, 10, 1e-9) && close(end.y, 4, 1e-9))
}

@Test func closingReturnsTheCurrentPointToTheSubpathsStart() {
  let path = CGMutablePath()
  path.move(to: CGPoint(x: 1, y: 1))
  path.addLine(to: CGPoint(x: 5, y: 1))
  path.closeSubpath()
  #expect(path.currentPoint == CGPoint(x: 1, y: 1))
}

@Test func aRectanglePathIsARect() {
  var rect = CGRect.zero
  let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
  #expect(path.isRect(&rect))
  #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
}

@Test func anEllipseIsNotARect() {
  let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 3, height: 4), transform: nil)
  #expect(!path.isRect(nil))
}

@Test func addLinesMovesToTheFirstPointAndLinesToTheRest() {
  let path = CGMutablePath()
  path.addLines(between: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
  #expect(path.records.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
}

@Test func addPathAppendsTheOtherPathsElements() {
  let path = CGMutablePath()
  path.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil))
  #expect(path.records.count == 5)
}

@Test func aMutableCopyIsIndependentOfItsOriginal() {
  let path = CGMutablePath()
  path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
  let copy = path.mutableCopy()
  copy?.addRect(CGRect(x: 5, y: 5, width: 1, height: 1))
  #expect(path.records.count == 5)
  #expect(copy?.records.count == 10)
  #expect(path == path.copy())
}

@Test func dashesAlternateDrawnAndSkippedLengths() {
  // A 10-point line with lengths [2, 3]: drawn 0–2, skipped 2–5, drawn 5–7, skipped 7–10.
  let path = CGMutablePath()
  path.addLines(between: [.zero, CGPoint(x: 10, y: 0)])
  let dashed = path.copy(dashingWithPhase: 0, lengths: [2, 3])
  #expect(
    close(
      dashed.records,
      [
        ElementRecord(type: .moveToPoint, points: [CGPoint(x: 0, y: 0)]),
        ElementRecord(type: .addLineToPoint, points: [CGPoint(x: 2, y: 0)]),
        ElementRecord(type: .moveToPoint, points: [CGPoint(x: 5, y: 0)]),
        ElementRecord(type: .addLineToPoint, points: [CGPoint(x: 7, y: 0)]),
      ]))
}

@Test func theDashPhaseStartsPartWayIntoThePattern() {
  // Phase 1 with [2, 3]: 1 point of dash left, then 3 skipped, 2 drawn, 3 skipped, then the last
  // 1 of the line drawn: 0–1, 4–6, 9–10.
  let path = CGMutablePath()
  path.addLines(between: [.zero, CGPoint(x: 10, y: 0)])
  let ends = path.copy(dashingWithPhase: 1, lengths: [2, 3]).records.map { $0.points[0].x }
  #expect(ends.count == 6)
  #expect(zip(ends, [0, 1, 4, 6, 9, 10]).allSatisfy { close($0, $1) })
}

@Test(arguments: [
  (CGLineCap.butt, CGRect(x: 0, y: -2, width: 10, height: 4)),
  (.square, CGRect(x: -2, y: -2, width: 14, height: 4)),
  (.round, CGRect(x: -2, y: -2, width: 14, height: 4)),
])
func aStrokedLineCoversHalfTheWidthOnEachSide(cap: CGLineCap, expected: CGRect) {
  // Width 4: 2 on each side; square and round caps reach 2 past each end.
  let path = CGMutablePath()
  path.addLines(between: [.zero, CGPoint(x: 10, y: 0)])
  let stroked = path.copy(
    strokingWithWidth: 4, lineCap: cap, lineJoin: .miter, miterLimit: 10)
  #expect(close(stroked.boundingBoxOfPath, expected, 1e-9))
}
