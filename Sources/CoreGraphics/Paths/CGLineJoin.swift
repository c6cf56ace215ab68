// Raw values from CGContext.h, `CGLineJoin`.

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
  /// The outer edges meet at a point, up to the miter limit.
  case miter = 0
  /// A circular arc joins the outer edges.
  case round = 1
  /// A straight line joins the outer edges.
  case bevel = 2
}
