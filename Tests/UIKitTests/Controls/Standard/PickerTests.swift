import Foundation
import Testing

@testable import UIKit

/// UIPickerView's components, rows and selection, and UIDatePicker's modes and sizes.
@MainActor
struct PickerTests {
  final class Source: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = [3, 5]
    var chosen: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      rows[component]
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    { "\(component)-\(row)" }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      chosen.append("\(component)-\(row)")
    }
  }

  @Test func thePickerAsksItsDataSource() {
    let source = Source()
    let picker = UIPickerView()
    picker.dataSource = source
    picker.delegate = source
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 1) == 5)
    #expect(picker.numberOfRows(inComponent: 9) == 0)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 9) == -1)
    #expect((picker.view(forRow: 2, forComponent: 0) as? UILabel)?.text == "0-2")
  }

  @Test func selectingInCodeTellsTheDelegateNothing() {
    let source = Source()
    let picker = UIPickerView()
    picker.dataSource = source
    picker.delegate = source
    picker.selectRow(4, inComponent: 1, animated: true)
    #expect(picker.selectedRow(inComponent: 1) == 4)
    #expect(source.chosen.isEmpty)
    picker.pickRow(2, inComponent: 0)
    #expect(source.chosen == ["0-2"])
  }

  @Test func reloadingAComponentKeepsTheSelectionInItsRows() {
    let source = Source()
    let picker = UIPickerView()
    picker.dataSource = source
    picker.selectRow(4, inComponent: 1, animated: false)
    source.rows = [3, 2]
    picker.reloadComponent(1)
    #expect(picker.numberOfRows(inComponent: 1) == 2)
    #expect(picker.selectedRow(inComponent: 1) == 1)
    source.rows = [1]
    picker.reloadAllComponents()
    #expect(picker.numberOfComponents == 1)
  }

  // Without a delegate's sizes, two components share 320 − 20 − 4 points, 32-point rows.
  @Test func rowSizesDefaultToAShareOfTheWidth() {
    let source = Source()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.dataSource = source
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 148, height: 32))
    #expect(picker.rowSize(forComponent: 5) == .zero)
    #expect(picker.sizeThatFits(.zero) == CGSize(width: 320, height: 216))
  }

  // UIDatePicker.h raw values; .automatic is compact from iOS 13.4, wheels for a countdown.
  @Test func datePickerStylesResolve() {
    #expect(UIDatePicker.Mode.countDownTimer.rawValue == 3)
    #expect(UIDatePickerStyle.inline.rawValue == 3)
    let picker = UIDatePicker()
    #expect(picker.datePickerStyle == .compact)
    picker.datePickerMode = .countDownTimer
    #expect(picker.datePickerStyle == .wheels)
    picker.datePickerMode = .date
    picker.preferredDatePickerStyle = .wheels
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    picker.preferredDatePickerStyle = .inline
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 320))
  }

  @Test func theDateStaysWithinItsLimits() {
    let picker = UIDatePicker()
    let start = Date(timeIntervalSince1970: 0)
    picker.minimumDate = start
    picker.maximumDate = start.addingTimeInterval(60)
    picker.setDate(start.addingTimeInterval(-10), animated: false)
    #expect(picker.date == start)
    picker.date = start.addingTimeInterval(600)
    #expect(picker.date == start.addingTimeInterval(60))
  }

  // "The interval value must be evenly divided into 60; if it isn't, the default value is used."
  @Test func aMinuteIntervalMustDivideAnHour() {
    let picker = UIDatePicker()
    picker.minuteInterval = 15
    #expect(picker.minuteInterval == 15)
    picker.minuteInterval = 7
    #expect(picker.minuteInterval == 1)
  }

  // "The default value is 0.0 and the maximum value is 23:59 (86,340 seconds)" (UIDatePicker
  // documentation); below 0 and NaN are kept at 0 (a model).
  @Test(arguments: [
    (TimeInterval(5_400), TimeInterval(5_400)), (86_340, 86_340), (86_341, 86_340),
    (.infinity, 86_340), (1e300, 86_340), (-60, 0), (-.infinity, 0), (.nan, 0),
  ])
  func aCountdownIsKeptWithinTwentyThreeHoursFiftyNine(
    duration: TimeInterval, kept: TimeInterval
  ) {
    let picker = UIDatePicker()
    #expect(picker.countDownDuration == 0)
    picker.countDownDuration = duration
    #expect(picker.countDownDuration == kept)
  }
}
