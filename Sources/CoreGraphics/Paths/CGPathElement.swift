import Foundation

// Raw values from CGPath.h, `CGPathElementType`. The points an element carries are those of
// CGPathElement's documentation: one for a move or a line, control then end for a quadratic
// curve, two controls then end for a cubic curve, none for a close.

/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
  /// Starts a new subpath at `points[0]`.
  case moveToPoint = 0
  /// A line to `points[0]`.
  case addLineToPoint = 1
  /// A quadratic curve with control `points[0]` to `points[1]`.
  case addQuadCurveToPoint = 2
  /// A cubic curve with controls `points[0]`, `points[1]` to `points[2]`.
  case addCurveToPoint = 3
  /// Closes the subpath.
  case closeSubpath = 4
}

/// One element of a path, as `applyWithBlock(_:)` hands it out.
public struct CGPathElement {
  /// The element's kind.
  public var type: CGPathElementType
  /// The element's points; how many depends on `type`.
  public var points: UnsafeMutablePointer<CGPoint>

  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}

/// The function `CGPath.apply(info:function:)` calls for each element.
///
/// A C function pointer on Apple platforms; a Swift function here (CGPathElement is a Swift struct
/// on Linux), which the non-capturing closures such code passes still convert to.
public typealias CGPathApplierFunction = (
  UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>
) -> Void

extension CGPath {
  /// Calls `block` with each element in order.
  ///
  /// The element and its points are valid only during the call.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
    points.initialize(repeating: .zero, count: 3)
    defer { points.deallocate() }
    for element in elements {
      let type: CGPathElementType
      switch element {
      case .move(let p):
        type = .moveToPoint
        points[0] = p
      case .line(let p):
        type = .addLineToPoint
        points[0] = p
      case .quadCurve(let c, let p):
        type = .addQuadCurveToPoint
        points[0] = c
        points[1] = p
      case .curve(let c1, let c2, let p):
        type = .addCurveToPoint
        points[0] = c1
        points[1] = c2
        points[2] = p
      case .close:
        type = .closeSubpath
      }
      var pathElement = CGPathElement(type: type, points: points)
      withUnsafePointer(to: &pathElement) { block($0) }
    }
  }

  /// Calls `function` with `info` and each element in order.
  public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
    applyWithBlock { element in function(info, element) }
  }
}
