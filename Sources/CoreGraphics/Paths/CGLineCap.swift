// Raw values from CGContext.h, `CGLineCap`.

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
  /// The line ends exactly at its end point.
  case butt = 0
  /// A half circle of the line width's diameter closes each end.
  case round = 1
  /// The line extends half the line width past each end.
  case square = 2
}
