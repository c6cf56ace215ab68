import Foundation

/// The pan that drags a sheet between its detents: on the presentation's container view, so
/// that the presented controller's views keep their own recognizers; it begins only on a finger
/// that went down on the sheet.
@MainActor
final class SheetDragRecognizer: UIPanGestureRecognizer, SelectorTarget {
  weak var sheet: UISheetPresentationController?
  /// The sheet's top edge when the drag began.
  private var startTop: CGFloat = 0

  init(sheet: UISheetPresentationController) {
    self.sheet = sheet
    super.init(target: nil, action: nil)
    addTarget(self, action: Selector("sheetDragged:"))
  }

  func method(for selector: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
    selector == Selector("sheetDragged:") ? { [unowned self] _, _ in dragged() } : nil
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let sheet, let presented = sheet.presentedView, let container = view,
      touches.allSatisfy({ presented.frame.contains($0.location(in: container)) }),
      sheet.sheetMode == .bottom || sheet.sheetMode == .edgeAttached
    else {
      state = .failed
      return
    }
    super.touchesBegan(touches, with: event)
  }

  private func dragged() {
    guard let sheet, let container = view, let presented = sheet.presentedView else { return }
    switch state {
    case .began:
      startTop = presented.frame.minY
    case .changed:
      let highest =
        container.bounds.height - sheet.containerSafeAreaInsets(container).bottom
        - sheet.maximumDetentValue(in: container)
      let top = max(highest, startTop + translation(in: container).y)
      presented.frame = CGRect(
        x: presented.frame.minX, y: top, width: presented.frame.width,
        height: container.bounds.height - top)
    case .ended, .cancelled:
      sheet.finishDrag(
        top: presented.frame.minY, velocity: velocity(in: container).y, in: container)
    default:
      break
    }
  }
}

extension UISheetPresentationController {
  /// Installs the drag recognizer on the container view.
  func installDragRecognizer() {
    guard let container = containerView,
      container.gestureRecognizers?.contains(where: { $0 is SheetDragRecognizer }) != true
    else { return }
    container.addGestureRecognizer(SheetDragRecognizer(sheet: self))
  }

  /// Ends a drag at `top` moving at `velocity` (points per second, down positive): the sheet
  /// rests at the detent nearest to where the motion would carry it, projected 0.2 seconds on
  /// (a stated model of UIKit's projection), or is dismissed when that is below half of its
  /// smallest detent and the presented controller allows it.
  func finishDrag(top: CGFloat, velocity: CGFloat, in container: UIView) {
    let bottom = container.bounds.height - containerSafeAreaInsets(container).bottom
    let projected = bottom - (top + velocity * 0.2)
    let resolved = resolvedDetents(in: container)
    guard let smallest = resolved.min(by: { $0.value < $1.value }) else { return }
    if projected < smallest.value / 2, presentedViewController.isModalInPresentation {
      delegate?.presentationControllerDidAttemptToDismiss(self)
    } else if projected < smallest.value / 2,
      delegate?.presentationControllerShouldDismiss(self) ?? true
    {
      delegate?.presentationControllerWillDismiss(self)
      presentingViewController.dismiss(animated: true) { [weak self] in
        guard let self else { return }
        self.delegate?.presentationControllerDidDismiss(self)
      }
      return
    }
    let target = resolved.min { abs($0.value - projected) < abs($1.value - projected) } ?? smallest
    let changed = target.detent.identifier != currentDetent?.detent.identifier
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: [.beginFromCurrentState]
    ) {
      self.selectedDetentIdentifier = target.detent.identifier
      self.applySheetLayout()
    }
    if changed {
      (delegate as? any UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
  }
}
