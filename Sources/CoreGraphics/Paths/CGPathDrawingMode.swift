// Raw values from CGContext.h, `CGPathDrawingMode`.

/// How `drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fill with the nonzero winding rule.
  case fill = 0
  /// Fill with the even-odd rule.
  case eoFill = 1
  /// Stroke.
  case stroke = 2
  /// Fill with the nonzero winding rule, then stroke.
  case fillStroke = 3
  /// Fill with the even-odd rule, then stroke.
  case eoFillStroke = 4
}
