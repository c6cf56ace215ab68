import Foundation

/// The states and bar metrics a control's appearance image is set for (a segmented control's
/// background or divider, a stepper's divider).
struct ControlImageKey: Hashable {
  var states: [UInt]
  var metrics: Int

  init(_ state: UIControl.State, _ metrics: UIBarMetrics = .default) {
    states = [state.rawValue]
    self.metrics = metrics.rawValue
  }

  init(_ left: UIControl.State, _ right: UIControl.State, _ metrics: UIBarMetrics = .default) {
    states = [left.rawValue, right.rawValue]
    self.metrics = metrics.rawValue
  }
}
