import Foundation

/// A control for choosing a date, a time, both, or a countdown duration.
///
/// Its size follows its style (`UIDatePicker+Sizes.swift`): wheels are the picker's 320 × 216,
/// compact is a button as wide as its text, inline a calendar. `.automatic` resolves to compact
/// from iOS 13.4 (wheels for a countdown timer), to wheels before.
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
  /// What the picker chooses (UIDatePicker.h).
  public enum Mode: Int, Sendable {
    case time = 0
    case date = 1
    case dateAndTime = 2
    case countDownTimer = 3
    /// A month and year (iOS 17.4).
    case yearAndMonth = 4
  }

  private var storedDate = Date()
  private var storedMinuteInterval = 1
  private var storedCountDownDuration: TimeInterval = 0

  /// What the picker chooses (default `.dateAndTime`).
  open var datePickerMode: Mode = .dateAndTime {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The style the app asks for (default `.automatic`).
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The style the picker shows: the preferred one, `.automatic` resolved for the mode and era.
  open var datePickerStyle: UIDatePickerStyle {
    guard controlMetrics.hasCompactDatePickers else { return .wheels }
    switch preferredDatePickerStyle {
    case .automatic: return datePickerMode == .countDownTimer ? .wheels : .compact
    // A countdown timer has only wheels; a year-and-month picker only wheels too.
    case .compact, .inline:
      return datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth
        ? .wheels : preferredDatePickerStyle
    case .wheels: return .wheels
    }
  }

  open var locale: Locale?
  open var calendar: Calendar! = Calendar.current
  open var timeZone: TimeZone?

  /// The chosen date, kept within `minimumDate...maximumDate`.
  open var date: Date {
    get { storedDate }
    set { storedDate = clamped(newValue) }
  }
  /// The earliest date that can be chosen; nil for none.
  open var minimumDate: Date? {
    didSet { storedDate = clamped(storedDate) }
  }
  /// The latest date that can be chosen; nil for none.
  open var maximumDate: Date? {
    didSet { storedDate = clamped(storedDate) }
  }
  /// The countdown's duration in seconds (default 0), for `.countDownTimer`: "the maximum
  /// value is 23:59 (86,340 seconds)" (UIDatePicker documentation), so a longer one is kept at
  /// 86,340; a negative one at 0 and NaN as 0 (a model: the documentation gives no minimum).
  open var countDownDuration: TimeInterval {
    get { storedCountDownDuration }
    set { storedCountDownDuration = newValue.isNaN ? 0 : min(max(newValue, 0), 86_340) }
  }
  /// The step of the minute wheel (default 1); a value that does not divide 60 evenly is
  /// ignored and the interval stays 1 ("The interval value must be evenly divided into 60; if
  /// it isn't, the default value is used", UIDatePicker documentation).
  open var minuteInterval: Int {
    get { storedMinuteInterval }
    set { storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
  }
  /// Whether a date set in code rounds to the minute interval (default `true`; iOS 15).
  open var roundsToMinuteInterval = true

  /// Sets the date; animated or not, it is the new value at once.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// A user's choice of `date`, as a spin or a tap on the calendar makes it: sets it and sends
  /// `.valueChanged`.
  package func pick(_ date: Date) {
    self.date = date
    sendActions(for: .valueChanged)
  }

  private func clamped(_ date: Date) -> Date {
    var result = date
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate, maximumDate >= (minimumDate ?? maximumDate) {
      result = maximumDate
    }
    return result
  }

  open override var intrinsicContentSize: CGSize { styleSize }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { styleSize }
}

/// How a date picker shows itself (UIDatePicker.h, iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
  case automatic = 0
  case wheels = 1
  case compact = 2
  case inline = 3
}
