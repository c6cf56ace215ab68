// Raw values from CGImage.h, `CGImageAlphaInfo`.

/// Where a pixel's alpha is and whether colors are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
  /// No alpha.
  case none = 0
  /// Alpha last; colors premultiplied.
  case premultipliedLast = 1
  /// Alpha first; colors premultiplied.
  case premultipliedFirst = 2
  /// Alpha last; colors not premultiplied.
  case last = 3
  /// Alpha first; colors not premultiplied.
  case first = 4
  /// No alpha; the last byte is ignored.
  case noneSkipLast = 5
  /// No alpha; the first byte is ignored.
  case noneSkipFirst = 6
  /// Alpha only, no color.
  case alphaOnly = 7
}
