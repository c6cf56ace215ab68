import Foundation

extension UIView {
  /// The layout direction for a semantic content attribute in an app whose language runs left
  /// to right; playback and spatial content never flips.
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// The view's own attribute when it forces a direction, else its superview's direction, else
  /// left to right (an app whose language runs left to right).
  var resolvedLayoutDirection: UIUserInterfaceLayoutDirection {
    refreshAncestry()
    return cachedDirection
  }

  func setSemanticContentAttribute(_ attribute: UISemanticContentAttribute) {
    guard attribute != storedSemanticContentAttribute else { return }
    storedSemanticContentAttribute = attribute
    clearAncestryCaches()
    refreshLayoutDirection()
  }

  /// Re-expresses the leading and trailing constraints of this subtree after its layout
  /// direction may have changed.
  func refreshLayoutDirection() {
    // All affected constraints come out before any goes back in, so that a half-flipped set
    // never conflicts with itself.
    var affected: [NSLayoutConstraint] = []
    if storedSubviews.isEmpty {
      collectDirectionalConstraints(into: &affected)
      needsLayoutFlag = true
    } else {
      for view in subtree {
        view.collectDirectionalConstraints(into: &affected)
        view.needsLayoutFlag = true
      }
    }
    if affected.isEmpty { return }
    let engines = affected.map { $0.engine }
    for constraint in affected { constraint.engine?.uninstall(constraint) }
    for (constraint, engine) in zip(affected, engines) { engine?.install(constraint) }
  }

  /// Appends the installed constraints on a leading or trailing attribute of this view, its
  /// guides and its layout-margins guide that `affected` does not hold yet, in that order.
  private func collectDirectionalConstraints(into affected: inout [NSLayoutConstraint]) {
    Self.collectDirectional(referencingConstraints, into: &affected)
    // One list after the other, without concatenating them into a new array.
    for guide in storedLayoutGuides {
      Self.collectDirectional(guide.referencingConstraints, into: &affected)
    }
    for guide in systemLayoutGuides {
      Self.collectDirectional(guide.referencingConstraints, into: &affected)
    }
  }

  private static func collectDirectional(
    _ constraints: [NSLayoutConstraint], into affected: inout [NSLayoutConstraint]
  ) {
    for constraint in constraints where constraint.engine != nil {
      if constraint.hasDirectionalTerm, affected.firstIndex(ofIdentical: constraint) == nil {
        affected.append(constraint)
      }
    }
  }
}

extension NSLayoutConstraint {
  /// Whether a term of either side is a leading or trailing attribute.
  var hasDirectionalTerm: Bool {
    hasTerm(.directional)
  }
}
