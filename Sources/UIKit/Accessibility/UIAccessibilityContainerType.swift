import Foundation

/// The kind of content a container of accessibility elements holds
/// (UIAccessibilityContainer.h, `UIAccessibilityContainerType`).
public enum UIAccessibilityContainerType: Int, Sendable {
  case none = 0
  case dataTable = 1
  case list = 2
  case landmark = 3
  case semanticGroup = 4
}

/// The direction of an assistive app's scroll gesture (UIAccessibility.h; raw values are
/// Apple's).
public enum UIAccessibilityScrollDirection: Int, Sendable {
  case right = 1
  case left = 2
  case up = 3
  case down = 4
  case next = 5
  case previous = 6
}

/// An object with an identifier that UI tests find it by (UIAccessibilityIdentification.h).
@MainActor @preconcurrency
public protocol UIAccessibilityIdentification: NSObjectProtocol {
  var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
extension UIBarItem: UIAccessibilityIdentification {}
