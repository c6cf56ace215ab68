import UIKit

// Drawings of the pickers: the date picker, the picker view and the colour well. Their looks
// are unpublished; each part below is a model of iOS 14 to 18's controls, stated where drawn.
// Shared: a selection band or platter is `tertiarySystemFill` (118 118 128 at 12% in light
// mode), 8 points round; the chosen value is in `label`, the other rows in `secondaryLabel`.

extension ControlMarks {
  /// The fill of a compact date picker's buttons and of a wheel's selection band (a model).
  static let platterFill = UIColor.tertiarySystemFill

  // MARK: - Date picker

  /// A date picker, drawn by its resolved style (`datePickerStyle`).
  ///
  /// - compact: a 34-point-tall platter per part, 2 × 11 points wider than its text in the
  ///   17-point system font, the date's then the time's from the leading edge, 8 points apart
  ///   (the size model of `UIDatePicker`);
  /// - wheels: the selection band across the middle, a row tall (32 points), inset 8, with the
  ///   chosen value's text centred in it;
  /// - inline: the month and year at the top leading corner (17 points, semibold, 44-point
  ///   header) and the chosen day's number on a tinted disc in a 7-column grid of 44-point weeks
  ///   under a 12-point weekday row; with a time, its platter at the trailing end of a 44-point
  ///   row at the bottom.
  /// Dates read in English (`en_US_POSIX`) in the picker's time zone, UTC where it has none, so
  /// a drawing does not depend on the machine that made it.
  static func datePicker(_ picker: UIDatePicker) -> [SnapshotMark] {
    let bounds = CGRect(origin: .zero, size: picker.bounds.size)
    let rightToLeft = picker.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let mode = picker.datePickerMode
    let date = dateText(picker, format: mode == .yearAndMonth ? "MMMM y" : "MMM d, y")
    let time = dateText(picker, format: "h:mm a")
    switch picker.datePickerStyle {
    case .compact, .automatic:
      var parts: [String] = []
      if mode != .time { parts.append(date) }
      if mode == .time || mode == .dateAndTime { parts.append(time) }
      return platters(parts, in: bounds, rightToLeft: rightToLeft, of: picker)
    case .inline where mode == .time:
      return platters([time], in: bounds, rightToLeft: rightToLeft, of: picker)
    case .inline:
      return calendar(picker, in: bounds, rightToLeft: rightToLeft, time: time)
    case .wheels:
      let value: String
      switch mode {
      case .time: value = time
      case .date, .yearAndMonth: value = date
      case .countDownTimer:
        // "The maximum value is 23:59 (86,340 seconds)" (UIDatePicker documentation); the
        // picker keeps it so, and the drawing does not trust it to.
        let seconds = picker.countDownDuration
        let minutes = seconds.isFinite ? Int(min(max(0, seconds), 86_340) / 60) : 0
        value = "\(minutes / 60) hours \(minutes % 60) min"
      default: value = date + "  " + time
      }
      return wheelBand(in: bounds, rowHeight: 32, of: picker)
        + [
          label(
            value, font: .systemFont(ofSize: 20), color: .label, in: band(bounds, 32), of: picker)
        ]
        .compactMap { $0 }
    @unknown default:
      return []
    }
  }

  /// `picker`'s date in `format`.
  static func dateText(_ picker: UIDatePicker, format: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = picker.timeZone ?? TimeZone(identifier: "UTC")
    formatter.dateFormat = format
    return formatter.string(from: picker.date)
  }

  /// Compact buttons of `texts`, side by side from the leading edge, centred down `bounds`.
  private static func platters(
    _ texts: [String], in bounds: CGRect, rightToLeft: Bool, of picker: UIDatePicker
  ) -> [SnapshotMark] {
    let model = WindowContext.textModel(in: picker.window)
    let font = UIFont.systemFont(ofSize: 17)
    var marks: [SnapshotMark] = []
    var x: CGFloat = 0
    for text in texts {
      let width = model.size(of: text, font: font, numberOfLines: 1, maxWidth: nil).width + 22
      let frame = CGRect(
        x: rightToLeft ? bounds.maxX - x - width : x, y: bounds.midY - 17, width: width,
        height: 34)
      marks.append(shape(frame, radius: 8, fill: platterFill, in: picker))
      if let text = label(text, font: font, color: .label, in: frame, of: picker) {
        marks.append(text)
      }
      x += width + 8
    }
    return marks
  }

