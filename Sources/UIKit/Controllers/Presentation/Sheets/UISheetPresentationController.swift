import Foundation

/// The presentation controller of a page or form sheet (UISheetPresentationController.h).
///
/// In a compact-width, regular-height environment the sheet rises from the bottom of the screen
/// and rests at one of its `detents`; in compact height it covers the screen unless
/// `prefersEdgeAttachedInCompactHeight`; in regular width and height it is centred, at the page
/// or form size (`SheetMetrics`). The delegate is the inherited `delegate`; an object that
/// conforms to ``UISheetPresentationControllerDelegate`` there hears the sheet's own calls.
@MainActor @preconcurrency
open class UISheetPresentationController: UIPresentationController {
  /// The heights where the sheet can rest, smallest first; `[.large()]` by default.
  ///
  /// An empty array means the default.
  open var detents: [Detent] = [.large()] {
    didSet {
      if detents.isEmpty { detents = [.large()] }
      sheetDidChange()
    }
  }

  /// The identifier of the detent the sheet rests at; nil for the smallest detent.
  ///
  /// Setting an identifier no detent has leaves the sheet at its smallest detent (UIKit logs
  /// nothing and does the same).
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { sheetDidChange() }
  }

  /// The largest detent at which the view underneath stays undimmed and takes touches; nil
  /// dims at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { sheetDidChange() }
  }

  /// Whether the sheet shows a grabber at its top edge; false by default.
  open var prefersGrabberVisible = false {
    didSet { sheetDidChange() }
  }

  /// The corner radius the sheet is drawn with; nil for the system's
  /// (`SheetMetrics.defaultCornerRadius`).
  open var preferredCornerRadius: CGFloat? {
    didSet { sheetDidChange() }
  }

  /// Whether scrolling a scroll view in the sheet up at its top edge grows the sheet to a
  /// larger detent; true by default.
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Whether in compact height the sheet stays attached to the bottom edge instead of covering
  /// the screen; false by default.
  open var prefersEdgeAttachedInCompactHeight = false {
    didSet { sheetDidChange() }
  }

  /// Whether an edge-attached sheet takes the width of the presented controller's
  /// `preferredContentSize`; false by default.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
    didSet { sheetDidChange() }
  }

  /// Whether a sheet in regular width sizes itself like a page rather than a form; true by
  /// default (iOS 17).
  open var prefersPageSizing = true {
    didSet { sheetDidChange() }
  }

  /// The view the sheet centres itself over in regular width; nil to centre in the container.
  open weak var sourceView: UIView? {
    didSet { sheetDidChange() }
  }

  /// Whether changes are being animated by `animateChanges(_:)`.
  private var isAnimatingChanges = false

  /// Animates the changes `changes` makes to the sheet's properties (its detent, its size) on
  /// the clock in effect.
  open func animateChanges(_ changes: () -> Void) {
    let wasAnimating = isAnimatingChanges
    isAnimatingChanges = true
    changes()
    isAnimatingChanges = wasAnimating
    guard !wasAnimating else { return }
    // UIKit animates sheet changes with a spring of about half a second (a stated model).
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: [.beginFromCurrentState]
    ) {
      self.applySheetLayout()
    }
  }

  /// Asks the sheet to resolve its custom detents again at the next layout.
  open func invalidateDetents() {
    sheetDidChange()
  }

  /// A sheet property changed: the sheet moves to its new frame at once, or, inside
  /// `animateChanges(_:)`, when the block ends.
  private func sheetDidChange() {
    guard !isAnimatingChanges else { return }
    applySheetLayout()
  }

  /// Places the presented view and the presenting view for the sheet's current state.
  func applySheetLayout() {
    guard let container = containerView, let presented = presentedView,
      presented.superview === container
    else { return }
    presented.frame = frameOfPresentedViewInContainerView
    updatePresenterTransform()
    updateDimming()
  }

  // MARK: Presentation controller overrides

  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return sheetLayout(in: container).frame
  }

  /// Sheets adapt to full screen in compact height unless they stay edge-attached.
  open override func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    if traitCollection.verticalSizeClass == .compact && !prefersEdgeAttachedInCompactHeight {
      return .fullScreen
    }
    return .none
  }

  open override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    installDimmingView()
    installDragRecognizer()
    presentedView?.layer.cornerRadius = cornerRadius
    presentedView?.clipsToBounds = true
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in
        self.updatePresenterTransform()
        self.updateDimming()
      })
    } else {
      updatePresenterTransform()
      updateDimming()
    }
  }

  open override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    let restore = {
      self.presenterView?.transform = .identity
      self.dimmingView.alpha = 0
    }
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in restore() })
    } else {
      restore()
    }
  }

  open override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    if completed {
      presenterView?.transform = .identity
      dimmingView.removeFromSuperview()
    }
  }

  open override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    dimmingView.frame = containerView?.bounds ?? .zero
    presentedView?.frame = frameOfPresentedViewInContainerView
    updatePresenterTransform()
  }

  // MARK: Resolving detents

  /// The detent the sheet rests at: the selected one if active, else the smallest active one.
  var currentDetent: (detent: Detent, value: CGFloat)? {
    guard let container = containerView else { return nil }
    let resolved = resolvedDetents(in: container)
    if let selected = selectedDetentIdentifier,
      let match = resolved.first(where: { $0.detent.identifier == selected })
    {
      return match
    }
    return resolved.min { $0.value < $1.value }
  }

  /// The active detents and their values, in the order of `detents`.
  func resolvedDetents(in container: UIView) -> [(detent: Detent, value: CGFloat)] {
    let maximum = maximumDetentValue(in: container)
    let context = SheetDetentResolutionContext(
      containerTraitCollection: traitCollection, maximumDetentValue: maximum)
    return detents.compactMap { detent in
      guard let value = detent.resolvedValue(in: context) else { return nil }
      return (detent, min(max(0, value), maximum))
    }
  }

  /// The corner radius the sheet shows.
  var cornerRadius: CGFloat { preferredCornerRadius ?? SheetMetrics.defaultCornerRadius }

  // MARK: Dimming and the view underneath

  /// The view that dims the presenting view.
  let dimmingView: UIView = {
    let view = UIView()
    // The system's dimming colour: black at 10 % (a stated model).
    view.backgroundColor = UIColor(white: 0, alpha: 0.1)
    return view
  }()

  private func installDimmingView() {
    guard let container = containerView, dimmingView.superview !== container else { return }
    dimmingView.frame = container.bounds
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
  }

  /// Whether the sheet's current detent is at most `largestUndimmedDetentIdentifier`.
  var isUndimmed: Bool {
    guard let undimmed = largestUndimmedDetentIdentifier, let container = containerView,
      let current = currentDetent
    else { return false }
    let resolved = resolvedDetents(in: container)
    guard let limit = resolved.first(where: { $0.detent.identifier == undimmed }) else {
      return false
    }
    return current.value <= limit.value
  }

  private func updateDimming() {
    dimmingView.alpha = isUndimmed ? 0 : 1
    dimmingView.isUserInteractionEnabled = !isUndimmed
  }

  /// The presenting controller's view, when it is in the window under the sheet.
  var presenterView: UIView? {
    guard let view = presentingViewController.viewIfLoaded, view.window != nil else { return nil }
    return view
  }

  private func updatePresenterTransform() {
    guard let view = presenterView, let container = containerView else { return }
    view.transform = sheetLayout(in: container).presenterTransform
  }
}
