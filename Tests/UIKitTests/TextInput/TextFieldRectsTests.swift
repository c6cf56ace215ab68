import Testing

@testable import UIKit

/// A 200 × 34 rounded-rect field holding "abc", in a window, with a 20 × 20 left view and a
/// 30 × 20 right view always shown, and a clear button while editing.
@MainActor
final class OverlayForm {
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
  let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  let right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
  let window: UIWindow

  init(rightToLeft: Bool) {
    field.borderStyle = .roundedRect
    field.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    field.leftView = left
    field.leftViewMode = .always
    field.rightView = right
    field.rightViewMode = .always
    field.clearButtonMode = .whileEditing
    field.text = "abc"
    window = makeWindow(showing: field)
    field.layoutIfNeeded()
  }
}

/// Where a text field puts its text, its overlays and its clear button, under Bezel's model
/// (`UITextField+Rects.swift`): a 7-point inset in a bordered field, overlays at the edges, a
/// 19-point clear button on the trailing side; in right-to-left layout the overlays flip while
/// `leftViewRect`/`rightViewRect` keep answering the left and right edges.
@MainActor
struct TextFieldRectsTests {
  // Left to right: the left view at x 0 and the right view at 200 − 30 = 170, both centred:
  // y = (34 − 20) / 2 = 7. Right to left: the left edge holds the right view (30 wide), the
  // right edge the left view, at 200 − 20 = 180.
  @Test(arguments: [false, true])
  func theOverlayRectsAreTheEdges(rightToLeft: Bool) {
    let form = OverlayForm(rightToLeft: rightToLeft)
    let bounds = form.field.bounds
    let leftEdge = CGRect(x: 0, y: 7, width: rightToLeft ? 30 : 20, height: 20)
    let rightEdge = CGRect(
      x: rightToLeft ? 180 : 170, y: 7, width: rightToLeft ? 20 : 30, height: 20)
    #expect(form.field.leftViewRect(forBounds: bounds) == leftEdge)
    #expect(form.field.rightViewRect(forBounds: bounds) == rightEdge)
    // The left view is leading: on the left, or on the right in right-to-left layout.
    #expect(form.left.frame == (rightToLeft ? rightEdge : leftEdge))
    #expect(form.right.frame == (rightToLeft ? leftEdge : rightEdge))
    #expect(form.left.superview === form.field && form.right.superview === form.field)
  }

  // Not editing, the text runs between the overlays: from 20 to 170 (left to right), from 30
  // to 180 (right to left); 150 wide, the full height.
  @Test(arguments: [false, true])
  func theTextRunsBetweenTheOverlays(rightToLeft: Bool) {
    let form = OverlayForm(rightToLeft: rightToLeft)
    let expected = CGRect(x: rightToLeft ? 30 : 20, y: 0, width: 150, height: 34)
    #expect(form.field.textRect(forBounds: form.field.bounds) == expected)
    #expect(form.field.placeholderRect(forBounds: form.field.bounds) == expected)
  }

  // Editing, the 19-point clear button sits between the text and the trailing overlay, centred
  // at y (34 − 19) / 2 = 7.5: at 170 − 19 = 151 (left to right), at 30 (right to left). The
  // text keeps 150 − 19 = 131 points.
  @Test(arguments: [false, true])
  func editingMakesRoomForTheClearButton(rightToLeft: Bool) {
    let form = OverlayForm(rightToLeft: rightToLeft)
    form.field.becomeFirstResponder()
    form.field.layoutIfNeeded()
    let clear = CGRect(x: rightToLeft ? 30 : 151, y: 7.5, width: 19, height: 19)
    #expect(form.field.clearButtonRect(forBounds: form.field.bounds) == clear)
    #expect(form.field.clearButton?.frame == clear)
    #expect(form.field.clearButton?.superview === form.field)
    let text = CGRect(x: rightToLeft ? 49 : 20, y: 0, width: 131, height: 34)
    #expect(form.field.editingRect(forBounds: form.field.bounds) == text)
    #expect(form.field.placeholderRect(forBounds: form.field.bounds) == text)
  }

  // With no overlay the text is inset 7 points from each side of a bordered field, and not at
  // all in a borderless one; the clear button keeps the same inset from the trailing side.
  @Test(arguments: [false, true])
  func aFieldWithoutOverlaysInsetsItsText(rightToLeft: Bool) {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
    #expect(field.borderRect(forBounds: field.bounds) == field.bounds)
    let clear = CGRect(x: rightToLeft ? 7 : 174, y: 7.5, width: 19, height: 19)
    #expect(field.clearButtonRect(forBounds: field.bounds) == clear)
  }

  // The view modes decide what shows: `.whileEditing` only while editing, `.unlessEditing` only
  // when not; the clear button needs text too.
  @Test func theModesDecideWhatShows() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftView = left
    field.leftViewMode = .unlessEditing
    field.clearButtonMode = .always
    let window = makeWindow(showing: field)
    defer { withExtendedLifetime(window) {} }
    field.layoutIfNeeded()
    #expect(left.superview === field)
    #expect(field.clearButton?.superview == nil)
    field.becomeFirstResponder()
    field.insertText("a")
    field.layoutIfNeeded()
    #expect(left.superview == nil)
    #expect(field.clearButton?.superview === field)
  }

  @Test func aReplacedOverlayLeavesTheField() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    let old = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftView = old
    field.leftViewMode = .always
    field.layoutIfNeeded()
    #expect(old.superview === field)
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(old.superview == nil)
  }

  @Test func theViewModesHaveUIKitsRawValues() {
    let modes: [UITextField.ViewMode] = [.never, .whileEditing, .unlessEditing, .always]
    #expect(modes.map(\.rawValue) == [0, 1, 2, 3])
  }
}
