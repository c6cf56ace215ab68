import Foundation

// Painting records an operation with the current graphics state. Painting or clipping with the
// current path clears it, as CGContext's documentation of `fillPath`, `strokePath`, `drawPath`
// and `clip` says; the rectangle and ellipse conveniences leave it alone.
// Painting an empty path records nothing.

extension CGContext {
  /// Fills the current path with `rule`, then clears the path.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    paintCurrentPath(fill: rule, stroke: false)
  }

  /// Strokes the current path, then clears it.
  public func strokePath() {
    paintCurrentPath(fill: nil, stroke: true)
  }

  /// Paints the current path in `mode`, then clears it.
  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill: paintCurrentPath(fill: .winding, stroke: false)
    case .eoFill: paintCurrentPath(fill: .evenOdd, stroke: false)
    case .stroke: paintCurrentPath(fill: nil, stroke: true)
    case .fillStroke: paintCurrentPath(fill: .winding, stroke: true)
    case .eoFillStroke: paintCurrentPath(fill: .evenOdd, stroke: true)
    }
  }

  private func paintCurrentPath(fill rule: CGPathFillRule?, stroke: Bool) {
    defer { beginPath() }
    guard !currentPath.isEmpty else { return }
    let path = CGPath(elements: currentPath.elements)
    if let rule { record(.fill(path, rule: rule, state: state)) }
    if stroke { record(.stroke(path, state: state)) }
  }

  /// Fills `rect`.
  public func fill(_ rect: CGRect) {
    fill([rect])
  }

  /// Fills each rectangle.
  public func fill(_ rects: [CGRect]) {
    let path = CGPath(elements: [])
    for rect in rects {
      path.appendRect(rect, state.ctm)
    }
    guard !path.isEmpty else { return }
    record(.fill(path, rule: .winding, state: state))
  }

  /// Fills the ellipse that fits `rect`.
  public func fillEllipse(in rect: CGRect) {
    let path = CGPath(elements: [])
    path.appendEllipse(in: rect, state.ctm)
    guard !path.isEmpty else { return }
    record(.fill(path, rule: .winding, state: state))
  }

  /// Strokes `rect`.
  public func stroke(_ rect: CGRect) {
    let path = CGPath(elements: [])
    path.appendRect(rect, state.ctm)
    guard !path.isEmpty else { return }
    record(.stroke(path, state: state))
  }

  /// Strokes `rect` with line width `width`, leaving the state's line width as it was.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    guard width.isFinite else { return }
    let saved = state.lineWidth
    state.lineWidth = width
    stroke(rect)
    state.lineWidth = saved
  }

  /// Strokes the ellipse that fits `rect`.
  public func strokeEllipse(in rect: CGRect) {
    let path = CGPath(elements: [])
    path.appendEllipse(in: rect, state.ctm)
    guard !path.isEmpty else { return }
    record(.stroke(path, state: state))
  }

  /// Strokes separate segments: points 0–1, 2–3, and so on (an odd last point is ignored).
  public func strokeLineSegments(between points: [CGPoint]) {
    let path = CGPath(elements: [])
    var index = 0
    while index + 1 < points.count {
      path.appendLines([points[index], points[index + 1]], state.ctm)
      index += 2
    }
    guard !path.isEmpty else { return }
    record(.stroke(path, state: state))
  }

  /// Clears `rect` to transparent.
  public func clear(_ rect: CGRect) {
    guard rect.isUsable else { return }
    record(.clear(rect, state: state))
  }

  /// Draws `image` into `rect` (user space), tiled if `byTiling`.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    guard rect.isUsable else { return }
    record(.image(image, rect: rect, tiled: byTiling, state: state))
  }

  /// Fills the clip with an axial gradient from `start` to `end`.
  public func drawLinearGradient(
    _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
    options: CGGradientDrawingOptions
  ) {
    guard startPoint.isUsable, endPoint.isUsable else { return }
    record(
      .linearGradient(gradient, start: startPoint, end: endPoint, options: options, state: state))
  }

  /// Fills the clip with a radial gradient between two circles.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    guard startCenter.isUsable, endCenter.isUsable, startRadius.isFinite, endRadius.isFinite
    else { return }
    record(
      .radialGradient(
        gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
        endRadius: endRadius, options: options, state: state))
  }
}
