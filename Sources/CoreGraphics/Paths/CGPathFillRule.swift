// Raw values from CGPath.h, `CGPathFillRule` (a CFIndex).

/// Which points a filled path covers.
public enum CGPathFillRule: Int, Sendable {
  /// A point is inside when the path winds around it a non-zero number of times.
  case winding = 0
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd = 1
}
