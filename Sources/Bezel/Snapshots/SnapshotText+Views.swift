import UIKit

extension SnapshotText {
  /// The text `view` shows, if it is a label, a text field with text or a placeholder, or a
  /// text view with text, in the view's colour and font; attributed text with several runs, and
  /// a text view's text, run by run.
  ///
  /// A button draws no text itself: its title label does.
  @MainActor
  init?(of view: UIView) {
    // The model the view measured itself with: its window's.
    let model = WindowContext.textModel(in: view.window)
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    if let label = view as? UILabel, let styled = label.attributedText, Self.needsRuns(styled) {
      self.init(
        attributed: styled, font: label.font ?? UIFont.systemFont(ofSize: 17),
        color: Self.drawnColor(of: label),
        numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode,
        size: label.bounds.size,
        alignment: Self.alignment(label.textAlignment, rightToLeft: rightToLeft), in: view,
        model: model)
    } else if let label = view as? UILabel, let text = label.text, text.contains("\t") {
      // Text after a tab starts at its stop: drawn run by run.
      let font = label.font ?? UIFont.systemFont(ofSize: 17)
      self.init(
        attributed: NSAttributedString(string: text, attributes: [.font: font]), font: font,
        color: Self.drawnColor(of: label), numberOfLines: label.numberOfLines,
        lineBreakMode: label.lineBreakMode, size: label.bounds.size,
        alignment: Self.alignment(label.textAlignment, rightToLeft: rightToLeft), in: view,
        model: model)
    } else if let label = view as? UILabel, let text = label.text, !text.isEmpty {
      self.init(
        text, font: label.font, numberOfLines: label.numberOfLines,
        lineBreakMode: label.lineBreakMode, size: label.bounds.size,
        alignment: Self.alignment(label.textAlignment, rightToLeft: rightToLeft), model: model)
      color = Self.color(Self.drawnColor(of: label), in: view)
    } else if let field = view as? UITextField {
      let text = field.text ?? ""
      let shown = text.isEmpty ? field.placeholder ?? "" : text
      guard !shown.isEmpty else { return nil }
      let bounds = field.bounds
      let rect =
        text.isEmpty ? field.placeholderRect(forBounds: bounds) : field.textRect(forBounds: bounds)
      let font = field.font ?? UIFont.systemFont(ofSize: 17)
      let alignment = Self.alignment(field.textAlignment, rightToLeft: rightToLeft)
      let box = CGRect(
        x: rect.minX - bounds.minX, y: rect.minY - bounds.minY, width: rect.width,
        height: rect.height)
      if text.isEmpty, let styled = field.attributedPlaceholder, Self.needsRuns(styled) {
        self.init(
          attributed: styled, font: font, color: .placeholderText, numberOfLines: 1,
          lineBreakMode: .byTruncatingTail, size: rect.size, alignment: alignment, in: view,
          model: model)
        self.box = box
        return
      }
      self.init(
        shown, font: font, numberOfLines: 1, size: rect.size, alignment: alignment, model: model)
      // UITextField.h: placeholder "drawn 70% gray"; iOS 13 on draws it in `placeholderText`.
      color = Self.color(text.isEmpty ? .placeholderText : field.textColor ?? .label, in: view)
      self.box = box
    } else if let textView = view as? UITextView {
      self.init(textView: textView, rightToLeft: rightToLeft, model: model)
    } else {
      return nil
    }
  }

  /// A label's text colour as drawn: `highlightedTextColor` while highlighted, when it has one.
  @MainActor
  static func drawnColor(of label: UILabel) -> UIColor? {
    label.isHighlighted ? label.highlightedTextColor ?? label.textColor : label.textColor
  }

  /// The side an alignment puts lines on; natural and justified follow the layout direction.
  static func alignment(_ alignment: NSTextAlignment, rightToLeft: Bool) -> Alignment {
    switch alignment {
    case .center: .center
    case .right: .right
    case .left: .left
    default: rightToLeft ? .right : .left
    }
  }

  /// `color` resolved for `view`'s traits, in sRGB.
  @MainActor
  static func color(_ color: UIColor?, in view: UIView) -> SnapshotColor? {
    guard let color else { return nil }
    return SnapshotColor(color.resolvedColor(with: view.traitCollection).cgColor)
  }
}
