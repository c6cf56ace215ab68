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
      if constraint.mentionsBaseline {
        constraint.engine?.reinstall(constraint)
      }
    }
  }
}

extension NSLayoutConstraint {
  /// Whether a term of either side is a baseline, read without making terms.
  var mentionsBaseline: Bool {
    hasTerm(.baseline)
  }
}
