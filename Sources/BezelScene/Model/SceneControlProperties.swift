import UIKit

/// The properties of a stepper.
struct SceneStepperProperties: Sendable {
  var value: Double?
  var minimumValue: Double?
  var maximumValue: Double?
  var stepValue: Double?
}

/// The properties of a page control.
struct ScenePageControlProperties: Sendable {
  var numberOfPages = 0
  var currentPage: Int?
  var hidesForSinglePage: Bool?
}

/// The properties of a date picker.
struct SceneDatePickerProperties: Sendable {
  var mode: UIDatePicker.Mode?
  var style: UIDatePickerStyle?
  var minuteInterval: Int?
}

/// The properties of a picker view: its components' row titles and the row selected in each.
struct ScenePickerProperties: Sendable {
  var components: [[String]] = []
  /// The row selected in each component, from the first; components past the list keep row 0.
  var selected: [Int] = []
}
