import Foundation

// CGMutablePath's Swift API (CoreGraphics' overlay): each method takes an optional transform,
// applied to the new element's points before they are added. The messages for a missing current
// point name the C function, as CoreGraphics logs them.

extension CGMutablePath {
  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    appendMove(point, transform)
  }

  /// Adds a line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    appendLine(point, transform, caller: "CGPathAddLineToPoint")
  }

  /// Adds a sequence of lines: a move to the first point, then a line to each next one.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    appendLines(points, transform)
  }

  /// Adds a quadratic Bézier curve from the current point to `end`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    appendQuadCurve(end, control: control, transform, caller: "CGPathAddQuadCurveToPoint")
  }

  /// Adds a cubic Bézier curve from the current point to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    appendCurve(
      end, control1: control1, control2: control2, transform, caller: "CGPathAddCurveToPoint")
  }

  /// Adds an arc of a circle, after a line (or, in an empty path, a move) to its start.
  ///
  /// `clockwise` means decreasing angles.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard startAngle.isFinite, endAngle.isFinite else { return }
    let sweep = CGPath.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
    appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform)
  }

  /// Adds an arc of `radius` tangent to the lines from the current point to `tangent1End` and
  /// from there to `tangent2End`, preceded by a line to its first tangent point.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    appendTangentArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform,
      caller: "CGPathAddArcToPoint")
  }

  /// Adds an arc of `delta` radians from `startAngle` (positive: increasing angles).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    appendArc(center: center, radius: radius, startAngle: startAngle, sweep: delta, transform)
  }

  /// Adds a closed rectangular subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    appendRect(rect, transform)
  }

  /// Adds a closed rectangular subpath for each rectangle.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects {
      appendRect(rect, transform)
    }
  }

  /// Adds the ellipse that fits `rect` as a closed subpath.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    appendEllipse(in: rect, transform)
  }

  /// Adds a rectangle with rounded corners as a closed subpath.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    appendRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform)
  }

  /// Adds the elements of `path`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    appendPath(path, transform)
  }

  /// Closes the current subpath with a line back to its start.
  public func closeSubpath() {
    appendClose()
  }
}
