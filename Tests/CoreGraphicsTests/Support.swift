import CoreGraphics
import Testing

/// Whether two numbers agree within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two rectangles agree within `tolerance` in origin and size.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
  close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
    && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// A path element as a comparable value: its type and its points.
struct ElementRecord: Equatable, CustomStringConvertible {
  var type: CGPathElementType
  var points: [CGPoint]

  var description: String { "\(type) \(points)" }
}

extension CGPath {
  /// The elements `applyWithBlock` hands out, copied.
  var records: [ElementRecord] {
    var result: [ElementRecord] = []
    applyWithBlock { element in
      let count: Int
      switch element.pointee.type {
      case .moveToPoint, .addLineToPoint: count = 1
      case .addQuadCurveToPoint: count = 2
      case .addCurveToPoint: count = 3
      case .closeSubpath: count = 0
      }
      result.append(
        ElementRecord(
          type: element.pointee.type, points: (0..<count).map { element.pointee.points[$0] }))
    }
    return result
  }
}

/// Whether two element lists have the same types and points within `tolerance`.
func close(_ a: [ElementRecord], _ b: [ElementRecord], _ tolerance: CGFloat = 1e-9) -> Bool {
  a.count == b.count
    && zip(a, b).allSatisfy { x, y in
      x.type == y.type && x.points.count == y.points.count
        && zip(x.points, y.points).allSatisfy {
          close($0.x, $1.x, tolerance) && close($0.y, $1.y, tolerance)
        }
    }
}
