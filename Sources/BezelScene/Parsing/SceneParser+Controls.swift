import UIKit
import Yams

// The standard controls' keys. A value that another key of the same control rules out (a
// selected index past the last segment, a stepper's value outside its limits) is reported at
// the value, and the control keeps UIKit's default for it.

extension SceneParser {
  /// The largest magnitude of a stepper's values.
  static let maximumStepperMagnitude = 1_000_000.0
  /// At most this many pages in a page control, and components in a picker.
  static let maximumPageCount = 1_000
  static let maximumComponentCount = 10

  /// A segmented control's `segments` and `selected`.
  func segmentedControl(_ reader: inout MappingReader) -> SceneView.Kind {
    let titles = reader.value("segments").flatMap { list($0, what: "a list of titles") } ?? []
    let segments = titles.compactMap { string($0) }
    var selected: Int?
    if let node = reader.value("selected"), let index = integer(node, in: 0...999) {
      if index < segments.count {
        selected = index
      } else {
        report(
          "segment \(index) is past the last segment", at: node,
          expected: segments.isEmpty
            ? "no selection (the control has no segments)"
            : "a segment index from 0 to \(segments.count - 1)")
      }
    }
    return .segmentedControl(segments: segments, selected: selected)
  }

  /// A stepper's `value`, `minimumValue`, `maximumValue` and `stepValue`.
  func stepperProperties(_ reader: inout MappingReader) -> SceneStepperProperties {
    let limit = Self.maximumStepperMagnitude
    var properties = SceneStepperProperties()
    let valueNode = reader.value("value")
    let value = valueNode.flatMap { number($0, in: -limit...limit) }
    properties.minimumValue = reader.value("minimumValue").flatMap {
      number($0, in: -limit...limit)
    }
    if let node = reader.value("maximumValue"), let maximum = number(node, in: -limit...limit) {
      // UIStepper raises NSInvalidArgumentException for a maximum not above the minimum.
      let minimum = properties.minimumValue ?? 0
      if maximum > minimum {
        properties.maximumValue = maximum
      } else {
        report(
          "the maximum value must be above the minimum value", at: node,
          expected: "a number above \(format(minimum))")
      }
    }
    if let node = reader.value("stepValue"),
      let step = number(node, in: 0...limit, what: "a step above 0")
    {
      // UIStepper raises NSInvalidArgumentException for a step of 0.
      if step > 0 {
        properties.stepValue = step
      } else {
        report("the step must be above 0", at: node, expected: "a step above 0")
      }
    }
    if let valueNode, let value {
      let range = (properties.minimumValue ?? 0)...(properties.maximumValue ?? 100)
      if range.contains(value) {
        properties.value = value
      } else {
        report(
          "\(format(value)) is outside the stepper's limits", at: valueNode,
          expected: "a value from \(format(range.lowerBound)) to \(format(range.upperBound))")
      }
    }
    return properties
  }

  /// A page control's `numberOfPages`, `currentPage` and `hidesForSinglePage`.
  func pageControlProperties(_ reader: inout MappingReader) -> ScenePageControlProperties {
    var properties = ScenePageControlProperties()
    properties.numberOfPages =
      reader.value("numberOfPages").flatMap {
        integer($0, in: 0...Self.maximumPageCount, what: "a page count")
      } ?? 0
    if let node = reader.value("currentPage"),
      let page = integer(node, in: 0...Self.maximumPageCount)
    {
      if page < properties.numberOfPages {
        properties.currentPage = page
      } else {
        report(
          "page \(page) is past the last page", at: node,
          expected: properties.numberOfPages == 0
            ? "no current page (the control has no pages)"
            : "a page from 0 to \(properties.numberOfPages - 1)")
      }
    }
    properties.hidesForSinglePage = reader.value("hidesForSinglePage").flatMap { bool($0) }
    return properties
  }

  /// A date picker's `mode`, `style` and `minuteInterval`.
  func datePickerProperties(_ reader: inout MappingReader) -> SceneDatePickerProperties {
    var properties = SceneDatePickerProperties()
    properties.mode = reader.value("mode").flatMap {
      choice(
        $0,
        [
          ("time", UIDatePicker.Mode.time), ("date", .date), ("dateAndTime", .dateAndTime),
          ("countDownTimer", .countDownTimer), ("yearAndMonth", .yearAndMonth),
        ], what: "date picker mode")
    }
    properties.style = reader.value("style").flatMap {
      choice(
        $0,
        [
          ("automatic", UIDatePickerStyle.automatic), ("wheels", .wheels),
          ("compact", .compact), ("inline", .inline),
        ], what: "date picker style")
    }
    if let node = reader.value("minuteInterval"), let interval = integer(node, in: 1...30) {
      // UIDatePicker.minuteInterval: "the interval must be evenly divided into 60".
      if 60 % interval == 0 {
        properties.minuteInterval = interval
      } else {
        report(
          "\(interval) does not divide 60", at: node,
          expected: "1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30")
      }
    }
    return properties
  }

  /// A picker view's `components` (a list of lists of row titles) and `selected` (a row for
  /// each component, from the first).
  func pickerProperties(_ reader: inout MappingReader) -> ScenePickerProperties {
    var properties = ScenePickerProperties()
    var total = 0
    if let node = reader.value("components"),
      let items = list(node, what: "a list of components, each a list of row titles")
    {
      if items.count > Self.maximumComponentCount {
        report(
          "too many components", at: node,
          expected: "at most \(Self.maximumComponentCount) components")
      } else {
        for item in items {
          let rows = list(item, what: "a list of row titles")?.compactMap {
            string($0, what: "a row title")
          }
          properties.components.append(rows ?? [])
          total += rows?.count ?? 0
        }
        if total > Self.maximumRowCount {
          report(
            "too many rows", at: node, expected: "at most \(Self.maximumRowCount) rows in a picker")
          properties.components = []
        }
      }
    }
    if let node = reader.value("selected"), let items = list(node, what: "a row for each component")
    {
      for (component, item) in items.enumerated() {
        guard let row = integer(item, in: 0...Self.maximumRowCount, what: "a row index") else {
          properties.selected.append(0)
          continue
        }
        let count =
          properties.components.indices.contains(component)
          ? properties.components[component].count : 0
        if row < count {
          properties.selected.append(row)
        } else {
          report(
            "row \(row) is past the last row of component \(component)", at: item,
            expected: count == 0
              ? "no row (the component has no rows)" : "a row from 0 to \(count - 1)")
          properties.selected.append(0)
        }
      }
    }
    return properties
  }
}
