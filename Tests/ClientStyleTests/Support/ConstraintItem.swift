import UIKit

/// Something a constraint can be made on: a view or a layout guide.
///
/// Layout libraries declare such a protocol and conform both UIKit types to it, so that one DSL
/// serves both.
@MainActor
protocol ConstraintItem: AnyObject {
  var leadingAnchor: NSLayoutXAxisAnchor { get }
  var trailingAnchor: NSLayoutXAxisAnchor { get }
  var leftAnchor: NSLayoutXAxisAnchor { get }
  var rightAnchor: NSLayoutXAxisAnchor { get }
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var widthAnchor: NSLayoutDimension { get }
  var heightAnchor: NSLayoutDimension { get }
  var centerXAnchor: NSLayoutXAxisAnchor { get }
  var centerYAnchor: NSLayoutYAxisAnchor { get }

  /// The view whose coordinates the item's frame is in: a view's superview, a guide's owner.
  var layoutParent: UIView? { get }

  /// Prepares the item for constraints; a view stops translating its autoresizing mask.
  func prepareForConstraints()
}

extension UIView: ConstraintItem {
  var layoutParent: UIView? { superview }

  func prepareForConstraints() {
    translatesAutoresizingMaskIntoConstraints = false
  }
}

extension UILayoutGuide: ConstraintItem {
  var layoutParent: UIView? { owningView }

  func prepareForConstraints() {}
}
