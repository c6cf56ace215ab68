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
    return ancestryCache.direction
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
    for view in subtree {
      let items: [any LayoutItem] =
        [view] + view.storedLayoutGuides + (view.storedLayoutMarginsGuide.map { [$0] } ?? [])
      for item in items {
        for constraint in item.referencingConstraints where constraint.engine != nil {
          let terms = constraint.storedFirstTerms + constraint.storedSecondTerms
          if terms.contains(where: { $0.attribute.isDirectional }),
            !affected.contains(where: { $0 === constraint })
          {
            affected.append(constraint)
          }
        }
      }
      view.needsLayoutFlag = true
    }
    let engines = affected.map { $0.engine }
    for constraint in affected { constraint.engine?.uninstall(constraint) }
    for (constraint, engine) in zip(affected, engines) { engine?.install(constraint) }
  }
}
