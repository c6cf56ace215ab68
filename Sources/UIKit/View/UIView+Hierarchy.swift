import Foundation

extension UIView {
  public var superview: UIView? { storedSuperview }
  public var subviews: [UIView] { storedSubviews }

  /// The window the view is in, if any.
  public var window: UIWindow? {
    refreshAncestry()
    return cachedWindow
  }

  /// Whether the view is `view` or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    if view.storedSubviews.isEmpty || view.rootView !== rootView { return view === self }
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  func insert(_ view: UIView, at index: Int) {
    if view.outlivedItsSuperview { view.leaveDeallocatedSuperview() }
    guard view !== self, !isDescendant(of: view) else { return }
    if view.storedSuperview === self {
      storedSubviews.removeAll(identicalTo: view)
      let position = min(max(index, 0), storedSubviews.count)
      storedSubviews.insert(view, at: position)
      placeSublayer(of: view, at: position)
      needsLayoutFlag = true
      return
    }
    let oldWindow = view.window
    let newWindow = window
    let oldTint = view.tintBeforeMove()
    view.willMove(toSuperview: self)
    if newWindow !== oldWindow { view.notifyWillMove(toWindow: newWindow) }
    if view.storedSuperview != nil {
      view.detachFromSuperview(notifyingWindow: false)
    }
    // A view that was a root takes its engine with it: the tree it joins has its own.
    let hadConstraints = view.detachSubtreeDiscardingOwnedEngine()
    let position = min(max(index, 0), storedSubviews.count)
    // Appending, what addSubview does, is cheaper than the general insertion.
    if position == storedSubviews.count {
      storedSubviews.append(view)
    } else {
      storedSubviews.insert(view, at: position)
    }
    placeSublayer(of: view, at: position)
    view.setStoredSuperview(self)
    if hadConstraints { view.attachSubtreeToEngine() }
    view.needsLayoutFlag = true
    needsLayoutFlag = true
    view.hierarchyDidChange()
    didAddSubview(view)
    view.didMoveToSuperview()
    if newWindow !== oldWindow { view.notifyDidMoveToWindow() }
    view.tintDidChange(from: oldTint)
  }

  func insert(_ view: UIView, above sibling: UIView) {
    guard let index = storedSubviews.firstIndex(ofIdentical: sibling) else {
      insert(view, at: storedSubviews.count)
      return
    }
    let adjusted =
      view.storedSuperview === self
        && (storedSubviews.firstIndex(ofIdentical: view) ?? index) < index ? index : index + 1
    insert(view, at: adjusted)
  }

  func insert(_ view: UIView, below sibling: UIView) {
    guard let index = storedSubviews.firstIndex(ofIdentical: sibling) else {
      insert(view, at: 0)
      return
    }
    let adjusted =
      view.storedSuperview === self
        && (storedSubviews.firstIndex(ofIdentical: view) ?? index) < index ? index - 1 : index
    insert(view, at: adjusted)
  }

  func moveSubview(_ view: UIView, toFront: Bool) {
    guard let index = storedSubviews.firstIndex(ofIdentical: view) else { return }
    storedSubviews.remove(at: index)
    if toFront { storedSubviews.append(view) } else { storedSubviews.insert(view, at: 0) }
    placeSublayer(of: view, at: toFront ? storedSubviews.count - 1 : 0)
  }

  func exchangeSubviews(_ first: Int, _ second: Int) {
    guard storedSubviews.indices.contains(first), storedSubviews.indices.contains(second) else {
      return
    }
    storedSubviews.swapAt(first, second)
    // The later one first, so that the earlier one goes below a layer already in place.
    let (earlier, later) = (min(first, second), max(first, second))
    placeSublayer(of: storedSubviews[later], at: later)
    placeSublayer(of: storedSubviews[earlier], at: earlier)
  }

  /// Removes the view from its superview.
  ///
  /// Constraints that relate a view of this subtree to a view outside it are deactivated (UIView:
  /// "Calling this method removes any constraints that refer to the view you are removing, or that
  /// refer to any view in the subtree").
  func detachFromSuperview(notifyingWindow: Bool = true) {
    guard let superview = storedSuperview else { return }
    let oldWindow = window
    let oldTint = notifyingWindow ? tintBeforeMove() : nil
    if notifyingWindow {
      willMove(toSuperview: nil)
      if oldWindow != nil { notifyWillMove(toWindow: nil) }
    }
    superview.willRemoveSubview(self)
    superview.subviewWillLeave(self)
    deactivateConstraintsCrossingSubtree()
    let hadConstraints = detachSubtreeFromEngine()
    superview.storedSubviews.removeAll(identicalTo: self)
    if storedLayer.superlayer === superview.storedLayer {
      storedLayer.removeFromSuperlayerFromOwner()
    }
    setStoredSuperview(nil)
    superview.needsLayoutFlag = true
    if hadConstraints { attachSubtreeToEngine() }
    hierarchyDidChange()
    if notifyingWindow {
      didMoveToSuperview()
      if oldWindow != nil { notifyDidMoveToWindow() }
      tintDidChange(from: oldTint)
    }
  }

  /// Deactivates the constraints that relate a view of this subtree to a view outside it, and
  /// those whose container has been deallocated.
  func deactivateConstraintsCrossingSubtree() {
    for view in subtree {
      let items: [any LayoutItem] = [view] + view.storedLayoutGuides + view.systemLayoutGuides
      for item in items {
        for constraint in item.referencingConstraints {
          guard let container = constraint.container else {
            constraint.retire(from: nil)
            continue
          }
          if !container.isDescendant(of: self) { constraint.deactivateOne() }
        }
      }
    }
  }

  private func notifyWillMove(toWindow window: UIWindow?) {
    resignFirstResponderLeaving(self.window)
    for view in subtree { view.willMove(toWindow: window) }
  }

  private func notifyDidMoveToWindow() {
    let inWindow = window != nil
    for view in subtree {
      // A view entering a window is drawn at the next display, as iOS draws a view that
      // overrides `draw(_:)` when it first appears.
      if inWindow { view.storedLayer.setNeedsDisplay() }
      view.didMoveToWindow()
    }
  }

  /// Re-expresses what depends on where the view is: its pins, and constraints whose layout
  /// direction it inherits.
  func hierarchyDidChange() {
    if let registration { registration.engine?.updatePins(of: self) }
    refreshLayoutDirection()
  }
}
