import Foundation

extension UIView {
  /// Unlinks the subviews of this view, which is being deallocated: each one's superview reads
  /// nil from now on, as a weak reference would (`storedSuperview` is unowned).
  ///
  /// The subviews that outlive it are marked: UIKit's dealloc removes them, and removing a view
  /// "removes any constraints that refer to the view you are removing, or that refer to any view
  /// in the subtree" (UIView, `removeFromSuperview()`). Runs from `deinit`, so it only marks: a
  /// subview nothing else holds goes with this view, and one held elsewhere (by its controller,
  /// an array, a cell cache) usually goes right after, so taking its constraints out of the
  /// engine now would be wasted work. A marked view does it when its tree is next used
  /// (`rootView`, `leaveDeallocatedSuperview()`).
  func unlinkSubviews() {
    for index in storedSubviews.indices {
      storedSubviews[index].storedSuperview = nil
      storedSubviews[index].updateLayoutTarget()
      if !isKnownUniquelyReferenced(&storedSubviews[index]) {
        storedSubviews[index].outlivedItsSuperview = true
      }
    }
  }

  /// Finishes leaving a deallocated superview, as `detachFromSuperview` would have: the
  /// constraints it held (whose container now reads `nil`) and those to views outside the
  /// subtree are deactivated, and the subtree's own go to an engine of its own.
  func leaveDeallocatedSuperview() {
    outlivedItsSuperview = false
    deactivateConstraintsCrossingSubtree()
    let hadConstraints = detachSubtreeFromEngine()
    setStoredSuperview(nil)
    if hadConstraints { attachSubtreeToEngine() }
    hierarchyDidChange()
  }
}
