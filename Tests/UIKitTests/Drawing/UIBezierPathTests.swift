@_spi(Bezel) import CoreGraphics
import Foundation
import Testing

@testable import UIKit

// Expected values come from Apple's documentation of UIBezierPath (quoted in the sources) or are
// derived by hand in the comments.

@Suite struct UIBezierPathTests {
  @Test func rectCornerRawValuesAreUIKits() {
    // UIGeometry.h: 1 << 0 … 1 << 3, allCorners ~0UL.
    #expect(UIRectCorner.topLeft.rawValue == 1)
    #expect(UIRectCorner.topRight.rawValue == 2)
    #expect(UIRectCorner.bottomLeft.rawValue == 4)
    #expect(UIRectCorner.bottomRight.rawValue == 8)
    #expect(UIRectCorner.allCorners.rawValue == UInt.max)
  }

  @Test func drawingAttributesHaveTheDocumentedDefaults() {
    let path = UIBezierPath()
    #expect(path.lineWidth == 1)
    #expect(path.lineCapStyle == .butt)
    #expect(path.lineJoinStyle == .miter)
    #expect(path.miterLimit == 10)
    #expect(path.flatness == 0.6)
    #expect(!path.usesEvenOddFillRule)
    #expect(path.isEmpty)
  }

  @Test func anEmptyPathHasNullBoundsAndAZeroCurrentPoint() {
    let path = UIBezierPath()
    #expect(path.bounds.isNull)
    #expect(path.currentPoint == .zero)
  }

