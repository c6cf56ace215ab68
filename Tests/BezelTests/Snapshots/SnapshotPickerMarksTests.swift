import Bezel
import Foundation
import Testing
import UIKit

/// Drawings of the date picker, the picker view and the colour well, by the models stated in
/// `SnapshotMark+Pickers.swift`.
///
/// Text widths come from `HalfEmTextModel`: a 17-point character is 8.5 wide.
@MainActor
struct SnapshotPickerMarksTests {
  /// 28 November 2026, 9:41 in UTC (a Saturday; the 1st of November 2026 is a Sunday).
  static let date = Date(timeIntervalSince1970: 1_795_858_860)

  private func marks(
    of view: UIView, frame: CGRect, direction: UIUserInterfaceLayoutDirection = .leftToRight
  ) throws -> [SnapshotMark] {
    try TextMeasurement.withModel(HalfEmTextModel()) {
      let controller = UIViewController()
      view.frame = frame
      if direction == .rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
      controller.view.addSubview(view)
      let snapshot = LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
      let type = String(describing: Swift.type(of: view))
      return try #require(snapshot.views.first { $0.type == type }).marks
    }
  }

  private func shapes(_ marks: [SnapshotMark]) -> [(frame: CGRect, fill: SnapshotColor?)] {
    marks.compactMap { mark in
      guard case .shape(let frame, _, let fill, _) = mark else { return nil }
      return (frame, fill)
    }
  }

  private func texts(_ marks: [SnapshotMark]) -> [(text: String, frame: CGRect)] {
    marks.compactMap { mark in
      guard case .text(let text, let frame) = mark else { return nil }
      return (text.lines.joined(separator: "\n"), frame)
    }
  }

