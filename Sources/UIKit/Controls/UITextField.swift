import Foundation

/// An editable single line of text.
@MainActor @preconcurrency
open class UITextField: UIControl {
  /// The border styles of a text field.
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  open var text: String? { didSet { invalidateIntrinsicContentSize() } }
  open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
  open var font: UIFont? = UIFont.systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }
  open var textColor: UIColor?
  open var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }

  /// The text's (or else the placeholder's) one-line size; a rounded-rect field is 34 points
  /// tall with 7 points of padding each side, Interface Builder's default text field.
  open override var intrinsicContentSize: CGSize {
    let font = self.font ?? UIFont.systemFont(ofSize: 17)
    let string = (text?.isEmpty == false ? text : placeholder) ?? ""
    let measured = textModel.labelSize(
      of: string.isEmpty ? " " : string, font: font, numberOfLines: 1, maxWidth: nil,
      scale: layoutScale)
    let width = string.isEmpty ? 0 : measured.width
    if borderStyle == .roundedRect {
      return CGSize(width: width + 14, height: max(34, measured.height + 12))
    }
    return CGSize(width: width, height: measured.height)
  }
}
