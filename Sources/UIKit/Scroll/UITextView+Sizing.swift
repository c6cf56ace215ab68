import Foundation

extension UITextView {
  /// The text's size at `width`, wrapped inside the container insets and line padding.
  func textContentSize(width: CGFloat) -> CGSize {
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

  /// The text, its font or its insets changed: the content size and intrinsic size follow.
  func textLayoutDidChange() {
    updateContentSizeForText()
    invalidateIntrinsicContentSize()
  }

  func updateContentSizeForText() {
    let size = textContentSize(width: bounds.width)
    contentSize = CGSize(width: bounds.width, height: size.height)
  }

  /// Where carets fall: lines start at the container inset plus the line padding, one line
  /// height apart, and are not wrapped.
  var caretGeometry: TextCaretGeometry {
    let font = self.font ?? UIFont.systemFont(ofSize: 12)
    let scale = layoutScale
    let model = textModel
    let origin = CGPoint(
      x: textContainerInset.left + UITextView.lineFragmentPadding, y: textContainerInset.top)
    return TextCaretGeometry(string: editable.string, font: font, origin: origin) { string in
      model.labelSize(of: string, font: font, numberOfLines: 1, maxWidth: nil, scale: scale).width
    }
  }
}
