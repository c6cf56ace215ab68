import Foundation

extension UITextField {
  var defaultTextAttributesValue: [NSAttributedString.Key: Any] {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    var attributes: [NSAttributedString.Key: Any] = [
      .font: font ?? UIFont.systemFont(ofSize: 17), .paragraphStyle: style,
    ]
    attributes[.foregroundColor] = textColor ?? UIColor.label
    return attributes
  }

  func setDefaultTextAttributes(_ newValue: [NSAttributedString.Key: Any]) {
    if let font = newValue[.font] as? UIFont { self.font = font }
    if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
    if let style = newValue[.paragraphStyle] as? NSParagraphStyle {
      textAlignment = style.alignment
    }
  }

  var attributedPlaceholderValue: NSAttributedString? {
    if let styledPlaceholder { return styledPlaceholder }
    return storedPlaceholder.map {
      NSAttributedString(
        string: $0,
        attributes: [
          .font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.placeholderText,
        ])
    }
  }

  func setAttributedTextValue(_ newValue: NSAttributedString?) {
    text = newValue?.string
    guard let newValue, newValue.length > 0 else { return }
    setDefaultTextAttributes(newValue.attributes(at: 0, effectiveRange: nil))
  }
}
