import Foundation

extension UIView {
  /// Whether the view's frame is not fully determined by its constraints (Apple: "true if the
  /// view's location is incompletely specified").
  public var hasAmbiguousLayout: Bool {
    guard let engine = LayoutEngine.existing(for: self), engine.isRegistered(self) else {
      return false
    }
    return engine.ambiguousVariable(of: self) != nil
  }

  /// Moves an ambiguous view to another of its valid frames (Apple: "Randomly changes the frame
  /// of a view with an ambiguous layout between the different valid values"; Bezel's choice is
  /// deterministic: 10 points along the first free variable).
  public func exerciseAmbiguityInLayout() {
    guard let engine = LayoutEngine.existing(for: self), engine.isRegistered(self) else { return }
    engine.exerciseAmbiguity(of: self)
    storedSuperview?.needsLayoutFlag = true
  }

  /// The active constraints that mention this view on the given axis.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    referencingConstraints.filter { constraint in
      (constraint.storedFirstTerms + constraint.storedSecondTerms).contains {
        ($0.item as AnyObject?) === self && $0.attribute.axis == axis
      }
    }
  }
}