  /// An inline picker's month header, chosen day and time row (see `datePicker(_:)`).
  private static func calendar(
    _ picker: UIDatePicker, in bounds: CGRect, rightToLeft: Bool, time: String
  ) -> [SnapshotMark] {
    var marks: [SnapshotMark] = []
    let header = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 44)
    if let month = label(
      dateText(picker, format: "MMMM y"), font: .systemFont(ofSize: 17, weight: .semibold),
      color: .label, in: rightToLeft ? header.offsetBy(dx: bounds.width / 2, dy: 0) : header,
      of: picker)
    {
      marks.append(month)
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = picker.timeZone ?? TimeZone(identifier: "UTC") ?? calendar.timeZone
    let day = calendar.component(.day, from: picker.date)
    // The weekday (1 is Sunday) of the month's first day gives the grid's first column.
    let first = (calendar.component(.weekday, from: picker.date) - day % 7 + 7 * 6) % 7
    let cell = (day - 1) + first
    let column = CGFloat(cell % 7)
    let width = bounds.width / 7
    let x = rightToLeft ? bounds.width - (column + 1) * width : column * width
    let y = 44 + 12 + CGFloat(cell / 7) * 44
    let side: CGFloat = 40
    let disc = CGRect(x: x + (width - side) / 2, y: y + 2, width: side, height: side)
    marks.append(shape(disc, fill: picker.tintColor ?? .systemBlue, in: picker))
    if let number = label(
      "\(day)", font: .systemFont(ofSize: 20), color: .white, in: disc, of: picker)
    {
      marks.append(number)
    }
    if picker.datePickerMode == .dateAndTime {
      let row = CGRect(x: 0, y: bounds.maxY - 44, width: bounds.width, height: 44)
      marks += platters([time], in: row, rightToLeft: !rightToLeft, of: picker)
    }
    return marks
  }

  // MARK: - Picker view

  /// The band a wheel's chosen row sits in: across `bounds`, inset 8, `rowHeight` tall,
  /// centred down it.
  static func band(_ bounds: CGRect, _ rowHeight: CGFloat) -> CGRect {
    CGRect(
      x: bounds.minX + 8, y: bounds.midY - rowHeight / 2, width: max(0, bounds.width - 16),
      height: rowHeight)
  }

  private static func wheelBand(in bounds: CGRect, rowHeight: CGFloat, of view: UIView)
    -> [SnapshotMark]
  {
    [shape(band(bounds, rowHeight), radius: 8, fill: platterFill, in: view)]
  }

  /// A picker view: its selection band and the rows around its chosen rows.
  ///
  /// The band is the first component's row height tall; in each component, the rows that fit
  /// above and below its chosen row are titled by the delegate, in the 20-point system font (a
  /// model). Components sit side by side at their delegate widths, centred as a group, in the
  /// reading order of the layout direction; a component with no chosen row shows its first rows
  /// from the band down.
  static func pickerView(_ picker: UIPickerView) -> [SnapshotMark] {
    let bounds = CGRect(origin: .zero, size: picker.bounds.size)
    let count = picker.numberOfComponents
    guard count > 0, bounds.width > 0, bounds.height > 0, bounds.width.isFinite,
      bounds.height.isFinite
    else { return [] }
    // Delegate sizes are drawn within the picker: a row 1 to the picker's height tall (1 when
    // not a number), a component 0 to its width wide (0 when not a number) — a model, as
    // UIKit does not document how it draws such rows.
    let sizes = (0..<count).map { component in
      let size = picker.rowSize(forComponent: component)
      return CGSize(
        width: size.width.isNaN ? 0 : min(max(0, size.width), bounds.width),
        height: size.height.isNaN ? 1 : min(max(1, size.height), bounds.height))
    }
    let rowHeight = sizes[0].height
    var marks = wheelBand(in: bounds, rowHeight: rowHeight, of: picker)
    let total = sizes.reduce(0) { $0 + $1.width }
    let rightToLeft = picker.effectiveUserInterfaceLayoutDirection == .rightToLeft
    var x = (bounds.width - total) / 2
    let font = UIFont.systemFont(ofSize: 20)
    for index in 0..<count {
      let component = rightToLeft ? count - 1 - index : index
      let size = sizes[component]
      let height = size.height
      let rows = picker.numberOfRows(inComponent: component)
      let selected = max(0, picker.selectedRow(inComponent: component))
      // Rows whose middle lies within the bounds, above and below the band, at most 50 each
      // way; a component with no rows draws none.
      let ratio = ((bounds.height - height) / 2 / height).rounded(.up)
      let reach = ratio.isNaN ? 0 : Int(min(max(ratio, 0), 50))
      let first = max(0, selected - reach)
      let last = min(rows, selected + reach + 1)
      for row in first..<max(first, last) {
        let title =
          picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component)?
          .string ?? picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component)
        guard let title, !title.isEmpty else { continue }
        let frame = CGRect(
          x: x, y: bounds.midY - height / 2 + CGFloat(row - selected) * height, width: size.width,
          height: height)
        let color: UIColor = row == selected ? .label : .secondaryLabel
        if let mark = label(title, font: font, color: color, in: frame, of: picker) {
          marks.append(mark)
        }
      }
      x += size.width
    }
    return marks
  }

  // MARK: - Colour well

  /// A colour well: a ring as wide as the well's smaller side (`systemGray3`, where iOS draws a
  /// hue wheel), a white gap inside it 3 points wide, and the selected colour filling the
  /// middle 5 points in from the edge; no middle when there is no colour (a model).
  static func colorWell(_ well: UIColorWell) -> [SnapshotMark] {
    let side = min(well.bounds.width, well.bounds.height)
    guard side > 0 else { return [] }
    let ring = CGRect(
      x: (well.bounds.width - side) / 2, y: (well.bounds.height - side) / 2, width: side,
      height: side)
    var marks = [
      shape(ring, fill: .systemGray3, in: well),
      shape(ring.insetBy(dx: 3, dy: 3), fill: .white, in: well),
    ]
    if let color = well.selectedColor, side > 10 {
      marks.append(shape(ring.insetBy(dx: 5, dy: 5), fill: color, in: well))
    }
    return marks
  }
}
