import Foundation

/// The accessibility values set on a view or an accessibility element, made on the first write
/// so that a view nobody describes carries one nil reference.
///
/// A nil value is the default: the one UIKit's control gives (`UIView+Accessibility.swift`).
@MainActor
final class AccessibilityStorage {
  var isElement: Bool?
  var label: String?
  var attributedLabel: NSAttributedString?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
  var frame: CGRect?
  var activationPoint: CGPoint?
  var elements: [Any]?
  var containerType = UIAccessibilityContainerType.none
  var viewIsModal = false
  var shouldGroupChildren = false
  var elementsHidden = false
  var language: String?
  var customActions: [UIAccessibilityCustomAction]?
  var path: UIBezierPath?
  var userInputLabels: [String]?
  var respondsToUserInteraction: Bool?
}
