import Foundation

/// A scrollable, multiline text view whose content size follows its text.
@MainActor @preconcurrency
open class UITextView: UIScrollView {
  open var text: String! = "" { didSet { textDidChange() } }
  open var font: UIFont? = UIFont.systemFont(ofSize: 12) { didSet { textDidChange() } }
  open var textColor: UIColor?
  open var isEditable = true
  open var isSelectable = true
  /// The inset of the text container: 8 points at the top and bottom by default (UITextView).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textDidChange() }
  }

  /// The padding NSTextContainer keeps on each side of every line: 5 points by default
  /// (`lineFragmentPadding`).
  static let lineFragmentPadding: CGFloat = 5

  open override var isScrollEnabled: Bool {
    didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The text's size at `width`, wrapped inside the container insets and line padding.
  private func textContentSize(width: CGFloat) -> CGSize {
    let insets = textContainerInset
    let padding = 2 * UITextView.lineFragmentPadding
    let wrap = max(width - insets.left - insets.right - padding, 0)
    let measured = textModel.labelSize(
      of: text ?? "", font: font ?? UIFont.systemFont(ofSize: 12), numberOfLines: 0,
      maxWidth: wrap > 0 ? wrap : nil, scale: layoutScale)
    let lineHeight = (font ?? UIFont.systemFont(ofSize: 12)).lineHeight
    let height = max(
      measured.height, TextMeasurement.roundedUpToPixels(lineHeight, scale: layoutScale))
    return CGSize(
      width: measured.width + padding + insets.left + insets.right,
      height: height + insets.top + insets.bottom)
  }

  private func textDidChange() {
    updateContentSizeForText()
    invalidateIntrinsicContentSize()
  }

  func updateContentSizeForText() {
    let size = textContentSize(width: bounds.width)
    contentSize = CGSize(width: bounds.width, height: size.height)
  }

  override func boundsSizeDidChange(from oldSize: CGSize) {
    super.boundsSizeDidChange(from: oldSize)
    if oldSize.width != bounds.width {
      updateContentSizeForText()
      if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }
  }

  /// With scrolling off, a text view sizes itself to its text like a label (self-sizing text
  /// views); with scrolling on it has no intrinsic size.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let size = textContentSize(width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude)
    return CGSize(width: UIView.noIntrinsicMetric, height: size.height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textContentSize(width: size.width > 0 ? size.width : .greatestFiniteMagnitude)
  }
}
