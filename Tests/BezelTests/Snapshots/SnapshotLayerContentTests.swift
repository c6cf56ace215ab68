import Bezel
import Foundation
import Testing
import UIKit

/// Gradient and shape layers in the drawing.
@MainActor
struct SnapshotLayerContentTests {
  static let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
  static let blue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)

  /// The appearance of a 200 × 100 view at (0, 100) holding `layer`.
  func drawing(of layer: CALayer) -> String {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
    view.layer.addSublayer(layer)
    return appearance(of: controller(holding: [view]))
  }

  // CAGradientLayer.h: the start and end points are in the unit coordinate space of the layer,
  // which is SVG's objectBoundingBox space: x1 y1 x2 y2 are the points as given, and each colour
  // stops at its location.
  @Test func axialGradientIsALinearGradientWithTheLayersStops() throws {
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    gradient.colors = [Self.red, Self.blue]
    gradient.locations = [0.25, 0.75]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    let drawn = drawing(of: gradient)
    let match = try #require(drawn.firstMatch(of: /<linearGradient id="(bezel-[0-9a-f]{16}-g\d+)"/))
    let id = String(match.output.1)
    let expected = """
      <g transform="translate(10 20)">
      <linearGradient id="\(id)" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0.25" stop-color="rgb(255,0,0)"/>
      <stop offset="0.75" stop-color="rgb(0,0,255)"/>
      </linearGradient>
      <rect x="0" y="0" width="100" height="50" fill="url(#\(id))"/>
      """
    #expect(drawn.contains(expected))
  }

  // CAGradientLayer.h, `locations`: without them the stops are spread evenly: 0, 0.5, 1 for
  // three colours. The default points run from the top centre (0.5, 0) to the bottom centre.
  @Test func gradientWithoutLocationsSpreadsItsColoursEvenly() {
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    gradient.colors = [Self.red, Self.blue, Self.red]
    let drawn = drawing(of: gradient)
    #expect(drawn.contains("x1=\"0.5\" y1=\"0\" x2=\"0.5\" y2=\"1\">"))
    #expect(drawn.contains("<stop offset=\"0\" stop-color=\"rgb(255,0,0)\"/>"))
    #expect(drawn.contains("<stop offset=\"0.5\" stop-color=\"rgb(0,0,255)\"/>"))
    #expect(drawn.contains("<stop offset=\"1\" stop-color=\"rgb(255,0,0)\"/>"))
  }

  // CAGradientLayer.h, radial: an ellipse centred at the start point (0.5, 0.5) reaching the end
  // point (1, 0.75): half-width 0.5 and half-height 0.25 in the unit square, the unit circle
  // scaled by (0.5, 0.25) and moved to (0.5, 0.5).
  @Test func radialGradientIsAnEllipseAroundTheStartPoint() {
    let gradient = CAGradientLayer()
    gradient.type = .radial
    gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    gradient.colors = [Self.red, Self.blue]
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.75)
    #expect(
      drawing(of: gradient).contains(
        "cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"matrix(0.5 0 0 0.25 0.5 0.5)\">"))
  }

  // SVG has no conic gradient: it is drawn as 72 wedges of 5° about the start point.
  @Test func conicGradientIsDrawnAsWedges() {
    let gradient = CAGradientLayer()
    gradient.type = .conic
    gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    gradient.colors = [Self.red, Self.blue]
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    let wedges = group("conic-gradient", in: drawing(of: gradient))
    #expect(occurrences(of: "<path d=\"M50 25L", in: wedges) == 72)
  }

  // The path's elements in order: move, line, quadratic curve (control then end), cubic curve
  // (two controls then end), close; CAShapeLayer.h's default fill is opaque black, and there is
  // no stroke by default.
  @Test func shapeLayerPathBecomesSVGPathData() {
    let shape = CAShapeLayer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 40, y: 0))
    path.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 60, y: 20))
    path.addCurve(
      to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 30, y: 60), control2: CGPoint(x: 10, y: 60))
    path.closeSubpath()
    shape.path = path
    #expect(
      drawing(of: shape).contains(
        "<path d=\"M0 0L40 0Q60 20 40 40C30 60 10 60 0 40Z\" fill=\"rgb(0,0,0)\"/>"))
  }

  // A stroked, unfilled shape: CAShapeLayer's miter limit of 10 is written, SVG's default being
  // 4; round caps and the dash pattern as given.
  @Test func shapeLayerStrokeFollowsItsProperties() {
    let shape = CAShapeLayer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    shape.path = path
    shape.fillColor = nil
    shape.strokeColor = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 0.5)
    shape.lineWidth = 3
    shape.lineCap = .round
    shape.lineDashPattern = [4, 2]
    shape.lineDashPhase = 1
    #expect(
      drawing(of: shape).contains(
        "<path d=\"M0 0L100 0\" fill=\"none\" stroke=\"rgb(0,255,0)\" stroke-opacity=\"0.5\" "
          + "stroke-width=\"3\" stroke-linecap=\"round\" stroke-miterlimit=\"10\" "
          + "stroke-dasharray=\"4 2\" stroke-dashoffset=\"1\"/>"))
  }

  @Test func evenOddFillRuleIsWritten() {
    let shape = CAShapeLayer()
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    shape.fillRule = .evenOdd
    #expect(drawing(of: shape).contains("fill=\"rgb(0,0,0)\" fill-rule=\"evenodd\"/>"))
  }

  // strokeStart 0.25 and strokeEnd 0.75 of a path measured as length 1: one dash of 0.5, then a
  // gap of 1, the pattern moved back by 0.25 so that the dash starts a quarter of the way.
  @Test func strokeStartAndEndTrimTheStrokeOfASinglePath() {
    let shape = CAShapeLayer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    shape.path = path
    shape.fillColor = nil
    shape.strokeColor = Self.red
    shape.strokeStart = 0.25
    shape.strokeEnd = 0.75
    #expect(
      drawing(of: shape).contains(
        "stroke-miterlimit=\"10\" pathLength=\"1\" stroke-dasharray=\"0.5 1\" "
          + "stroke-dashoffset=\"-0.25\"/>"))
  }

  @Test func strokeEndAtStrokeStartDrawsNoStroke() {
    let shape = CAShapeLayer()
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    shape.fillColor = nil
    shape.strokeColor = Self.red
    shape.strokeEnd = 0
    #expect(!drawing(of: shape).contains("stroke="))
  }
}
