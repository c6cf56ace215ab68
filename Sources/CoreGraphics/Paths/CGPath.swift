import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// A class, as on Apple platforms (a CF type: identity is kept, `==` compares elements as
/// `CGPathEqualToPath` does). Not `Sendable`, as in Apple's SDK; `CGMutablePath` is its mutable
/// subclass.
public class CGPath: Hashable, CustomStringConvertible {
  /// One element of a path, in path coordinates.
  package enum Element: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(control: CGPoint, end: CGPoint)
    case curve(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case close
  }

  /// The path's elements, in order.
  package internal(set) var elements: [Element]

  package init(elements: [Element]) {
    self.elements = elements
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end point of the last element; `.zero` for an empty path.
  ///
  /// After `closeSubpath()` it is the subpath's start point, as in CoreGraphics.
  public var currentPoint: CGPoint { currentPointIfAny ?? .zero }

  /// The current point, or nil when there is none (an empty path).
  package var currentPointIfAny: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point), .quadCurve(_, let point), .curve(_, _, let point):
        current = point
      case .close:
        current = start
      }
    }
    return current
  }

  /// A copy of the path.
  public func copy() -> CGPath? {
    CGPath(elements: elements)
  }

  /// A copy of the path with every point transformed by `transform` (none if nil).
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(elements: Self.transformed(elements, by: transform?.pointee ?? .identity))
  }

  /// A mutable copy of the path.
  public func mutableCopy() -> CGMutablePath? {
    CGMutablePath(copying: elements)
  }

  /// A mutable copy of the path with every point transformed by `transform` (none if nil).
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    CGMutablePath(copying: Self.transformed(elements, by: transform?.pointee ?? .identity))
  }

  static func transformed(_ elements: [Element], by t: CGAffineTransform) -> [Element] {
    if t.isIdentity { return elements }
    return elements.map { element in
      switch element {
      case .move(let p): return .move(p.applying(t))
      case .line(let p): return .line(p.applying(t))
      case .quadCurve(let c, let p): return .quadCurve(control: c.applying(t), end: p.applying(t))
      case .curve(let c1, let c2, let p):
        return .curve(control1: c1.applying(t), control2: c2.applying(t), end: p.applying(t))
      case .close: return .close
      }
    }
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs === rhs || lhs.elements == rhs.elements
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }

  /// The elements, one a line: `moveto (0, 0)`, `lineto (10, 0)`, `closepath`.
  public var description: String {
    let lines = elements.map { element -> String in
      switch element {
      case .move(let p): return "moveto (\(p.x), \(p.y))"
      case .line(let p): return "lineto (\(p.x), \(p.y))"
      case .quadCurve(let c, let p): return "quadto (\(c.x), \(c.y)) (\(p.x), \(p.y))"
      case .curve(let c1, let c2, let p):
        return "curveto (\(c1.x), \(c1.y)) (\(c2.x), \(c2.y)) (\(p.x), \(p.y))"
      case .close: return "closepath"
      }
    }
    return "CGPath(" + lines.joined(separator: ", ") + ")"
  }
}

/// A mutable graphics path.
public final class CGMutablePath: CGPath {
  /// An empty path.
  public init() {
    super.init(elements: [])
  }

  // Not an override of `init(elements:)`: overriding every designated initializer would make
  // CGPath's convenience initializers (`CGPath(rect:transform:)`) CGMutablePath's too, which
  // Apple's SDK does not have.
  package init(copying elements: [Element]) {
    super.init(elements: elements)
  }
}
