import Foundation

extension UILabel {
  /// The size of the text laid out in `bounds` with `numberOfLines` lines at most, rounded up to
  /// whole pixels (see `TextMeasuring.labelSize`).
  ///
  /// - A one-line label never wraps: its width is its text's, whatever the bounds'.
  /// - Other labels wrap at the bounds' width, by word, or by character in `.byCharWrapping`.
  ///   When lines are cut, a truncating mode's last line ends in an ellipsis and fills the width;
  ///   in the wrapping and clipping modes it keeps its own width.
  /// - A one-line label that adjusts its font size to fit measures in the font it is drawn in
  ///   (`fontToFit(width:)`).
  /// - Attributed text is measured with its attributes, missing fonts taken from the label's
  ///   font; text in one font with nothing else changing its layout measures exactly as plain
  ///   text.
  func textSize(in bounds: CGRect, numberOfLines: Int) -> CGSize {
    guard let storedText, !storedText.isEmpty else { return .zero }
    let labelFont = font ?? UIFont.systemFont(ofSize: 17)
    let width = bounds.width
    let maxWidth = numberOfLines == 1 || !(width > 0 && width < 1e15) ? nil : width
    let model = textModel
    let scale = layoutScale
    let wrapping: AttributedTextLayout.Wrapping =
      lineBreakMode == .byCharWrapping ? .character : .word
    let plainFont: UIFont? =
      if let styledText {
        NSAttributedString.plainFont(of: styledText, defaultFont: labelFont)
      } else {
        numberOfLines == 1 ? fontToFit(width: width, font: labelFont, model: model) : labelFont
      }
    if let plainFont, wrapping == .word, maxWidth == nil || lineBreakMode.isTruncating {
      return model.labelSize(
        of: storedText, font: plainFont, numberOfLines: numberOfLines, maxWidth: maxWidth,
        scale: scale)
    }
    let text = styledText ?? NSAttributedString(string: storedText)
    let layout = AttributedTextLayout(
      text, defaultFont: labelFont, maxWidth: maxWidth, numberOfLines: numberOfLines,
      wrapping: wrapping, truncation: lineBreakMode, model: model)
    return CGSize(
      width: TextMeasurement.roundedUpToPixels(layout.size.width, scale: scale),
      height: TextMeasurement.roundedUpToPixels(layout.size.height, scale: scale))
  }

  /// The font a one-line label is drawn in within `width`: its own, or, when it adjusts its
  /// font size to fit and its text is wider, the largest smaller size down to
  /// `minimumScaleFactor` of it at which the text fits (the smallest allowed when none does).
  ///
  /// iOS does not publish how it searches sizes; the model finds the largest fitting size to
  /// within a thousandth of a point.
  func fontToFit(width: CGFloat, font: UIFont, model: any TextMeasuring) -> UIFont {
    guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1,
      width > 0, width < 1e15, let text = storedText
    else { return font }
    func textWidth(_ size: CGFloat) -> CGFloat {
      model.size(of: text, font: font.withSize(size), numberOfLines: 1, maxWidth: nil).width
    }
    let full = font.pointSize
    guard textWidth(full) > width else { return font }
    var low = full * minimumScaleFactor
    guard textWidth(low) <= width else { return font.withSize(low) }
    var high = full
    while high - low > 0.001 {
      let middle = (low + high) / 2
      if textWidth(middle) <= width { low = middle } else { high = middle }
    }
    return font.withSize(low)
  }

  /// The font the label's text is drawn in within its bounds (smaller than `font` when it
  /// adjusts its font size to fit).
  package var fontAsDrawn: UIFont {
    let labelFont = font ?? UIFont.systemFont(ofSize: 17)
    guard numberOfLines == 1, styledText == nil else { return labelFont }
    return fontToFit(width: bounds.width, font: labelFont, model: textModel)
  }
}
