import UIKit

/// What an ambiguity check can tell of a view's frame without asking the solver, per axis.
///
/// The solver's probes (`LayoutAmbiguity(of:)`) each add and remove constraints and read values
/// back, which costs time in proportion to the size of the layout, so probing every view of a
/// large screen grows with the square of its size. Most views need no probe: required
/// equalities fix their frames (`LayoutEquations`), or, for a leaf view, no constraint mentions
/// one of its axes at all. Only the rest are probed.
package enum LayoutDeterminacy: Sendable, Equatable {
  /// Required equalities fix the position and length, relative to the superview.
  case fixed
  /// Nothing constrains the position or the length: "Need constraints for: X position, width".
  case unconstrained
  /// Only the solver can tell.
  case unknown

  /// The determinacy of each of `views` on each axis, in their order.
  ///
  /// Call it only on a layout UIKit logged nothing for: a required constraint UIKit broke
  /// would still be counted.
  @MainActor
  package static func of(_ views: [UIView], constraints: [NSLayoutConstraint])
    -> [(horizontal: LayoutDeterminacy, vertical: LayoutDeterminacy)]
  {
    let equations = LayoutEquations(constraints)
    var result: [(horizontal: LayoutDeterminacy, vertical: LayoutDeterminacy)] = []
    result.reserveCapacity(views.count)
    for view in views {
      @MainActor func determinacy(_ axis: Int) -> LayoutDeterminacy {
        if equations.isFixed(view, axis: axis),
          view.superview.map({ equations.isFixed($0, axis: axis) }) ?? true
        {
          return .fixed
        }
        // A view no constraint mentions may not be in the layout engine at all, where UIKit
        // reports no ambiguity; one mentioned on the other axis is.
        if !equations.hasOpaqueConstraints, !equations.isMentioned(view, axis: axis),
          equations.isMentioned(view, axis: 1 - axis), isUnconstrainedByUIKit(view, axis: axis)
        {
          return .unconstrained
        }
        return .unknown
      }
      result.append((determinacy(0), determinacy(1)))
    }
    return result
  }

  /// Whether UIKit itself adds no constraint on the view's frame along `axis`: a leaf view with
  /// no intrinsic size there, not laid out by its autoresizing mask or by a stack view.
  @MainActor
  private static func isUnconstrainedByUIKit(_ view: UIView, axis: Int) -> Bool {
    guard view.subviews.isEmpty, !view.translatesAutoresizingMaskIntoConstraints,
      !(view is UIStackView), let superview = view.superview
    else { return false }
    if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(view) {
      return false
    }
    let size = view.intrinsicContentSize
    return (axis == 0 ? size.width : size.height) == UIView.noIntrinsicMetric
  }
}
