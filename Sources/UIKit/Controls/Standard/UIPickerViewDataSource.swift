import Foundation

/// The object that gives a picker view its components and their rows.
@MainActor @preconcurrency
public protocol UIPickerViewDataSource: NSObjectProtocol {
  /// The number of components (spinning wheels).
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows in `component`.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The object that gives a picker view its rows' content and sizes and hears of selections.
///
/// Every member is optional, as in UIKit: the defaults give no title and the picker's own
/// sizes (`UIPickerView+Sizes.swift`).
@MainActor @preconcurrency
public protocol UIPickerViewDelegate: NSObjectProtocol {
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// By default the components share the picker's width equally.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView.defaultComponentWidth
  }
  /// By default rows are the era's height.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  {
    pickerView.controlMetrics.pickerRowHeight
  }
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  /// By default a row is a label showing its title.
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    let label = (view as? UILabel) ?? UILabel()
    label.text =
      self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)?.string
      ?? self.pickerView(pickerView, titleForRow: row, forComponent: component)
    return label
  }
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}
