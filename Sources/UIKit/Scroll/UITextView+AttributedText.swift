import Foundation

extension UITextView {
  /// The attributes of the view's text: its font (12 pt system when nil, UITextView's default),
  /// colour and alignment.
  var textAttributes: [NSAttributedString.Key: Any] {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    var attributes: [NSAttributedString.Key: Any] = [
      .font: font ?? UIFont.systemFont(ofSize: 12), .paragraphStyle: style,
    ]
    attributes[.foregroundColor] = textColor ?? UIColor.label
    return attributes
  }

  func setAttributedText(_ newValue: NSAttributedString?) {
    text = newValue?.string ?? ""
    defer { storeAttributedText(newValue) }
    guard let newValue, newValue.length > 0 else { return }
    let attributes = newValue.attributes(at: 0, effectiveRange: nil)
    if let font = attributes[.font] as? UIFont { self.font = font }
    if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
    if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
      textAlignment = style.alignment
    }
  }
}
