import Foundation

// The date picker's sizes per style. Wheels are the picker's 320 × 216 (UIPickerView's size
// since iOS 9). Compact and inline are models from iOS 14's controls in the en_US locale,
// unrecorded in a public view dump found here: a compact picker is a 34-point-tall button per
// part, 2 × 11 points wider than its text in the 17-point system font ("Nov 28, 2026" or
// "9:41 AM"), the date and time buttons 8 points apart; an inline date picker is a 320-point-wide
// month calendar 320 tall (a 44-point header, six 44-point weeks, a 12-point weekday row and
// 0 padding), plus a 44-point time row for `.dateAndTime`; inline time is the compact time button.

extension UIDatePicker {
  /// The size the picker's resolved style gives it.
  var styleSize: CGSize {
    switch datePickerStyle {
    case .wheels, .automatic: return CGSize(width: 320, height: 216)
    case .compact: return compactSize
    case .inline:
      switch datePickerMode {
      case .time: return compactSize
      case .dateAndTime: return CGSize(width: 320, height: 364)
      default: return CGSize(width: 320, height: 320)
      }
    }
  }

  /// The buttons of a compact picker side by side.
  private var compactSize: CGSize {
    let date = compactButtonWidth(for: "Nov 28, 2026")
    let time = compactButtonWidth(for: "9:41 AM")
    let width: CGFloat =
      switch datePickerMode {
      case .time: time
      case .date: date
      default: date + 8 + time
      }
    return CGSize(width: width, height: 34)
  }

  private func compactButtonWidth(for text: String) -> CGFloat {
    let size = textModel.labelSize(
      of: text, font: .systemFont(ofSize: 17), numberOfLines: 1, maxWidth: nil, scale: layoutScale)
    return size.width + 22
  }
}