  @Test func aRectPathStartsAtTheOriginAndRunsClockwiseOnScreen() {
    // y-down: origin (10, 20) → top-right (40, 20) → bottom-right (40, 60) → bottom-left (10, 60).
    let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      path.cgPath.elementList == [
        PathElement(type: .moveToPoint, points: [CGPoint(x: 10, y: 20)]),
        PathElement(type: .addLineToPoint, points: [CGPoint(x: 40, y: 20)]),
        PathElement(type: .addLineToPoint, points: [CGPoint(x: 40, y: 60)]),
        PathElement(type: .addLineToPoint, points: [CGPoint(x: 10, y: 60)]),
        PathElement(type: .closeSubpath, points: []),
      ])
  }

  @Test func anOvalsBoundsAreItsRect() {
    let rect = CGRect(x: 5, y: 5, width: 80, height: 40)
    #expect(nearlyEqual(UIBezierPath(ovalIn: rect).bounds, rect))
  }

  @Test func aRoundedRectsBoundsAreItsRect() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(UIBezierPath(roundedRect: rect, cornerRadius: 8).bounds == rect)
  }

  @Test func aRoundedRectStartsAfterTheTopLeftCornerAndRunsClockwise() {
    // Radius 8: the top edge runs from x = 0 + 8 to x = 100 − 8, then the top-right corner ends
    // 8 below the top, on the right edge.
    let path = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 8)
    let elements = path.cgPath.elementList
    #expect(elements[0] == PathElement(type: .moveToPoint, points: [CGPoint(x: 8, y: 0)]))
    #expect(elements[1] == PathElement(type: .addLineToPoint, points: [CGPoint(x: 92, y: 0)]))
    #expect(elements[2].type == .addCurveToPoint)
    #expect(elements[2].points.last == CGPoint(x: 100, y: 8))
    #expect(elements.last?.type == .closeSubpath)
  }

  @Test func aCornerRadiusOverHalfTheShorterSideIsClampedToIt() {
    // 100 × 40 with radius 50: clamped to 40 / 2 = 20, so the top edge is straight from
    // x = 20 to x = 80, and the path is a stadium whose ends are half circles.
    let path = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50)
    let elements = path.cgPath.elementList
    #expect(elements[0] == PathElement(type: .moveToPoint, points: [CGPoint(x: 20, y: 0)]))
    #expect(elements[1] == PathElement(type: .addLineToPoint, points: [CGPoint(x: 80, y: 0)]))
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test func roundingOneCornerLeavesTheOthersSquare() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let path = UIBezierPath(
      roundedRect: rect, byRoundingCorners: .topLeft, cornerRadii: CGSize(width: 20, height: 20))
    #expect(path.bounds == rect)
    // (1, 1) is outside the top-left quarter circle of centre (20, 20) and radius 20
    // (distance √(19² + 19²) ≈ 26.9); (99, 1), by the square top-right corner, is inside.
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 99, y: 1)))
    #expect(path.contains(CGPoint(x: 1, y: 99)))
  }

  @Test func ellipticalCornerRadiiAreClampedPerAxis() {
    // 100 × 40 with radii 30 × 30: x stays 30 (≤ 50), y is clamped to 20; the path starts 30
    // in from the left on the top edge and the top-right corner ends 20 down the right edge.
    let path = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: 30, height: 30))
    let elements = path.cgPath.elementList
    #expect(elements[0].points == [CGPoint(x: 30, y: 0)])
    #expect(elements[2].points.last == CGPoint(x: 100, y: 20))
  }

  @Test func aClockwiseQuarterArcRunsThroughIncreasingAnglesOnScreen() {
    // Clockwise on a y-down screen from 0 to π/2: from (10, 0) to (0, 10), one curve whose
    // control points (10, 5.52) and (5.52, 10) lie in the square (0, 0)–(10, 10).
    let path = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(nearlyEqual(path.bounds, CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(abs(path.currentPoint.x) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
  }

  @Test func aCounterClockwiseQuarterArcGoesTheLongWayRound() {
    // From 0 to π/2 counter-clockwise on screen: three quarters of the circle through −y, so
    // the control-point bounds are the whole circle's square.
    let path = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(nearlyEqual(path.bounds, CGRect(x: -10, y: -10, width: 20, height: 20)))
  }

  @Test func zeroToPiClockwiseIsTheBottomHalf() {
    // init(arcCenter:…): "a start angle of 0 radians, an end angle of π radians, and setting the
    // clockwise parameter to YES draws the bottom half of the circle" (y-down: y ≥ centre).
    let bottom = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(nearlyEqual(bottom.bounds, CGRect(x: 40, y: 50, width: 20, height: 10)))
    let top = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(nearlyEqual(top.bounds, CGRect(x: 40, y: 40, width: 20, height: 10)))
  }

  @Test func anArcAfterAPointStartsWithALineToIt() {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addArc(
      withCenter: CGPoint(x: 20, y: 0), radius: 5, startAngle: 0, endAngle: .pi,
      clockwise: true)
    // The arc starts at (25, 0): a line from (0, 0) to it comes first.
    #expect(
      path.cgPath.elementList[1]
        == PathElement(type: .addLineToPoint, points: [CGPoint(x: 25, y: 0)]))
  }

  @Test func boundsIncludeControlPoints() {
    // `bounds`: "including any control points". The curve (0, 0)…(10, 0) with controls at
    // y = 30 peaks at y = 22.5, but the bounds reach the controls' 30.
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addCurve(
      to: CGPoint(x: 10, y: 0), controlPoint1: CGPoint(x: 0, y: 30),
      controlPoint2: CGPoint(x: 10, y: 30))
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 30))
  }

  @Test func aLineWithoutACurrentPointIsIgnored() {
    let path = UIBezierPath()
    path.addLine(to: CGPoint(x: 5, y: 5))
    #expect(path.isEmpty)
  }

  @Test func containsUsesTheEvenOddRuleWhenAsked() {
    // Two nested squares drawn the same way round: the centre is wound twice, inside under the
    // nonzero rule and outside under even-odd.
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
    #expect(path.contains(CGPoint(x: 50, y: 50)))
    path.usesEvenOddFillRule = true
    #expect(!path.contains(CGPoint(x: 50, y: 50)))
    #expect(path.contains(CGPoint(x: 10, y: 10)))
  }

  @Test func reversingAnOpenPathRunsItFromItsEnd() {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addCurve(
      to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 3),
      controlPoint2: CGPoint(x: 12, y: 7))
    // Backwards: from (10, 10), the curve with its controls swapped to (10, 0), then the line.
    #expect(
      path.reversing().cgPath.elementList == [
        PathElement(type: .moveToPoint, points: [CGPoint(x: 10, y: 10)]),
        PathElement(
          type: .addCurveToPoint,
          points: [CGPoint(x: 12, y: 7), CGPoint(x: 12, y: 3), CGPoint(x: 10, y: 0)]),
        PathElement(type: .addLineToPoint, points: [.zero]),
      ])
  }

  @Test func reversingAClosedRectRunsItTheOtherWayRound() {
    // The rect (0, 0)→(10, 0)→(10, 10)→(0, 10) closed; reversed it starts at (0, 0), runs back
    // along the closing line to (0, 10), then (10, 10), (10, 0) and closes.
    let reversed = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).reversing()
    #expect(
      reversed.cgPath.elementList == [
        PathElement(type: .moveToPoint, points: [.zero]),
        PathElement(type: .addLineToPoint, points: [CGPoint(x: 0, y: 10)]),
        PathElement(type: .addLineToPoint, points: [CGPoint(x: 10, y: 10)]),
        PathElement(type: .addLineToPoint, points: [CGPoint(x: 10, y: 0)]),
        PathElement(type: .addLineToPoint, points: [.zero]),
        PathElement(type: .closeSubpath, points: []),
      ])
  }

  @Test func applyingATransformMovesEveryPoint() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.apply(CGAffineTransform(translationX: 5, y: 7))
    #expect(path.bounds == CGRect(x: 5, y: 7, width: 10, height: 10))
  }

  @Test func aPathMadeFromACGPathHasItsElements() {
    let cgPath = CGMutablePath()
    cgPath.move(to: CGPoint(x: 1, y: 2))
    cgPath.addLine(to: CGPoint(x: 3, y: 4))
    #expect(UIBezierPath(cgPath: cgPath).cgPath == cgPath)
  }

  @Test func settingTheCGPathReplacesTheElements() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.cgPath = CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: nil)
    #expect(path.bounds == CGRect(x: 1, y: 1, width: 2, height: 2))
  }

  @Test func removingAllPointsEmptiesThePath() {
    let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4))
    path.removeAllPoints()
    #expect(path.isEmpty)
  }

  @Test func theDashPatternReadsBackAsSet() {
    let path = UIBezierPath()
    let pattern: [CGFloat] = [4, 2]
    path.setLineDash(pattern, count: 2, phase: 1)
    var lengths = [CGFloat](repeating: 0, count: 2)
    var count = 0
    var phase: CGFloat = 0
    path.getLineDash(&lengths, count: &count, phase: &phase)
    #expect(lengths == [4, 2])
    #expect(count == 2)
    #expect(phase == 1)
  }

  @Test func aPathRoundTripsThroughASecureArchive() throws {
    let path = UIBezierPath(roundedRect: CGRect(x: 1, y: 2, width: 30, height: 20), cornerRadius: 4)
    path.addQuadCurve(to: CGPoint(x: 5, y: 5), controlPoint: CGPoint(x: 9, y: 9))
    path.lineWidth = 2.5
    path.lineCapStyle = .round
    path.usesEvenOddFillRule = true
    path.setLineDash([3, 1], count: 2, phase: 0.5)
    let data = try NSKeyedArchiver.archivedData(withRootObject: path, requiringSecureCoding: true)
    let decoded = try #require(
      try NSKeyedUnarchiver.unarchivedObject(ofClass: UIBezierPath.self, from: data))
    #expect(decoded.cgPath == path.cgPath)
    #expect(decoded.lineWidth == 2.5)
    #expect(decoded.lineCapStyle == .round)
    #expect(decoded.usesEvenOddFillRule)
    var phase: CGFloat = 0
    var count = 0
    decoded.getLineDash(nil, count: &count, phase: &phase)
    #expect(count == 2)
    #expect(phase == 0.5)
  }

  @Test func aCopyHasTheAttributesAndItsOwnElements() throws {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.lineWidth = 3
    let copy = try #require(path.copy() as? UIBezierPath)
    path.removeAllPoints()
    #expect(copy.lineWidth == 3)
    #expect(copy.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
  }
}

