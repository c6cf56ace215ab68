import Foundation

extension UILabel {
  /// The attributes plain text is shown with: the label's font, colour and paragraph style.
  var plainTextAttributes: [NSAttributedString.Key: Any] {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    var attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
    if let font { attributes[.font] = font }
    if let textColor { attributes[.foregroundColor] = textColor }
    return attributes
  }

  var attributedTextValue: NSAttributedString? {
    if let styledText { return styledText }
    return storedText.map { NSAttributedString(string: $0, attributes: plainTextAttributes) }
  }

  func setAttributedTextValue(_ newValue: NSAttributedString?) {
    guard let newValue else {
      styledText = nil
      setStoredText(nil)
      return
    }
    styledText = NSAttributedString(attributedString: newValue)
    setStoredText(newValue.string)
    invalidateIntrinsicContentSize()
    guard newValue.length > 0 else { return }
    // UILabel.h: the style-related properties take the style at location 0.
    isAdoptingStyle = true
    defer { isAdoptingStyle = false }
    let attributes = newValue.attributes(at: 0, effectiveRange: nil)
    if let font = attributes[.font] as? UIFont { self.font = font }
    if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
    if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
      textAlignment = style.alignment
      lineBreakMode = style.lineBreakMode
    }
  }

  func setStoredText(_ newValue: String?) {
    guard newValue != storedText else { return }
    storedText = newValue
    invalidateIntrinsicContentSize()
  }

  /// Sets an attribute over the whole attributed text, when the label has some and is not
  /// taking its style from it.
  func applyToStyledText(_ key: NSAttributedString.Key, _ value: Any?) {
    guard !isAdoptingStyle, let styledText, let value else { return }
    if let attributes = Self.onlyRunAttributes(of: styledText) {
      var merged = attributes
      merged[key] = value
      self.styledText = NSAttributedString(string: styledText.string, attributes: merged)
    } else {
      let copy = NSMutableAttributedString(attributedString: styledText)
      copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
      self.styledText = copy
    }
    invalidateIntrinsicContentSize()
  }

  /// The attributes of `text` when one run covers all of it, else nil.
  ///
  /// Linux's Foundation traps when a mutation compares two attribute values that are instances
  /// of one `NSObject` subclass (two `UIFont`s, two `UIColor`s: `CFBasicHashesAreEqual` reaches
  /// a type with no equality), so a text of one run is made anew instead of mutated.
  static func onlyRunAttributes(of text: NSAttributedString) -> [NSAttributedString.Key: Any]? {
    guard text.length > 0 else { return nil }
    var range = NSRange(location: 0, length: 0)
    let attributes = text.attributes(at: 0, effectiveRange: &range)
    return range.length == text.length ? attributes : nil
  }

  /// Changes the paragraph style of every paragraph of the attributed text.
  func applyParagraphStyleToStyledText(_ change: (NSMutableParagraphStyle) -> Void) {
    guard !isAdoptingStyle, let styledText else { return }
    if let attributes = Self.onlyRunAttributes(of: styledText) {
      let style = NSMutableParagraphStyle()
      if let value = attributes[.paragraphStyle] as? NSParagraphStyle {
        style.setParagraphStyle(value)
      }
      change(style)
      var merged = attributes
      merged[.paragraphStyle] = style
      self.styledText = NSAttributedString(string: styledText.string, attributes: merged)
      invalidateIntrinsicContentSize()
      return
    }
    let copy = NSMutableAttributedString(attributedString: styledText)
    let whole = NSRange(location: 0, length: copy.length)
    var runs: [(NSRange, NSMutableParagraphStyle)] = []
    copy.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
      let style = NSMutableParagraphStyle()
      if let value = value as? NSParagraphStyle { style.setParagraphStyle(value) }
      change(style)
      runs.append((range, style))
    }
    for (range, style) in runs {
      copy.addAttribute(.paragraphStyle, value: style, range: range)
    }
    self.styledText = copy
    invalidateIntrinsicContentSize()
  }
}
