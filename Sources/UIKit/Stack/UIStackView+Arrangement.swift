import Foundation

// The list of arranged subviews and what keeps it consistent with `subviews` (UIStackView
// documentation, "Maintain consistency between the arranged views and subviews": an arranged
// view is always a subview; removing a subview removes it from the arranged views; removing
// an arranged view does not remove the subview).

extension UIStackView {
  func insertArranged(_ view: UIView, at stackIndex: Int) {
    let count = storedArrangedSubviews.count
    guard stackIndex >= 0, stackIndex <= count else {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "index out of bounds for arranged subview: index = \(stackIndex) expected to be less "
          + "than or equal to \(count)")
      return
    }
    guard view !== self, !isDescendant(of: view) else { return }
    if isArranged(view) {
      let current = arrangedIndex(of: view)
      // UIStackView.h: "Updates the stack index (but not the subview index) of the arranged
      // subview if it's already in the arrangedSubviews list."
      guard current != stackIndex else { return }
      storedArrangedSubviews.remove(at: current)
      storedArrangedSubviews.insert(view, at: min(stackIndex, storedArrangedSubviews.count))
      arrangementDidChange(movesBaselineViews: true)
      return
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.storedSuperview !== self {
      addSubview(view)
      // A view that could not become a subview (an ancestor of the stack view) is not
      // arranged.
      guard view.storedSuperview === self else { return }
    }
    storedArrangedSubviews.insert(view, at: min(stackIndex, storedArrangedSubviews.count))
    arrangedIdentities.insert(ObjectIdentifier(view))
    arrangementDidChange(movesBaselineViews: true)
  }

  func removeArranged(_ view: UIView) {
    guard isArranged(view) else { return }
    storedArrangedSubviews.remove(at: arrangedIndex(of: view))
    arrangedIdentities.remove(ObjectIdentifier(view))
    // UIStackView.h: custom spacing is "Maintained when the arranged subview changes position
    // in the stack view, but not after it is removed from the arrangedSubviews list."
    customSpacings.removeAll { $0.view === view }
    // The constraints that tie the view into the arrangement are stale at once, so that
    // constraints the caller adds to the view before the next layout pass cannot conflict
    // with them. They are among the view's active constraints; deactivated, they stay in
    // `arrangementConstraints` until the next rebuild, which keeps only active ones.
    var stale: [NSLayoutConstraint] = []
    for constraint in view.referencingConstraints
    where arrangementConstraintIdentities.remove(ObjectIdentifier(constraint)) != nil {
      stale.append(constraint)
    }
    NSLayoutConstraint.deactivate(stale)
    arrangementDidChange(movesBaselineViews: true)
  }

  /// Whether `view` is among the arranged subviews, without searching them.
  func isArranged(_ view: UIView) -> Bool {
    arrangedIdentities.contains(ObjectIdentifier(view))
  }

  /// The place of an arranged subview in the list; a loop, not `firstIndex(where:)`, whose
  /// closure would check the main actor at every element.
  private func arrangedIndex(of view: UIView) -> Int {
    var index = 0
    for arranged in storedArrangedSubviews {
      if arranged === view { return index }
      index += 1
    }
    return index
  }

  /// Called when an arranged subview is hidden or shown: it collapses or comes back.
  func arrangedSubviewVisibilityDidChange(_ view: UIView) {
    guard isArranged(view) else { return }
    arrangementDidChange(movesBaselineViews: true)
  }

  /// Called when an arranged subview's intrinsic content size changed: the proportions of
  /// the fill-proportionally distribution and the tallest view may change with it.
  func arrangedSubviewContentSizeDidChange(_ view: UIView) {
    guard isArranged(view) else { return }
    if storedDistribution == .fillProportionally { arrangementDidChange() }
    if storedAxis == .horizontal { baselineViewsMayHaveMoved() }
  }

  /// Marks the arrangement for rebuilding in the next `updateConstraints()`.
  ///
  /// - Parameter movesBaselineViews: whether the views the stack view vends for its baselines
  ///   may have changed, so that constraints on its baselines must be expressed again.
  func arrangementDidChange(movesBaselineViews: Bool = false) {
    arrangementIsStale = true
    setNeedsUpdateConstraints()
    setNeedsLayout()
    if movesBaselineViews { baselineViewsMayHaveMoved() }
  }
}
