/// The direction in which a layout runs horizontally.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// A view's hint about how its content should flip in right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}
