import Foundation

// A text field's UITextInput: positions are UTF-16 offsets into its one line of text, and the
// caret sits where the measured text before it ends, in the text rectangle of the current state
// (`UITextField+Rects.swift`), placed by `textAlignment`.

extension UITextField {
  /// Sets the selection, clamped to the text; the delegate hears
  /// `textFieldDidChangeSelection(_:)` when it moved.
  func selectRange(_ range: UITextRange?) {
    guard let range, let offsets = editable.range(of: range) else { return }
    let clamped = editable.clamped(offsets)
    guard clamped != editable.selection else { return }
    editable.selection = clamped
    delegate?.textFieldDidChangeSelection(self)
  }

  /// `replace(_:withText:)`: a change made by code through UITextInput, which the delegate is
  /// not asked about; the change is announced like a typed one.
  func replaceProgrammatically(_ range: UITextRange, with text: String) {
    guard let offsets = editable.range(of: range) else { return }
    markedRange = nil
    editable.replace(offsets, with: text)
    textDidChange()
  }

  /// `setMarkedText(_:selectedRange:)`: the marked text replaces the marked range (or the
  /// selection) and stays marked; `selectedRange` is within it.
  func mark(_ text: String, selectedRange: NSRange) {
    markedRange = editable.mark(text, replacing: markedRange, selectedRange: selectedRange)
    textDidChange()
  }

  private var caretGeometry: TextCaretGeometry {
    let font = self.font ?? UIFont.systemFont(ofSize: 17)
    let area = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    let scale = layoutScale
    let model = textModel
    let measure: (String) -> CGFloat = { string in
      model.labelSize(of: string, font: font, numberOfLines: 1, maxWidth: nil, scale: scale).width
    }
    let width = editable.string.isEmpty ? 0 : measure(editable.string)
    let free = max(area.width - width, 0)
    let offset: CGFloat =
      switch textAlignment {
      case .center: free / 2
      case .right: free
      case .natural: isRightToLeft ? free : 0
      default: 0
      }
    let origin = CGPoint(x: area.minX + offset, y: area.midY - font.lineHeight / 2)
    return TextCaretGeometry(string: editable.string, font: font, origin: origin, measure: measure)
  }

  func caretArea(for position: UITextPosition) -> CGRect {
    guard let offset = editable.offset(of: position) else { return .zero }
    return caretGeometry.caretRect(at: editable.clamped(offset))
  }

  func lineRect(for range: UITextRange) -> CGRect {
    guard let offsets = editable.range(of: range) else { return .null }
    return caretGeometry.firstRect(for: editable.clamped(offsets))
  }

  func selectionAreas(for range: UITextRange) -> [UITextSelectionRect] {
    guard let offsets = editable.range(of: range), offsets.length > 0 else { return [] }
    let rect = caretGeometry.firstRect(for: editable.clamped(offsets))
    return [TextSelectionRect(rect: rect, containsStart: true, containsEnd: true)]
  }

  func nearestPosition(to point: CGPoint, within range: UITextRange? = nil) -> UITextPosition? {
    let whole = NSRange(location: 0, length: editable.length)
    let limits = range.flatMap { editable.range(of: $0) }.map { editable.clamped($0) } ?? whole
    return IndexedTextPosition(caretGeometry.nearestOffset(to: point, in: limits))
  }

  func character(at point: CGPoint) -> UITextRange? {
    caretGeometry.characterRange(at: point).map(IndexedTextRange.init)
  }
}
