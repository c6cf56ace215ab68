import Foundation

/// What a view reads from its window's context (`WindowContext`).
extension UIView {
  /// The text model the view measures with: its window's, else the one in effect for the task.
  var textModel: any TextMeasuring { WindowContext.textModel(in: window) }
}
