import Foundation

// Where a text field puts its text and its overlays. UIKit publishes none of these sizes, so
// Bezel follows a model:
//
// - The text is inset 7 points from each side of a bordered field (the padding of Interface
//   Builder's rounded-rect field, whose intrinsic width is the text's plus 14) and not at all in
//   a field with no border; an overlay shown on a side replaces that side's inset, the text
//   starting right after it.
// - The left and right views sit at the field's edges, as large as their frames (their
//   intrinsic size when their frame is empty), centred vertically.
// - The clear button is a 19-point square (the side Material Components for iOS falls back to
//   for UIKit's clear button, MDCBaseTextField.m), centred vertically, on the trailing side
//   between the text and the trailing overlay, or at the trailing inset.
// - In right-to-left layout the overlays flip: the left view shows on the right, in the
//   rectangle `rightViewRect(forBounds:)` gives, and the right view on the left ("the left
//   overlay view flips automatically in a right-to-left user interface", UITextField
//   `leftView`), while those two methods keep answering the left and right edges ("the drawing
//   rectangle remains unchanged in a right-to-left user interface"); Material Components
//   observed the same, `rightViewRectForBounds:` placing the left view in right-to-left. The
//   clear button, a trailing element, moves to the left.

extension UITextField {
  /// The side length of the clear button.
  static let clearButtonSide: CGFloat = 19

  /// The text's inset from a side with no overlay.
  var textPadding: CGFloat { borderStyle == .none ? 0 : 7 }

  var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// Whether an overlay with `mode` shows in the editing state `editing`.
  func shows(_ mode: ViewMode, editing: Bool) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: editing
    case .unlessEditing: !editing
    }
  }

  /// The view shown at the left edge (the right view in right-to-left layout), if it shows.
  func overlayView(left: Bool, editing: Bool) -> UIView? {
    let leading = left != isRightToLeft
    let view = leading ? leftView : rightView
    let mode = leading ? leftViewMode : rightViewMode
    return shows(mode, editing: editing) ? view : nil
  }

  func showsClearButton(editing: Bool) -> Bool {
    hasText && shows(clearButtonMode, editing: editing)
  }

  /// An overlay view's size: its frame's, or its intrinsic size when the frame is empty.
  private func overlaySize(of view: UIView) -> CGSize {
    let size = view.bounds.size
    if size.width > 0 || size.height > 0 { return size }
    let intrinsic = view.intrinsicContentSize
    return CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
  }

  func overlayArea(in bounds: CGRect, left: Bool) -> CGRect {
    let view =
      left ? (isRightToLeft ? rightView : leftView) : (isRightToLeft ? leftView : rightView)
    guard let view else { return .zero }
    let size = overlaySize(of: view)
    let x = left ? bounds.minX : bounds.maxX - size.width
    return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  func clearButtonArea(in bounds: CGRect, editing: Bool) -> CGRect {
    let side = UITextField.clearButtonSide
    let y = bounds.midY - side / 2
    if isRightToLeft {
      let edge =
        overlayView(left: true, editing: editing) != nil
        ? leftViewRect(forBounds: bounds).maxX : bounds.minX + textPadding
      return CGRect(x: edge, y: y, width: side, height: side)
    }
    let edge =
      overlayView(left: false, editing: editing) != nil
      ? rightViewRect(forBounds: bounds).minX : bounds.maxX - textPadding
    return CGRect(x: edge - side, y: y, width: side, height: side)
  }

  /// The text's rectangle in the editing state `editing`: between what shows on either side.
  func textArea(in bounds: CGRect, editing: Bool) -> CGRect {
    var minX =
      overlayView(left: true, editing: editing) != nil
      ? leftViewRect(forBounds: bounds).maxX : bounds.minX + textPadding
    var maxX =
      overlayView(left: false, editing: editing) != nil
      ? rightViewRect(forBounds: bounds).minX : bounds.maxX - textPadding
    if showsClearButton(editing: editing) {
      let clear = clearButtonArea(in: bounds, editing: editing)
      if isRightToLeft { minX = max(minX, clear.maxX) } else { maxX = min(maxX, clear.minX) }
    }
    return CGRect(x: minX, y: bounds.minY, width: max(maxX - minX, 0), height: bounds.height)
  }

  /// Takes a replaced overlay out of the field.
  func overlayDidChange(from oldView: UIView?, to newView: UIView?) {
    if let oldView, oldView !== newView, oldView.superview === self {
      oldView.removeFromSuperview()
    }
    setNeedsLayout()
  }

  /// Adds the overlays that show in the current state at their rectangles, and removes the
  /// others.
  func layoutOverlayViews() {
    let editing = isEditing
    let rightToLeft = isRightToLeft
    place(
      leftView, shown: shows(leftViewMode, editing: editing),
      frame: rightToLeft ? rightViewRect(forBounds: bounds) : leftViewRect(forBounds: bounds))
    place(
      rightView, shown: shows(rightViewMode, editing: editing),
      frame: rightToLeft ? leftViewRect(forBounds: bounds) : rightViewRect(forBounds: bounds))
    if showsClearButton(editing: editing) {
      let button = clearButton ?? TextFieldClearButton()
      clearButton = button
      place(button, shown: true, frame: clearButtonRect(forBounds: bounds))
    } else {
      place(clearButton, shown: false, frame: .zero)
    }
  }

  private func place(_ view: UIView?, shown: Bool, frame: CGRect) {
    guard let view else { return }
    if shown {
      if view.superview !== self { addSubview(view) }
      if view.frame != frame { view.frame = frame }
    } else if view.superview === self {
      view.removeFromSuperview()
    }
  }
}

/// A text field's clear button: a touch that lifts inside it clears the field.
final class TextFieldClearButton: UIView {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, bounds.contains(touch.location(in: self)),
      let field = superview as? UITextField
    else { return }
    field.clearButtonTapped()
  }
}
