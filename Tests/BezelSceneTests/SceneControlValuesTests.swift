import Bezel
import BezelScene
import Testing
import UIKit

/// Scene files declare the page control, date picker and picker view, the stepper's limits and
/// attributed label text; values that other keys rule out are reported where they are written.
@MainActor
struct SceneControlValuesTests {
  private func build(_ subviews: String) throws -> SceneInstance {
    try Scene.parse("root:\n  view:\n    subviews:\n" + subviews, file: "test.yaml")
      .makeScreen(0, idiom: .phone)
  }

  @Test func aStepperTakesItsLimitsAndStep() throws {
    let instance = try build(
      "      - {type: stepper, name: s, minimumValue: -5, maximumValue: 5, stepValue: 0.5, value: -2}\n"
    )
    let stepper = try #require(instance.view(named: "s") as? UIStepper)
    #expect(stepper.minimumValue == -5)
    #expect(stepper.maximumValue == 5)
    #expect(stepper.stepValue == 0.5)
    #expect(stepper.value == -2)
  }

  @Test func aPageControlTakesItsPages() throws {
    let instance = try build(
      "      - {type: pageControl, name: p, numberOfPages: 4, currentPage: 2, hidesForSinglePage: true}\n"
    )
    let control = try #require(instance.view(named: "p") as? UIPageControl)
    #expect(control.numberOfPages == 4)
    #expect(control.currentPage == 2)
    #expect(control.hidesForSinglePage)
  }

  @Test func aDatePickerTakesItsModeStyleAndInterval() throws {
    let instance = try build(
      "      - {type: datePicker, name: d, mode: time, style: wheels, minuteInterval: 15}\n")
    let picker = try #require(instance.view(named: "d") as? UIDatePicker)
    #expect(picker.datePickerMode == .time)
    #expect(picker.preferredDatePickerStyle == .wheels)
    #expect(picker.minuteInterval == 15)
  }

  @Test func aPickerViewShowsItsComponentsRowsAndSelection() throws {
    let instance = try build(
      "      - {type: picker, name: p, components: [[S, M, L], [Red, Blue]], selected: [2, 1]}\n")
    let picker = try #require(instance.view(named: "p") as? UIPickerView)
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    #expect(picker.numberOfRows(inComponent: 1) == 2)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(picker.selectedRow(inComponent: 1) == 1)
    let title = picker.delegate?.pickerView(picker, titleForRow: 1, forComponent: 1)
    #expect(title == "Blue")
  }

  @Test func aLabelWithLineSpacingOrKernHasAttributedTextOfOneRun() throws {
    let instance = try build(
      "      - {type: label, name: l, text: \"Two\\nlines\", font: {size: 17}, lineSpacing: 4, kern: 1.5}\n"
    )
    let label = try #require(instance.view(named: "l") as? UILabel)
    let text = try #require(label.attributedText)
    var range = NSRange(location: 0, length: 0)
    let attributes = text.attributes(at: 0, effectiveRange: &range)
    #expect(text.string == "Two\nlines")
    #expect(range.length == text.length)
    #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing == 4)
    #expect(attributes[.kern] as? Double == 1.5)
    #expect((attributes[.font] as? UIFont)?.pointSize == 17)
  }

  @Test func aPlainLabelHasNoAttributesOfItsOwn() throws {
    let instance = try build("      - {type: label, name: l, text: Plain}\n")
    let label = try #require(instance.view(named: "l") as? UILabel)
    let style = label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil)
    #expect((style as? NSParagraphStyle)?.lineSpacing == 0)
    #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) == nil)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var view: String
    /// A fragment of the message.
    var message: String
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "selected segment past the last",
      view: "{type: segmented, segments: [A, B], selected: ‸2}",
      message: "segment 2 is past the last segment"),
    Case(
      name: "stepper maximum not above its minimum",
      view: "{type: stepper, minimumValue: 10, maximumValue: ‸10}",
      message: "the maximum value must be above the minimum value"),
    Case(
      name: "stepper step of zero",
      view: "{type: stepper, stepValue: ‸0}", message: "the step must be above 0"),
    Case(
      name: "stepper value outside its limits",
      view: "{type: stepper, maximumValue: 10, value: ‸11}",
      message: "11 is outside the stepper's limits"),
    Case(
      name: "current page past the last",
      view: "{type: pageControl, numberOfPages: 3, currentPage: ‸3}",
      message: "page 3 is past the last page"),
    Case(
      name: "unknown date picker mode",
      view: "{type: datePicker, mode: ‸weekday}", message: "date picker mode"),
    Case(
      name: "minute interval not dividing 60",
      view: "{type: datePicker, minuteInterval: ‸7}", message: "7 does not divide 60"),
    Case(
      name: "picker row past the last",
      view: "{type: picker, components: [[A, B]], selected: [‸2]}",
      message: "row 2 is past the last row of component 0"),
    Case(
      name: "picker component not a list",
      view: "{type: picker, components: [‸A]}", message: "a list of row titles"),
    Case(
      name: "negative line spacing",
      view: "{type: label, text: A, lineSpacing: ‸-1}", message: "-1 is out of range"),
  ]

  @Test(arguments: cases)
  func aBadControlValueIsReportedWhereItIsWritten(_ fixture: Case) throws {
    let marked = MarkedText("root:\n  view:\n    subviews:\n      - " + fixture.view + "\n")
    let error = #expect(throws: SceneErrors.self) {
      try Scene.parse(marked.text, file: "case.yaml")
    }
    let diagnostic = try #require(error?.diagnostics.first)
    #expect(error?.diagnostics.count == 1, "\(error?.description ?? "")")
    #expect(
      MarkedText.Position(line: diagnostic.line, column: diagnostic.column) == marked.marks.first,
      "\(diagnostic)")
    #expect(diagnostic.message.contains(fixture.message), "\(diagnostic)")
  }
}
