// Raw values from CGContext.h, `CGTextDrawingMode`.

/// How glyphs are painted.
public enum CGTextDrawingMode: Int32, Sendable {
  /// Fill the glyphs.
  case fill = 0
  /// Stroke the glyphs.
  case stroke = 1
  /// Fill, then stroke.
  case fillStroke = 2
  /// Paint nothing.
  case invisible = 3
  /// Fill, then add to the clip.
  case fillClip = 4
  /// Stroke, then add to the clip.
  case strokeClip = 5
  /// Fill, stroke, then add to the clip.
  case fillStrokeClip = 6
  /// Add to the clip only.
  case clip = 7
}
