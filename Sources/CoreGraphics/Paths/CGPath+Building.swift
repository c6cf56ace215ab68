import Foundation

// How elements are added, shared by CGMutablePath and CGContext's current path. CoreGraphics logs
// `<function>: no current point.` and ignores a line or curve added to an empty path; Bezel does
// the same. A call with a NaN or infinite coordinate is ignored, as iOS ignores such values
// (it logs that an invalid numeric value was passed to CoreGraphics); Bezel does not trap.

extension CGPath {
  /// Whether the path has a current point to continue from.
  var hasCurrentPoint: Bool { !elements.isEmpty }

  func appendMove(_ point: CGPoint, _ t: CGAffineTransform) {
    guard point.isUsable, t.isUsable else { return }
    elements.append(.move(point.applying(t)))
  }

  func appendLine(_ point: CGPoint, _ t: CGAffineTransform, caller: String) {
    guard point.isUsable, t.isUsable else { return }
    guard hasCurrentPoint else { return CoreGraphicsLog.log("\(caller): no current point.") }
    elements.append(.line(point.applying(t)))
  }

  func appendQuadCurve(_ end: CGPoint, control: CGPoint, _ t: CGAffineTransform, caller: String) {
    guard end.isUsable, control.isUsable, t.isUsable else { return }
    guard hasCurrentPoint else { return CoreGraphicsLog.log("\(caller): no current point.") }
    elements.append(.quadCurve(control: control.applying(t), end: end.applying(t)))
  }

  func appendCurve(
    _ end: CGPoint, control1: CGPoint, control2: CGPoint, _ t: CGAffineTransform, caller: String
  ) {
    guard end.isUsable, control1.isUsable, control2.isUsable, t.isUsable else { return }
    guard hasCurrentPoint else { return CoreGraphicsLog.log("\(caller): no current point.") }
    elements.append(
      .curve(control1: control1.applying(t), control2: control2.applying(t), end: end.applying(t)))
  }

  /// Closes the current subpath; nothing when there is no subpath or it is already closed.
  func appendClose() {
    guard let last = elements.last, last != .close else { return }
    elements.append(.close)
  }

  /// A subpath of four lines: "starting by moving to the bottom-left corner and then adding lines
  /// counter-clockwise" (`addRect(_:transform:)`), then closed.
  func appendRect(_ rect: CGRect, _ t: CGAffineTransform) {
    guard rect.isUsable, t.isUsable else { return }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ].map { $0.applying(t) }
    elements.append(.move(corners[0]))
    for corner in corners.dropFirst() {
      elements.append(.line(corner))
    }
    elements.append(.close)
  }

  /// Appends `other`'s elements, transformed.
  func appendPath(_ other: CGPath, _ t: CGAffineTransform) {
    guard t.isUsable else { return }
    elements += CGPath.transformed(other.elements, by: t)
  }

  /// Lines through `points`: a move to the first, a line to each next.
  func appendLines(_ points: [CGPoint], _ t: CGAffineTransform) {
    guard t.isUsable, points.allSatisfy(\.isUsable), let first = points.first else { return }
    elements.append(.move(first.applying(t)))
    for point in points.dropFirst() {
      elements.append(.line(point.applying(t)))
    }
  }
}
