import Foundation

extension UIView {
  /// The most rounds of layout one `layoutIfNeeded()` runs when `layoutSubviews` overrides keep
  /// changing constraints; UIKit has a similar guard against layout feedback loops.
  static let maximumLayoutRounds = 32

  /// Updates constraints, then lays out from the highest ancestor that needs layout down through
  /// this view's subtree (CALayer lays out from the topmost superlayer that needs it).
  func layoutIfNeededFromHere() {
    rootView.updateConstraintsBottomUp()
    let engine = LayoutEngine.existing(for: self)
    engine?.flushChanges()
    var top: UIView = self
    var ancestor = storedSuperview
    while let view = ancestor {
      if view.storedNeedsLayout { top = view }
      ancestor = view.storedSuperview
    }
    var visits = 0
    var settled = false
    for _ in 0..<UIView.maximumLayoutRounds {
      guard top.layoutSubtreePass(engine: engine, visits: &visits) else {
        settled = true
        break
      }
    }
    rootView.layoutVisitCount += visits
    if !settled {
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
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      visits += 1
      view.subtreeNeedsLayout = false
      if view.insetsNeedUpdate {
        // Safe area and margins follow the frame the superview's layout just gave the view.
        view.insetsNeedUpdate = false
        view.updateSafeAreaInsets()
        view.marginsInputsDidChange()
        // The subviews' insets follow the safe rectangle this view passes them: its bounds and
        // the insets it gives its subviews (a scroll view's depend on its content inset).
        let passed = view.safeAreaInsetsForSubviews
        if passed != view.insetsPassedToSubviews || view.storedBounds != view.boundsPassedToSubviews
        {
          view.insetsPassedToSubviews = passed
          view.boundsPassedToSubviews = view.storedBounds
          for subview in view.storedSubviews {
            subview.insetsNeedUpdate = true
            subview.subtreeNeedsLayout = true
          }
        }
      }
      if view.storedNeedsLayout {
        view.storedNeedsLayout = false
        didLayout = true
        view.isLayingOutSubviews = true
        view.owningViewController?.viewWillLayoutSubviews()
        // On iOS `layoutSubviews` runs from the backing layer's `layoutSublayers`.
        view.storedLayer.layoutSublayers()
        view.owningViewController?.viewDidLayoutSubviews()
        engine?.flushChanges()
        view.isLayingOutSubviews = false
        // A view that marked itself while laying out waits for the next round.
        if view.storedNeedsLayout || view.insetsNeedUpdate { view.markSubtreeNeedsLayout() }
        // Laid out, the subviews may sit elsewhere: each computes its insets again.
        for subview in view.storedSubviews {
          subview.insetsNeedUpdate = true
          subview.subtreeNeedsLayout = true
        }
      }
      // The marked subviews go on the stack last first, so that the first is laid out first;
      // one by one, which is cheaper than appending a reversed view of the array.
      let subviews = view.storedSubviews
      var index = subviews.count
      while index > 0 {
        index -= 1
        let subview = subviews[index]
        if subview.subtreeNeedsLayout { stack.append(subview) }
      }
    }
    return didLayout
  }

  /// Whether `layoutSubviews` is due; setting it marks the ancestors, so that the next pass
  /// finds the view.
  var needsLayoutFlag: Bool {
    get { storedNeedsLayout }
    set {
      storedNeedsLayout = newValue
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
    for subview in storedSubviews where !subview.storedTranslatesAutoresizingMask {
      guard engine.isRegistered(subview) else { continue }
      subview.setFrameFromEngine(engine.alignmentRect(of: subview))
    }
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
