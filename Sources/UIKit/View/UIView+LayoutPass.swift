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
    window.context.run { layoutInCurrentContext() }
  }

  private func layoutInCurrentContext() {
    rootView.updateConstraintsBottomUp()
    let engine = LayoutEngine.existing(for: self)
    engine?.flushChanges()
    var top: UIView = self
    var ancestor = storedSuperview
    while let view = ancestor {
      if view.needsLayoutFlag { top = view }
      ancestor = view.storedSuperview
    }
    for _ in 0..<UIView.maximumLayoutRounds {
      guard top.layoutSubtreePass(engine: engine) else { break }
    }
  }

  /// One top-down pass; returns whether any view was laid out.
  private func layoutSubtreePass(engine: LayoutEngine?) -> Bool {
    var didLayout = false
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      // Safe area and margins follow the frame the superview's layout just gave the view.
      view.updateSafeAreaInsets()
      view.marginsInputsDidChange()
      if view.needsLayoutFlag {
        view.needsLayoutFlag = false
        didLayout = true
        view.owningViewController?.viewWillLayoutSubviews()
        view.layoutSubviews()
        view.owningViewController?.viewDidLayoutSubviews()
        engine?.flushChanges()
      }
      // The subviews go on the stack last first, so that the first is laid out first; one by
      // one, which is cheaper than appending a reversed view of the array.
      let subviews = view.storedSubviews
      var index = subviews.count
      while index > 0 {
        index -= 1
        stack.append(subviews[index])
      }
    }
    return didLayout
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
