import Foundation

extension UIResponder {
  /// The object's accessibility box, made on the first write.
  var accessibility: AccessibilityStorage {
    if let accessibilityStorage { return accessibilityStorage }
    let storage = AccessibilityStorage()
    accessibilityStorage = storage
    return storage
  }

  // The defaults UIKit gives, read when nothing was set. UIKit's classes override the informal
  // protocol's getters; here one switch over the classes gives the same values, so that an app's
  // subclass overriding a getter still reaches them through `super`.

  /// Labels, buttons, text fields and accessibility elements are elements; other views, image
  /// views included, are not (UIAccessibility.h, `isAccessibilityElement`: "default on UIKit
  /// controls … is YES"; UIAccessibilityElement.h; "Making images accessible": an image view is
  /// not an element unless set).
  var isAccessibilityElementByDefault: Bool {
    self is UILabel || self is UIButton || self is UITextField || self is UIAccessibilityElement
  }

  /// A label's text, a button's current title.
  var defaultAccessibilityLabel: String? {
    if let label = self as? UILabel { return label.text }
    if let button = self as? UIButton { return button.currentTitle }
    return nil
  }

  /// A text field's text, else its placeholder.
  var defaultAccessibilityValue: String? {
    guard let field = self as? UITextField else { return nil }
    if let text = field.text, !text.isEmpty { return text }
    return field.placeholder
  }

  /// A label is static text, an image view an image, a button a button; a disabled control adds
  /// `.notEnabled` and a selected button `.selected` (UIAccessibilityConstants.h: "UIKit applies
  /// appropriate traits to all standard controls").
  var defaultAccessibilityTraits: UIAccessibilityTraits {
    switch self {
    case is UILabel: return .staticText
    case is UIImageView: return .image
    case let button as UIButton:
      var traits = UIAccessibilityTraits.button
      if !button.isEnabled { traits.insert(.notEnabled) }
      if button.isSelected { traits.insert(.selected) }
      return traits
    case let control as UIControl:
      return control.isEnabled ? [] : .notEnabled
    default: return []
    }
  }

  /// A view's bounds in screen coordinates, an element's frame in its container's space moved to
  /// the screen, else zero (UIAccessibility.h, `accessibilityFrame`: "The default value … is
  /// CGRectZero unless the receiver is a UIView object or subclass, in which case it is the frame
  /// of the view", in screen coordinates; UIAccessibilityElement.h).
  var defaultAccessibilityFrame: CGRect {
    if let view = self as? UIView { return view.bounds.onScreen(from: view) }
    if let element = self as? UIAccessibilityElement, element.framesFollowContainer,
      let container = element.containerView
    {
      return element.accessibilityFrameInContainerSpace.onScreen(from: container)
    }
    return .zero
  }

  /// The element at `index` of `accessibilityElements`, or nil out of range.
  func element(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else {
      return nil
    }
    return elements[index]
  }

  /// The index of `element` in `accessibilityElements`, or `NSNotFound`.
  func indexOfElement(_ element: Any) -> Int {
    let object = element as AnyObject
    return accessibilityElements?.firstIndex { ($0 as AnyObject) === object } ?? NSNotFound
  }
}

extension CGRect {
  /// This rectangle, in `view`'s coordinates, in screen coordinates: in the window's, moved by
  /// the window's origin.
  @MainActor
  func onScreen(from view: UIView) -> CGRect {
    var rect = view.convert(self, to: nil)
    if let window = view.window {
      rect.origin.x += window.frame.minX
      rect.origin.y += window.frame.minY
    }
    return rect
  }
}
