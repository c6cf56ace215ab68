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
      // Which subviews compute their insets again: those the safe rectangle this view passes
      // them moved (its bounds and the insets it gives its subviews; a scroll view's depend on
      // its content inset). A subview whose own frame changed marked itself already.
      var update = SubviewInsetUpdate.none
      var laidOut = false
      if moved || view.insetsNeedUpdate {
        // Safe area and margins follow the frame the superview's layout just gave the view.
        view.insetsNeedUpdate = false
        view.updateSafeAreaInsets()
        view.marginsInputsDidChange()
        // A keyboard guide also follows the view's place in the window.
        if !view.storedSystemGuides.isEmpty { view.refreshKeyboardGuide() }
        if !view.storedSubviews.isEmpty { update = view.subviewInsetUpdate() }
      }
      // A view whose `layoutSubviews` is running (and called this pass) is not entered again;
      // if it still needs layout, the pass running it takes it up in its next round.
      if view.storedNeedsLayout, !view.isLayingOutSubviews {
        view.storedNeedsLayout = false
        didLayout = true
        laidOut = true
      }
      // A plain view with nothing under it counts as laid out without being asked.
      if laidOut, !view.layoutDoesNothing {
        view.isLayingOutSubviews = true
        // The controller is looked up only for a view that has had one: a weak load per view
        // laid out costs more than the flag.
        let controller = view.isControllerView ? view.owningViewController : nil
        controller?.viewWillLayoutSubviews()
        // On iOS `layoutSubviews` runs from the backing layer's `layoutSublayers`, which a
        // plain layer whose delegate is the view only passes on to the view: asked directly.
        let layer = view.storedLayer
        if layer.layoutSublayersOnlyAsksOwner {
          view.layoutSublayers(of: layer)
        } else {
          layer.layoutSublayers()
        }
        controller?.viewDidLayoutSubviews()
        engine?.flushChanges()
        view.isLayingOutSubviews = false
        // A view that marked itself while laying out waits for the next round.
        if view.storedNeedsLayout || view.insetsNeedUpdate { view.markSubtreeNeedsLayout() }
        // Laying out may have moved the bounds or the insets passed on (a content size that
        // changes a scroll view's adjusted inset).
        if !view.storedSubviews.isEmpty { update = max(update, view.subviewInsetUpdate()) }
      }
      // Then the plain sublayers marked for layout (a gradient layer resized in
      // `layoutSubviews`, say): Core Animation lays out a layer's sublayers after it.
      if view.storedLayer.subtreeNeedsLayoutFlag { view.storedLayer.layOutMarkedPlainSublayers() }
      // Rows of a scroll view that nothing marked and a scroll does not reach are not looked at.
      guard view.mayReachSubviews(update, laidOut: laidOut) else { continue }
      view.subviewsMayHaveMarks = false
      // The subviews with work go on the stack last first, so that the first is laid out first;
      // one by one, which is cheaper than appending a reversed view of the array.
      let subviews = view.storedSubviews
      var index = subviews.count
      while index > 0 {
        index -= 1
        let subview = subviews[index]
        let marked = subview.subtreeNeedsLayout
        let follows =
          update == .all || (update == .positionDependent && subview.insetsFollowPosition)
          || (laidOut && subview.isControllerView)
        if follows || marked { stack.append((subview, follows)) }
      }
    }
    return didLayout
  }

  /// Which subviews' insets the safe rectangle this view passes them changed for, since last
  /// asked.
  ///
  /// With no insets passed, before and after, a subview's safe area is zero wherever it sits, so
  /// moving the bounds (scrolling) changes only what follows the subview's position: margins it
  /// takes from this view, a keyboard guide.
  private func subviewInsetUpdate() -> SubviewInsetUpdate {
    let passed = safeAreaInsetsForSubviews
    let bounds = storedBounds
    let last = boundsPassedToSubviews
    // Field by field: Foundation's CGRect == is not inlined, and this runs for every view.
    let boundsMoved =
      bounds.origin.x != last.origin.x || bounds.origin.y != last.origin.y
      || bounds.size.width != last.size.width || bounds.size.height != last.size.height
    let insetsChanged = passed != insetsPassedToSubviews
    guard boundsMoved || insetsChanged else { return .none }
    insetsPassedToSubviews = passed
    boundsPassedToSubviews = bounds
    return insetsChanged || passed != .zero ? .all : .positionDependent
  }

  /// Whether a pass that gave this view `update` (and laid it out, or not) has work for one of its
  /// subviews: one marked itself, or its insets follow what moved.
  private func mayReachSubviews(_ update: SubviewInsetUpdate, laidOut: Bool) -> Bool {
    if update == .all || subviewsMayHaveMarks { return true }
    if update == .none, !laidOut { return false }
    let kinds = currentSubviewKinds()
    return (update == .positionDependent && kinds.followPosition)
      || (laidOut && kinds.controllerViews)
  }

  /// Which kinds of subview this view has, computed once per change of its subviews.
  func currentSubviewKinds() -> SubviewKinds {
    if let kinds = subviewKinds { return kinds }
    var kinds = SubviewKinds(followPosition: false, controllerViews: false, autoresizing: false)
    for subview in storedSubviews {
      // Read through the property, so that a subclass's override counts; a value it changes
      // without the setter is seen at the next change of the subviews.
      if subview.insetsFollowPosition { kinds.followPosition = true }
      if subview.isControllerView { kinds.controllerViews = true }
      if subview.storedTranslatesAutoresizingMask { kinds.autoresizing = true }
    }
    subviewKinds = kinds
    return kinds
  }

  /// Whether laying the view out would run nothing: a plain `UIView` (whose `layoutSubviews`
  /// only writes its subviews' frames) without subviews or a controller, on a plain layer.
  var layoutDoesNothing: Bool {
    storedSubviews.isEmpty && !isControllerView && type(of: self) == UIView.self
      && storedLayer.layoutSublayersOnlyAsksOwner
  }

  /// Whether the view's insets depend on where it sits in its superview even when the superview
  /// passes it no safe-area insets: it takes the superview's margins, or it has a keyboard guide.
  var insetsFollowPosition: Bool {
    preservesSuperviewLayoutMargins || !storedSystemGuides.isEmpty
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
      // (`isControllerView` stays true once a controller has owned the view: at worst the
      // insets are computed again to the same value.)
      if isControllerView || isWindow { insetsNeedUpdate = true }
      markSubtreeNeedsLayout()
    }
  }

  /// Does what `needsLayoutFlag = true` does to a view that is not a window, up to marking
  /// the view's subtree: its superview, which wrote its frame from the engine, marks itself
  /// once for all its subviews (`applyEngineFramesToSubviews()`).
  func markNeedsLayoutLeavingSuperview() {
    storedNeedsLayout = true
    subviewFramesMatchEngine = false
    if isControllerView { insetsNeedUpdate = true }
    if !isLayingOutSubviews { subtreeNeedsLayout = true }
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
    var view = self
    while !view.isLayingOutSubviews, !view.subtreeNeedsLayout {
      view.subtreeNeedsLayout = true
      guard let superview = view.storedSuperview else { return }
      superview.subviewsMayHaveMarks = true
      view = superview
    }
  }

  /// Writes the frames the engine computed to the subviews that use Auto Layout.
  func applyEngineFramesToSubviews() {
    // A view without subviews has no frames to write (the pass flushes the engine after it).
    if storedSubviews.isEmpty { return }
    guard let engine = LayoutEngine.existing(for: self) else { return }
    engine.flushChanges()
    // A pass that only scrolled finds the frames as it left them: changes the flush found would
    // have marked this view again, clearing the flag.
    if subviewFramesMatchEngine { return }
    // Subviews are on this view's screen, unless one is a window (whose screen is its own).
    var scale: CGFloat?
    let writer = FrameWriter.superviewEngine(
      superviewPassesNoInsets: safeAreaInsetsForSubviews == .zero)
    var markedSubview = false
    for subview in storedSubviews where !subview.storedTranslatesAutoresizingMask {
      // Nil for a subview not registered here (`LayoutEngine.isRegistered(_:)`).
      guard let rect = engine.alignmentRect(ofRegistered: subview) else { continue }
      if subview.isWindow {
        subview.setFrameFromEngine(rect, scale: subview.layoutScale)
        continue
      }
      let subviewScale = scale ?? layoutScale
      scale = subviewScale
      subview.setFrameFromEngine(rect, scale: subviewScale, writer: writer)
      if subview.subtreeNeedsLayout { markedSubview = true }
    }
    // What marking each subview would have done beyond it, once for all of them.
    if markedSubview {
      subviewsMayHaveMarks = true
      markSubtreeNeedsLayout()
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

/// Which subviews compute their safe area and margins again after a view's pass.
enum SubviewInsetUpdate: Comparable {
  /// None of them (they may still have marked themselves).
  case none
  /// Those whose insets follow their position (`UIView.insetsFollowPosition`).
  case positionDependent
  /// Every subview.
  case all
}

/// Which kinds of subview a view has, for what a bounds change or a layout of the view reaches.
struct SubviewKinds {
  /// Whether a subview's insets follow its position (`UIView.insetsFollowPosition`).
  var followPosition: Bool
  /// Whether a subview is a controller's view, whose insets a layout of its superview updates.
  var controllerViews: Bool
  /// Whether a subview's frame follows this view's bounds through its autoresizing mask: a new
  /// size looks at no subview otherwise (in a relayout, reading each subview of each resized
  /// view took it into the cache long before the pass reached it).
  var autoresizing: Bool
}
