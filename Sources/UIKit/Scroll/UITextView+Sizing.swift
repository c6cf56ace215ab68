import Foundation

extension UITextView {
  /// The text's size at `width`: the layout manager's used rectangle for a container as wide
  /// as `width` less the text container inset (its padding included), rounded up to whole
  /// pixels, plus the inset.
  func textContentSize(width: CGFloat) -> CGSize {
    let insets = textContainerInset
    let used = usedTextRect(width: width)
    let scale = layoutScale
    return CGSize(
      width: TextMeasurement.roundedUpToPixels(used.width, scale: scale) + insets.left
        + insets.right,
      height: TextMeasurement.roundedUpToPixels(used.height, scale: scale) + insets.top
        + insets.bottom)
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
