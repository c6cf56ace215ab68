import Foundation

extension UIView {
  /// The most rounds of layout one `layoutIfNeeded()` runs when `layoutSubviews` overrides keep
  /// changing constraints; UIKit has a similar guard against layout feedback loops.
  static let maximumLayoutRounds = 32

  /// Updates constraints, then lays out from the highest ancestor that needs layout down through
  /// this view's subtree (CALayer lays out from the topmost superlayer that needs it), with the
  /// window's context current, so that a `loadView` run meanwhile reads the window's screen.
  func layoutIfNeededFromHere() {
    guard let window else { return layoutInCurrentContext() }
    window.context.run {
      layoutInCurrentContext()
      // Then the layers that need it are displayed, as Core Animation's commit displays after
      // layout (`UIView+Drawing.swift`).
      window.displayMarkedSubtree(scale: window.screen.scale)
    }
  }

  private func layoutInCurrentContext() {
    let root = rootView
    root.updateConstraintsBottomUp()
    let engine = LayoutEngine.existing(for: self)
    engine?.flushChanges()
    var top: UIView = self
    var ancestor = storedSuperview
    while let view = ancestor {
      if view.storedNeedsLayout { top = view }
      ancestor = view.storedSuperview
    }
    // A `layoutIfNeeded()` called from a `layoutSubviews` shares the rounds of the one running:
    // else each nesting level would multiply them.
    let isOutermost = root.layoutRoundsLeft < 0
    if isOutermost { root.layoutRoundsLeft = UIView.maximumLayoutRounds }
    defer { if isOutermost { root.layoutRoundsLeft = -1 } }
    var visits = 0
    var settled = false
    while root.layoutRoundsLeft > 0 {
      root.layoutRoundsLeft -= 1
      guard top.layoutSubtreePass(engine: engine, visits: &visits) else {
        settled = true
        break
      }
    }
    root.layoutVisitCount += visits
    if !settled, isOutermost {
      // UIKit publishes no text for this; Bezel says what happened and stops.
      UIKitDiagnostics.log(
        "Layout did not settle after \(UIView.maximumLayoutRounds) rounds: layoutSubviews of "
          + "\(itemDescription(top)) or below keeps invalidating layout.")
    }
  }

  /// One top-down pass through the marked subtrees; returns whether any view was laid out.
  private func layoutSubtreePass(engine: LayoutEngine?, visits: inout Int) -> Bool {
    guard subtreeNeedsLayout || storedNeedsLayout || insetsNeedUpdate else { return false }
    var didLayout = false
    // Each view with whether its superview's subviews may have moved, which makes it compute
    // its insets again.
    var stack: [(view: UIView, moved: Bool)] = [(self, false)]
    while let (view, moved) = stack.popLast() {
      visits += 1
      view.subtreeNeedsLayout = false
      // Whether every subview computes its insets again: the view was laid out (its subviews
      // may sit elsewhere), or it passes its subviews other bounds or insets.
      var subviewsMoved = false
      if moved || view.insetsNeedUpdate {
        // Safe area and margins follow the frame the superview's layout just gave the view.
        view.insetsNeedUpdate = false
        view.updateSafeAreaInsets()
        view.marginsInputsDidChange()
        // A keyboard guide also follows the view's place in the window.
        if !view.storedSystemGuides.isEmpty { view.refreshKeyboardGuide() }
        // The subviews' insets follow the safe rectangle this view passes them: its bounds and
        // the insets it gives its subviews (a scroll view's depend on its content inset).
        if !view.storedSubviews.isEmpty, view.safeRectangleForSubviewsChanged() {
          subviewsMoved = true
        }
      }
      // A view whose `layoutSubviews` is running (and called this pass) is not entered again;
      // if it still needs layout, the pass running it takes it up in its next round.
      if view.storedNeedsLayout, !view.isLayingOutSubviews {
        view.storedNeedsLayout = false
        didLayout = true
        subviewsMoved = true
        view.isLayingOutSubviews = true
        view.owningViewController?.viewWillLayoutSubviews()
        // On iOS `layoutSubviews` runs from the backing layer's `layoutSublayers`, which a
        // plain layer whose delegate is the view only passes on to the view: asked directly.
        let layer = view.storedLayer
        if layer.layoutSublayersOnlyAsksOwner {
          view.layoutSublayers(of: layer)
        } else {
          layer.layoutSublayers()
        }
        view.owningViewController?.viewDidLayoutSubviews()
        engine?.flushChanges()
        view.isLayingOutSubviews = false
        // A view that marked itself while laying out waits for the next round.
        if view.storedNeedsLayout || view.insetsNeedUpdate { view.markSubtreeNeedsLayout() }
      }
      // Then the plain sublayers marked for layout (a gradient layer resized in
      // `layoutSubviews`, say): Core Animation lays out a layer's sublayers after it.
      if view.storedLayer.subtreeNeedsLayoutFlag { view.storedLayer.layOutMarkedPlainSublayers() }
      // The subviews with work go on the stack last first, so that the first is laid out first;
      // one by one, which is cheaper than appending a reversed view of the array.
      let subviews = view.storedSubviews
      var index = subviews.count
      while index > 0 {
        index -= 1
        if subviewsMoved || subviews[index].subtreeNeedsLayout {
          stack.append((subviews[index], subviewsMoved))
        }
      }
    }
    return didLayout
  }

