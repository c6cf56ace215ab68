import Foundation

extension UIAlertController {
  /// An alert's frame in `container`: 270 points wide, as tall as its content (at most the
  /// window's safe area less 10 points above and below, a stated model), centred in the
  /// container's bounds.
  func alertFrame(in container: UIView) -> CGRect {
    let bounds = container.bounds
    let safe = (container.window ?? container).safeAreaInsets
    loadViewIfNeeded()
    let width = SheetMetrics.alertWidth
    let available = bounds.height - safe.top - safe.bottom - 20
    let height = min(contentView?.fittingHeight(width: width) ?? 0, max(0, available))
    return pixelAligned(
      CGRect(
        x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height),
      in: container)
  }

  /// An action sheet's frame in a compact-width container: as wide as the screen's short side
  /// less 8 points on each side, centred; its bottom 8 points above the bottom edge, or at the
  /// bottom safe-area inset when that is larger (a stated model, `SheetMetrics`).
  func compactActionSheetFrame(in container: UIView) -> CGRect {
    let bounds = container.bounds
    let safe = (container.window ?? container).safeAreaInsets
    loadViewIfNeeded()
    let margin = SheetMetrics.actionSheetMargin
    let usable = bounds.width - safe.left - safe.right
    let width = min(usable, min(bounds.width, bounds.height)) - 2 * margin
    let height = contentView?.fittingHeight(width: width) ?? 0
    let bottom = bounds.maxY - max(safe.bottom, margin)
    return pixelAligned(
      CGRect(x: bounds.midX - width / 2, y: bottom - height, width: width, height: height),
      in: container)
  }

  private func pixelAligned(_ rect: CGRect, in view: UIView) -> CGRect {
    let scale = max(1, view.traitCollection.displayScale)
    func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    return CGRect(
      x: round(rect.minX), y: round(rect.minY), width: round(rect.width),
      height: round(rect.height))
  }
}

/// The presentation controller of an alert (and of an action sheet in compact width when it
/// is not presented as a popover): the alert centred over a dimmed window.
@MainActor
final class AlertPresentationController: UIPresentationController {
  /// The view that dims the window behind the alert: black at 20 % (a stated model).
  let dimmingView: UIView = {
    let view = UIView()
    view.backgroundColor = UIColor(white: 0, alpha: 0.2)
    return view
  }()

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView,
      let alert = presentedViewController as? UIAlertController
    else { return .zero }
    return alert.preferredStyle == .alert
      ? alert.alertFrame(in: container) : alert.compactActionSheetFrame(in: container)
  }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    container.insertSubview(dimmingView, at: 0)
    presentedView?.layer.cornerRadius = SheetMetrics.alertCornerRadius
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    dimmingView.frame = containerView?.bounds ?? .zero
    presentedView?.frame = frameOfPresentedViewInContainerView
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    if completed { dimmingView.removeFromSuperview() }
  }
}