@Suite struct UIBezierPathDrawingTests {
  @Test func fillingRecordsAFillOfThePathWithItsRule() throws {
    let context = try #require(makeTestContext())
    let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
    path.usesEvenOddFillRule = true
    UIGraphicsPushContext(context)
    path.fill()
    UIGraphicsPopContext()
    let operations = context.bezelOperations
    #expect(operations.count == 1)
    guard case .fill(let filled, let rule, _) = operations.first else {
      Issue.record("expected a fill, got \(operations)")
      return
    }
    #expect(filled.boundingBox == CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(rule == .evenOdd)
  }

  @Test func strokingUsesThePathsAttributesAndRestoresTheContexts() throws {
    let context = try #require(makeTestContext())
    let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
    path.lineWidth = 4
    path.lineJoinStyle = .round
    UIGraphicsPushContext(context)
    path.stroke()
    UIGraphicsPopContext()
    guard case .stroke(_, let state) = context.bezelOperations.first else {
      Issue.record("expected a stroke")
      return
    }
    #expect(state.lineWidth == 4)
    #expect(state.lineJoin == .round)
    // `stroke()` saves and restores the graphics state: the context's own width is back to 1.
    #expect(context.bezelState.lineWidth == 1)
    #expect(context.bezelSavedStateCount == 0)
  }

  @Test func fillingWithABlendModeAndAlphaRecordsThem() throws {
    let context = try #require(makeTestContext())
    UIGraphicsPushContext(context)
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill(with: .multiply, alpha: 0.5)
    UIGraphicsPopContext()
    let state = try #require(context.bezelOperations.first?.state)
    #expect(state.blendMode == .multiply)
    #expect(state.alpha == 0.5)
    #expect(context.bezelState.blendMode == .normal)
  }

  @Test func addingAClipIntersectsTheContextsClip() throws {
    let context = try #require(makeTestContext())
    UIGraphicsPushContext(context)
    UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40)).addClip()
    UIGraphicsPopContext()
    #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func theColorSetBeforeFillingIsTheFillColor() throws {
    let context = try #require(makeTestContext())
    UIGraphicsPushContext(context)
    UIColor.red.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
    UIGraphicsPopContext()
    let state = try #require(context.bezelOperations.first?.state)
    #expect(state.fillColor == UIColor.red.cgColor)
  }

  @Test func fillingWithoutACurrentContextDrawsNothingAndDoesNotTrap() {
    // Core Graphics logs a call on a null context; nothing else happens.
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
    #expect(UIGraphicsGetCurrentContext() == nil)
  }
}