  /// Whether the bounds or the insets the view passes its subviews changed since last asked.
  private func safeRectangleForSubviewsChanged() -> Bool {
    let passed = safeAreaInsetsForSubviews
    let bounds = storedBounds
    let last = boundsPassedToSubviews
    // Field by field: Foundation's CGRect == is not inlined, and this runs for every view.
    guard
      passed != insetsPassedToSubviews || bounds.origin.x != last.origin.x
        || bounds.origin.y != last.origin.y || bounds.size.width != last.size.width
        || bounds.size.height != last.size.height
    else { return false }
    insetsPassedToSubviews = passed
    boundsPassedToSubviews = bounds
    return true
  }

  /// Whether `layoutSubviews` is due; setting it marks the ancestors, so that the next pass
  /// finds the view.
  var needsLayoutFlag: Bool {
    get { storedNeedsLayout }
    set {
      storedNeedsLayout = newValue
      subviewFramesMatchEngine = false
      guard newValue else { return }
      // A controller's view and a window take part of their insets from state beside their
      // geometry (bars, additional insets, the device): laid out, they compute them again.
      if owningViewController != nil || self is UIWindow { insetsNeedUpdate = true }
      markSubtreeNeedsLayout()
    }
  }

  /// Marks the view's insets for computing again at the next pass (its frame or its
  /// superview's insets changed).
  func markInsetsNeedUpdate() {
    insetsNeedUpdate = true
    markSubtreeNeedsLayout()
  }

  /// Marks this view and its ancestors as holding work for the next layout pass, up to one
  /// already marked or being laid out (which visits its marked subviews next, and marks itself
  /// again once laid out if it still has work).
  func markSubtreeNeedsLayout() {
    var next: UIView? = self
    while let view = next, !view.isLayingOutSubviews, !view.subtreeNeedsLayout {
      view.subtreeNeedsLayout = true
      next = view.storedSuperview
    }
  }

  /// Writes the frames the engine computed to the subviews that use Auto Layout.
  func applyEngineFramesToSubviews() {
    guard let engine = LayoutEngine.existing(for: self) else { return }
    engine.flushChanges()
    // A pass that only scrolled finds the frames as it left them: changes the flush found would
    // have marked this view again, clearing the flag.
    if subviewFramesMatchEngine { return }
    for subview in storedSubviews where !subview.storedTranslatesAutoresizingMask {
      guard engine.isRegistered(subview) else { continue }
      subview.setFrameFromEngine(engine.alignmentRect(of: subview))
    }
    subviewFramesMatchEngine = true
  }

  /// Calls `updateConstraints()` on every view that needs it, subviews before superviews.
  func updateConstraintsBottomUp() {
    guard constraintUpdatePending else { return }
    var order: [UIView] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      // Cleared before any `updateConstraints` runs, so that a view it marks is seen next time.
      view.constraintUpdatePending = false
      order.append(view)
      for subview in view.storedSubviews where subview.constraintUpdatePending {
        stack.append(subview)
      }
    }
    for view in order.reversed() where view.needsUpdateConstraintsFlag {
      view.needsUpdateConstraintsFlag = false
      // A controller's view updates through the controller, whose default implementation
      // updates the view (UIViewController.updateViewConstraints must call super).
      if let controller = view.owningViewController {
        controller.updateViewConstraints()
      } else {
        view.updateConstraints()
      }
    }
  }

  /// Marks this view and its ancestors as holding a view whose constraints need updating.
  func markConstraintUpdatePending() {
    constraintUpdatePending = true
    var ancestor = storedSuperview
    while let view = ancestor, !view.constraintUpdatePending {
      view.constraintUpdatePending = true
      ancestor = view.storedSuperview
    }
  }
}
