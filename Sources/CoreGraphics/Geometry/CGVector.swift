import Foundation

// CGGeometry.h's vector, which Linux's Foundation lacks (it has CGPoint, CGSize and CGRect).

/// A two-dimensional vector.
public struct CGVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// The zero vector.
  public init() {
    self.init(dx: 0, dy: 0)
  }

  /// A vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector with the given components.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// A vector with the given components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector whose components are both zero.
  public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

extension CGVector: CustomDebugStringConvertible {
  public var debugDescription: String { "(\(dx), \(dy))" }
}
