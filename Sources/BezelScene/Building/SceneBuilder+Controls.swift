import UIKit

extension SceneBuilder {
  /// Makes a stepper: its limits first, so that its value falls within them.
  func makeStepper(_ properties: SceneStepperProperties) -> UIStepper {
    let stepper = UIStepper()
    if let minimum = properties.minimumValue { stepper.minimumValue = minimum }
    if let maximum = properties.maximumValue { stepper.maximumValue = maximum }
    if let step = properties.stepValue { stepper.stepValue = step }
    if let value = properties.value { stepper.value = value }
    return stepper
  }

  func makePageControl(_ properties: ScenePageControlProperties) -> UIPageControl {
    let control = UIPageControl()
    control.numberOfPages = properties.numberOfPages
    if let page = properties.currentPage { control.currentPage = page }
    if let hides = properties.hidesForSinglePage { control.hidesForSinglePage = hides }
    return control
  }

  func makeDatePicker(_ properties: SceneDatePickerProperties) -> UIDatePicker {
    let picker = UIDatePicker()
    if let mode = properties.mode { picker.datePickerMode = mode }
    if let style = properties.style { picker.preferredDatePickerStyle = style }
    if let interval = properties.minuteInterval { picker.minuteInterval = interval }
    return picker
  }

  /// Makes a picker view whose data source and delegate give the components' titles.
  func makePicker(_ properties: ScenePickerProperties) -> UIPickerView {
    let picker = UIPickerView()
    let source = ScenePickerDataSource(components: properties.components)
    retained.append(source)
    picker.dataSource = source
    picker.delegate = source
    for (component, row) in properties.selected.enumerated()
    where component < properties.components.count {
      picker.selectRow(row, inComponent: component, animated: false)
    }
    return picker
  }

  /// Gives a label the attributed text the scene describes: one run of its font, its alignment
  /// and line spacing, and its kern, made in one call (Linux's Foundation traps when a mutation
  /// compares two values of one `NSObject` subclass, such as two fonts).
  func applyAttributes(_ properties: SceneLabelProperties, to label: UILabel) {
    guard properties.isAttributed, let text = properties.text else { return }
    let style = NSMutableParagraphStyle()
    style.alignment = label.textAlignment
    if let spacing = properties.lineSpacing { style.lineSpacing = spacing }
    var attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
    if let font = label.font { attributes[.font] = font }
    if let kern = properties.kern { attributes[.kern] = kern }
    guard let runs = properties.runs else {
      label.attributedText = NSAttributedString(string: text, attributes: attributes)
      return
    }
    // Several runs are joined as an `AttributedString`, whose conversion makes equal values one
    // instance, for the same reason.
    var joined = AttributedString()
    for run in runs {
      var piece = AttributedString(run.text)
      piece.paragraphStyle = style
      piece.font = run.font.map(Self.font) ?? label.font
      piece.foregroundColor = run.color ?? label.textColor
      piece.backgroundColor = run.backgroundColor
      piece.kern = (run.kern ?? properties.kern).map { CGFloat($0) }
      piece.baselineOffset = run.baselineOffset.map { CGFloat($0) }
      piece.underlineStyle = run.underline
      piece.strikethroughStyle = run.strikethrough
      joined += piece
    }
    label.attributedText = NSAttributedString(joined)
  }

  /// The font a scene's font stands for.
  static func font(_ font: SceneLabelProperties.Font) -> UIFont {
    switch font {
    case .textStyle(let style): UIFont.preferredFont(forTextStyle: style)
    case .system(let size, let weight): UIFont.systemFont(ofSize: size, weight: weight)
    }
  }
}

/// The data source and delegate of a scene's picker view: fixed components of rows with titles.
@MainActor
final class ScenePickerDataSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  private let components: [[String]]

  init(components: [[String]]) {
    self.components = components
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { components.count }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    components.indices.contains(component) ? components[component].count : 0
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    guard components.indices.contains(component), components[component].indices.contains(row)
    else { return nil }
    return components[component][row]
  }
}
