import UIKit

/// The constraint class the DSL makes: an `NSLayoutConstraint` that remembers a label.
///
/// Libraries subclass `NSLayoutConstraint` this way (SnapKit's `LayoutConstraint`, Stevia's
/// `SteviaLayoutConstraint`) and find their constraints again in `UIView.constraints` by casting.
class LayoutConstraint: NSLayoutConstraint {
  /// The priority the DSL gives a constraint when none is asked for.
  static var defaultPriority = UILayoutPriority.required

  /// A name for debugging, given by the DSL.
  var label: String?
}
