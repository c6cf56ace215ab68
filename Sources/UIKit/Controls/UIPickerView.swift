import Foundation

/// A spinning-wheel picker; it has a fixed intrinsic height.
@MainActor @preconcurrency
open class UIPickerView: UIView {
  /// 216 points tall, the picker's height since iOS 9 (UIPickerView is 320 × 216 by default;
  /// earlier systems used 162, 180 and 216 by orientation).
  ///
  /// The width follows constraints.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 216)
  }
}
