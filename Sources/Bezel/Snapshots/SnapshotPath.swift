import UIKit

/// A path of a layer (a shape layer's `path`, a layer's `shadowPath`) as plain values: its
/// elements in order, in the layer's coordinates.
public struct SnapshotPath: Hashable, Sendable {
  /// One element of a path, as `CGPath.applyWithBlock(_:)` gives them.
  public enum Element: Hashable, Sendable {
    /// Starts a subpath at a point.
    case move(CGPoint)
    /// A straight line to a point.
    case line(CGPoint)
    /// A quadratic Bézier curve with a control point, to a point.
    case quadCurve(control: CGPoint, end: CGPoint)
    /// A cubic Bézier curve with two control points, to a point.
    case curve(control1: CGPoint, control2: CGPoint, end: CGPoint)
    /// Closes the subpath with a line to its start.
    case close
  }

  /// The elements, in order.
  public var elements: [Element]

  /// Creates a path from its elements.
  public init(elements: [Element]) {
    self.elements = elements
  }

  /// The elements of a `CGPath`.
  public init(_ path: CGPath) {
    var elements: [Element] = []
    path.applyWithBlock { pointer in
      let element = pointer.pointee
      let points = element.points
      switch element.type {
      case .moveToPoint: elements.append(.move(points[0]))
      case .addLineToPoint: elements.append(.line(points[0]))
      case .addQuadCurveToPoint:
        elements.append(.quadCurve(control: points[0], end: points[1]))
      case .addCurveToPoint:
        elements.append(.curve(control1: points[0], control2: points[1], end: points[2]))
      case .closeSubpath: elements.append(.close)
      }
    }
    self.elements = elements
  }

  /// The number of subpaths: the moves, or one for a path that draws without starting with one.
  public var subpathCount: Int {
    let moves = elements.filter { if case .move = $0 { return true } else { return false } }.count
    guard let first = elements.first else { return 0 }
    if case .move = first { return moves }
    return moves + 1
  }

  /// The smallest rectangle holding every point of the path, control points included (so it
  /// holds the curves too); nil for a path without points.
  public var controlPointBounds: CGRect? {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let c, let p): points += [c, p]
      case .curve(let c1, let c2, let p): points += [c1, c2, p]
      case .close: break
      }
    }
    let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
    guard let first = finite.first else { return nil }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for point in finite.dropFirst() {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
