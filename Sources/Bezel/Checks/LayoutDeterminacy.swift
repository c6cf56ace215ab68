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
  /// The constraints provably leave the frame free as the ambiguity probes would find it
  /// (`UIView.layoutMotions(of:)`), with what they lack.
  case ambiguous(LayoutAmbiguity.Axis)
  /// Only the solver can tell.
  case unknown

  /// What the axis lacks when the screening tells: `.some(nil)` for a determined axis, nil when
  /// only the solver can tell.
  package var settled: LayoutAmbiguity.Axis?? {
    switch self {
    case .fixed: .some(nil)
    case .unconstrained: .positionAndSize
    case .ambiguous(let axis): axis
    case .unknown: nil
    }
  }

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
    guard result.contains(where: { $0.horizontal == .unknown || $0.vertical == .unknown }) else {
      return result
    }
    let motions = UIView.layoutMotions(of: views)
    for (index, view) in views.enumerated() {
      if result[index].horizontal == .unknown {
        result[index].horizontal = settle(view, axis: 0, motions[index].horizontal, equations)
      }
      if result[index].vertical == .unknown {
        result[index].vertical = settle(view, axis: 1, motions[index].vertical, equations)
      }
    }
    return result
  }

  /// What the moves shown without probes and the combinations required equalities fix tell of
  /// an axis the screening left open.
  ///
  /// A combination fixed cannot move, and a move shown is one the probes find. Both halves of
  /// what a probe asks must be told.
  @MainActor
  private static func settle(
    _ view: UIView, axis: Int, _ motion: LayoutMotion, _ equations: LayoutEquations
  ) -> LayoutDeterminacy {
    // The probes move the frame within the superview: a combination fixed in the window is
    // fixed there only when the superview is.
    let superviewFixed = view.superview.map { equations.isFixed($0, axis: axis) } ?? true
    func fixes(_ position: Double, _ length: Double) -> Bool {
      superviewFixed
        && equations.fixes(.init(position: position, length: length), of: view, axis: axis)
    }
    let positionMoves: Bool? =
      fixes(1, 0) ? false : motion.positionHoldingLength ? true : nil
    let lengthMoves: Bool? = fixes(0, 1) ? false : motion.lengthHoldingPosition ? true : nil
    switch (positionMoves, lengthMoves) {
    case (true?, true?): return .ambiguous(.positionAndSize)
    case (true?, false?): return .ambiguous(.position)
    case (false?, true?): return .ambiguous(.size)
    default: return .unknown
    }
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
