import Foundation

extension UIView {
  func intrinsicContentSizeDidChange() {
    if let registration { registration.engine?.updateContentSizeConstraints(of: self) }
    storedSuperview?.needsLayoutFlag = true
    needsLayoutFlag = true
    reinstallBaselineConstraints()
    storedSuperview?.subviewContentSizeDidChange(self)
  }

  func setHugging(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    if let registration { registration.engine?.updateContentSizeConstraints(of: self) }
  }

  func setCompressionResistance(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      compressionResistance.horizontal = priority
    } else {
      compressionResistance.vertical = priority
    }
    if let registration { registration.engine?.updateContentSizeConstraints(of: self) }
  }

  /// Re-expresses the constraints on this view's baselines, whose offsets come from its
  /// content.
  func reinstallBaselineConstraints() {
    for constraint in referencingConstraints where constraint.engine != nil {
      if mentionsBaseline(constraint.storedFirstTerms)
        || mentionsBaseline(constraint.storedSecondTerms)
      {
        constraint.engine?.reinstall(constraint)
      }
    }
  }

  /// Whether a term is a baseline.
  ///
  /// A loop, not `contains(where:)`: a closure formed here is isolated to the main actor, and
  /// checks that it runs there on every call.
  private func mentionsBaseline(_ terms: AnchorTerms) -> Bool {
    for term in terms where term.attribute == .firstBaseline || term.attribute == .lastBaseline {
      return true
    }
    return false
  }
}
