import Foundation

/// Where a line of text shrunk to fit its width keeps its baseline (UIStringDrawing.h; Apple's
/// raw values).
public enum UIBaselineAdjustment: Int, Sendable {
  /// The shrunk text's baseline stays where the original text's was.
  case alignBaselines = 0
  /// The shrunk text is centred on the original text's centre.
  case alignCenters = 1
  /// The shrunk text's top stays where the original text's top was.
  case none = 2
}

/// How a label's text is drawn inside a vibrancy effect (iOS 17; Apple's raw values).
public enum UILabelVibrancy: Int, Sendable {
  /// No vibrancy.
  case none = 0
  /// The vibrancy the label's context gives.
  case automatic = 1
}