  private func picker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle) -> UIDatePicker {
    let picker = UIDatePicker()
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.datePickerMode = mode
    picker.preferredDatePickerStyle = style
    picker.date = Self.date
    return picker
  }

  // "Nov 28, 2026" is 12 × 8.5 = 102 wide, its platter 124; "9:41 AM" 7 × 8.5 = 59.5, its
  // platter 81.5, 8 after the first. In a 300-wide picker right to left, they start at
  // 300 − 124 = 176 and 300 − 132 − 81.5 = 86.5.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aCompactDatePickerDrawsADateAndATimePlatter(
    direction: UIUserInterfaceLayoutDirection
  ) throws {
    let drawn = try marks(
      of: picker(.dateAndTime, .compact), frame: CGRect(x: 20, y: 100, width: 300, height: 34),
      direction: direction)
    let xs: [CGFloat] = direction == .leftToRight ? [0, 132] : [176, 86.5]
    #expect(
      shapes(drawn).map(\.frame) == [
        CGRect(x: xs[0], y: 0, width: 124, height: 34),
        CGRect(x: xs[1], y: 0, width: 81.5, height: 34),
      ])
    #expect(texts(drawn).map(\.text) == ["Nov 28, 2026", "9:41 AM"])
  }

  // The band is a 32-point row across the 320 × 216 wheels, inset 8: (8, 108 − 16, 304, 32).
  @Test func wheelsDrawTheChosenValueInTheSelectionBand() throws {
    let drawn = try marks(
      of: picker(.time, .wheels), frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    let band = CGRect(x: 8, y: 92, width: 304, height: 32)
    #expect(shapes(drawn).map(\.frame) == [band])
    #expect(texts(drawn).map(\.text) == ["9:41 AM"])
    #expect(texts(drawn).map(\.frame) == [band])
  }

  // The 1st is a Sunday, in the first column: the 28th is cell 27, column 6 of week 3. Columns
  // are 320 / 7 wide; the week's top is 44 + 12 + 3 × 44 = 188, the 40-point disc 2 lower.
  @Test func anInlinePickerMarksTheChosenDay() throws {
    let drawn = try marks(
      of: picker(.date, .inline), frame: CGRect(x: 0, y: 100, width: 320, height: 320))
    let column: CGFloat = 320 / 7
    let disc = CGRect(x: 6 * column + (column - 40) / 2, y: 190, width: 40, height: 40)
    #expect(shapes(drawn).map(\.frame) == [disc])
    #expect(texts(drawn).map(\.text) == ["November 2026", "28"])
  }

  /// Two components 100 wide with 40-point rows.
  final class Source: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let rows = [["S", "M", "L"], ["Red", "Blue"]]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      rows[component].count
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
      100
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
      40
    }
    func pickerView(
      _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
    ) -> String? { rows[component][row] }
  }

  // In 320 × 216 the band is (8, 108 − 20, 304, 40) and rows reach ⌈(216 − 40) / 2 / 40⌉ = 3
  // away from the chosen one. The components, 200 wide together, start at 60 and 160 (in
  // reverse order right to left); row r of a component whose chosen row is s is at
  // y = 88 + (r − s) × 40.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aPickerViewDrawsItsBandAndTheRowsAroundTheChosenOnes(
    direction: UIUserInterfaceLayoutDirection
  ) throws {
    let source = Source()
    let picker = UIPickerView()
    picker.dataSource = source
    picker.delegate = source
    picker.selectRow(2, inComponent: 0, animated: false)
    picker.selectRow(1, inComponent: 1, animated: false)
    let drawn = try marks(
      of: picker, frame: CGRect(x: 0, y: 100, width: 320, height: 216), direction: direction)
    #expect(shapes(drawn).map(\.frame) == [CGRect(x: 8, y: 88, width: 304, height: 40)])
    let first: CGFloat = direction == .leftToRight ? 60 : 160
    let second: CGFloat = direction == .leftToRight ? 160 : 60
    let expected: [(String, CGRect)] = [
      ("S", CGRect(x: first, y: 8, width: 100, height: 40)),
      ("M", CGRect(x: first, y: 48, width: 100, height: 40)),
      ("L", CGRect(x: first, y: 88, width: 100, height: 40)),
      ("Red", CGRect(x: second, y: 48, width: 100, height: 40)),
      ("Blue", CGRect(x: second, y: 88, width: 100, height: 40)),
    ]
    let found = texts(drawn)
    #expect(found.map(\.text).sorted() == expected.map(\.0).sorted())
    for (text, frame) in expected {
      #expect(found.first { $0.text == text }?.frame == frame, "\(text)")
    }
    withExtendedLifetime(source) {}
  }

  /// A component of `rows` rows, 100 wide, `height` tall.
  final class SizedSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let rows: Int
    let height: CGFloat
    init(rows: Int, height: CGFloat) {
      self.rows = rows
      self.height = height
    }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      rows
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
      100
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
      height
    }
    func pickerView(
      _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
    ) -> String? { "Row \(row)" }
  }

  private func pickerMarks(_ source: SizedSource) throws -> [SnapshotMark] {
    let picker = UIPickerView()
    picker.dataSource = source
    picker.delegate = source
    return try withExtendedLifetime(source) {
      try marks(of: picker, frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    }
  }

  // An empty component is an ordinary state: the 40-point band, (8, 108 − 20, 304, 40), and
  // no rows.
  @Test func aComponentWithNoRowsDrawsTheBandAlone() throws {
    let drawn = try pickerMarks(SizedSource(rows: 0, height: 40))
    #expect(shapes(drawn).map(\.frame) == [CGRect(x: 8, y: 88, width: 304, height: 40)])
    #expect(texts(drawn).isEmpty)
  }

  // A row height past the picker's is drawn as tall as the picker, 216: the band is the whole
  // height less nothing, (8, 0, 304, 216), and only the chosen row 0 shows, filling it.
  @Test(arguments: [CGFloat.infinity, 1e300, 10_000])
  func aRowTallerThanThePickerFillsIt(height: CGFloat) throws {
    let drawn = try pickerMarks(SizedSource(rows: 3, height: height))
    #expect(shapes(drawn).map(\.frame) == [CGRect(x: 8, y: 0, width: 304, height: 216)])
    #expect(texts(drawn).map(\.text) == ["Row 0"])
    #expect(texts(drawn).map(\.frame) == [CGRect(x: 110, y: 0, width: 100, height: 216)])
  }

  // A row height that is not a number is drawn 1 tall: the band is (8, 107.5, 304, 1) and
  // the rows reach ⌈(216 − 1) / 2⌉ = 108 past it, more than the picker's 3 rows: row r is at
  // y = 107.5 + r, in the component centred at (320 − 100) / 2 = 110.
  @Test func aRowHeightThatIsNotANumberIsDrawnOnePointTall() throws {
    let drawn = try pickerMarks(SizedSource(rows: 3, height: .nan))
    #expect(shapes(drawn).map(\.frame) == [CGRect(x: 8, y: 107.5, width: 304, height: 1)])
    #expect(texts(drawn).map(\.text) == ["Row 0", "Row 1", "Row 2"])
    #expect(
      texts(drawn).map(\.frame)
        == (0..<3).map {
          CGRect(x: 110, y: 107.5 + CGFloat($0), width: 100, height: 1)
        })
  }

  // 23:59 is the longest countdown (86,340 seconds, UIDatePicker documentation): however long
  // a duration is set, the wheels show "23 hours 59 min".
  @Test(arguments: [TimeInterval.infinity, 1e300, 86_399])
  func aCountdownPastItsMaximumShowsTwentyThreeHoursFiftyNine(duration: TimeInterval) throws {
    let picker = picker(.countDownTimer, .wheels)
    picker.countDownDuration = duration
    let drawn = try marks(of: picker, frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    #expect(texts(drawn).map(\.text) == ["23 hours 59 min"])
  }

  // A 28-point well: the ring, a white gap 3 in, the colour 5 in.
  @Test func aColourWellDrawsARingAroundItsColour() throws {
    let well = UIColorWell()
    well.selectedColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let drawn = shapes(try marks(of: well, frame: CGRect(x: 20, y: 100, width: 28, height: 28)))
    #expect(
      drawn.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 28, height: 28), CGRect(x: 3, y: 3, width: 22, height: 22),
        CGRect(x: 5, y: 5, width: 18, height: 18),
      ])
    #expect(drawn[1].fill == SnapshotColor(red: 1, green: 1, blue: 1))
    #expect(drawn[2].fill == SnapshotColor(red: 1, green: 0, blue: 0))
  }

  @Test func aColourWellWithoutAColourDrawsAnEmptyRing() throws {
    let drawn = shapes(
      try marks(of: UIColorWell(), frame: CGRect(x: 20, y: 100, width: 28, height: 28)))
    #expect(drawn.count == 2)
  }
}
