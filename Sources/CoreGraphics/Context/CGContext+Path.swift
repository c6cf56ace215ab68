import Foundation

// The context's current path. Points are transformed by the CTM as they are added, so a later CTM
// change does not move them; `path`, `currentPointOfPath` and `boundingBoxOfPath` report the path
// in the current user space, as CoreGraphics does. The messages for a missing current point name
// the C functions, as CoreGraphics logs them.

extension CGContext {
  /// Discards the current path.
  public func beginPath() {
    currentPath.elements.removeAll()
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) {
    currentPath.appendMove(point, state.ctm)
  }

  /// Adds a line from the current point to `point`.
  public func addLine(to point: CGPoint) {
    currentPath.appendLine(point, state.ctm, caller: "CGContextAddLineToPoint")
  }

  /// Adds lines between `points`: a move to the first, a line to each next one.
  public func addLines(between points: [CGPoint]) {
    currentPath.appendLines(points, state.ctm)
  }

  /// Adds a cubic Bézier curve from the current point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.appendCurve(
      end, control1: control1, control2: control2, state.ctm, caller: "CGContextAddCurveToPoint")
  }

  /// Adds a quadratic Bézier curve from the current point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.appendQuadCurve(
      end, control: control, state.ctm, caller: "CGContextAddQuadCurveToPoint")
  }

  /// Adds an arc of a circle; `clockwise` means decreasing angles.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    guard startAngle.isFinite, endAngle.isFinite else { return }
    let sweep = CGPath.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
    currentPath.appendArc(
      center: center, radius: radius, startAngle: startAngle, sweep: sweep, state.ctm)
  }

  /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to
  /// `tangent2End`.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    currentPath.appendTangentArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, state.ctm,
      caller: "CGContextAddArcToPoint")
  }

  /// Adds a closed rectangle.
  public func addRect(_ rect: CGRect) {
    currentPath.appendRect(rect, state.ctm)
  }

  /// Adds a closed rectangle for each rectangle.
  public func addRects(_ rects: [CGRect]) {
    for rect in rects {
      currentPath.appendRect(rect, state.ctm)
    }
  }

  /// Adds the ellipse that fits `rect`.
  public func addEllipse(in rect: CGRect) {
    currentPath.appendEllipse(in: rect, state.ctm)
  }

  /// Adds `path`'s elements, transformed by the CTM.
  public func addPath(_ path: CGPath) {
    currentPath.appendPath(path, state.ctm)
  }

  /// Closes the current subpath.
  public func closePath() {
    currentPath.appendClose()
  }

  /// Whether the current path is empty.
  public var isPathEmpty: Bool { currentPath.isEmpty }

  /// A copy of the current path in user space; nil when it is empty.
  public var path: CGPath? {
    guard !currentPath.isEmpty else { return nil }
    return CGPath(elements: CGPath.transformed(currentPath.elements, by: state.ctm.inverted()))
  }

  /// The current point in user space; `.zero` when the path is empty.
  public var currentPointOfPath: CGPoint {
    guard let point = currentPath.currentPointIfAny else { return .zero }
    return point.applying(state.ctm.inverted())
  }

  /// The bounding box of the current path in user space, control points included; null when the
  /// path is empty.
  public var boundingBoxOfPath: CGRect {
    path?.boundingBox ?? .null
  }

  /// Whether `point` (user space) would be painted by drawing the current path with `mode`.
  public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
    let device = point.applying(state.ctm)
    switch mode {
    case .fill, .fillStroke: return currentPath.contains(device, using: .winding)
    case .eoFill, .eoFillStroke: return currentPath.contains(device, using: .evenOdd)
    case .stroke: return strokedCurrentPath().contains(device, using: .winding)
    }
  }

  /// Replaces the current path with the outline of its stroke with the current line attributes
  /// (see `CGPath.copy(strokingWithWidth:…)` for the approximation).
  public func replacePathWithStrokedPath() {
    let stroked = strokedCurrentPath()
    currentPath.elements = stroked.elements
  }

  /// The current path's stroke outline, in device space.
  func strokedCurrentPath() -> CGPath {
    let inverse = state.ctm.inverted()
    let user = CGPath(elements: CGPath.transformed(currentPath.elements, by: inverse))
    return user.copy(
      strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
      miterLimit: state.miterLimit, transform: state.ctm)
  }
}
