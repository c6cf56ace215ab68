import Foundation

/// The presentation controller of a popover (UIPopoverPresentationController.h).
///
/// In regular width the presented view floats next to its source (`sourceView` and
/// `sourceRect`, or `barButtonItem`), at the presented controller's `preferredContentSize`, with
/// an arrow pointing at the source. In compact width it adapts, by default to a sheet
/// (`adaptiveSheetPresentationController`); a delegate that returns `.none` from
/// `adaptivePresentationStyle(for:traitCollection:)` keeps the popover. The delegate is the
/// inherited `delegate`; an object that conforms to ``UIPopoverPresentationControllerDelegate``
/// there hears the popover's own calls.
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
  /// The directions the arrow may point; `.any` by default.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any {
    didSet { layoutDidChange() }
  }

  /// The view the popover points at.
  open var sourceView: UIView? {
    didSet { layoutDidChange() }
  }

  /// The rectangle in `sourceView` the popover points at; `sourceView`'s bounds when empty.
  open var sourceRect: CGRect = .zero {
    didSet { layoutDidChange() }
  }

  /// Whether the popover may cover the source rectangle; false by default.
  open var canOverlapSourceViewRect = false

  /// The bar button item the popover points at, instead of a source view.
  open var barButtonItem: UIBarButtonItem? {
    didSet { layoutDidChange() }
  }

  /// The direction the arrow points, once the popover is shown; `.unknown` before.
  open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown

  /// Views outside the popover that keep taking touches while it is shown.
  open var passthroughViews: [UIView]?

  /// The popover's background colour; nil for the system's.
  open var backgroundColor: UIColor?

  /// The margins between the popover and the edges of the window's safe area; 10 points on each
  /// side by default (`SheetMetrics.popoverLayoutMargin`).
  open var popoverLayoutMargins = UIEdgeInsets(
    top: SheetMetrics.popoverLayoutMargin, left: SheetMetrics.popoverLayoutMargin,
    bottom: SheetMetrics.popoverLayoutMargin, right: SheetMetrics.popoverLayoutMargin)
  {
    didSet { layoutDidChange() }
  }

  /// The sheet the popover adapts to in compact width (iOS 15).
  open private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
    presentedViewController: presentedViewController, presenting: storedPresenting)

  // MARK: Adaptation

  /// Popovers adapt to a sheet in compact width.
  open override func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    traitCollection.horizontalSizeClass == .compact ? .pageSheet : .none
  }

  /// The style the popover shows in for its traits: the delegate's choice, else its own.
  var resolvedAdaptiveStyle: UIModalPresentationStyle {
    let traits = traitCollection
    if let delegate {
      return delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
    }
    return adaptivePresentationStyle(for: traits)
  }

  /// Whether the presented view is shown as a popover rather than in an adapted style.
  var isShownAsPopover: Bool {
    let style = resolvedAdaptiveStyle
    return style == .none || style == .popover
  }

  // MARK: Presentation controller overrides

  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return popoverLayout(in: container).frame
  }

  open override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    if let container = containerView {
      let layout = popoverLayout(in: container)
      arrowDirection = layout.arrowDirection
    }
  }

  open override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    guard let container = containerView else { return }
    let layout = popoverLayout(in: container)
    arrowDirection = layout.arrowDirection
    presentedView?.frame = layout.frame
  }

  open override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    if completed {
      (delegate as? any UIPopoverPresentationControllerDelegate)?
        .popoverPresentationControllerDidDismissPopover(self)
    }
  }

  private func layoutDidChange() {
    guard let container = containerView, let presented = presentedView,
      presented.superview === container
    else { return }
    container.setNeedsLayout()
  }

  /// Whether the popover has a source to point at.
  var hasSource: Bool { sourceView != nil || barButtonItem != nil }
}

extension UIPopoverPresentationController {
  /// Asks the delegate to prepare the popover, then checks that it has a source.
  ///
  /// A popover shown as one without a source raises UIKit's `NSGenericException`, in the text
  /// crash reports quote ("Your application has presented a UIAlertController (…) of style
  /// UIAlertControllerStyleActionSheet from UINavigationController (…). …").
  func acceptsPopoverPresentation(by context: UIViewController) -> Bool {
    storedPresenting = context
    (delegate as? any UIPopoverPresentationControllerDelegate)?
      .prepareForPopoverPresentation(self)
    guard isShownAsPopover, !hasSource else { return true }
    let presented = presentedViewController
    let from = context.presentationDescription
    if let alert = presented as? UIAlertController, alert.preferredStyle == .actionSheet {
      UIKitDiagnostics.raise(
        "NSGenericException",
        "Your application has presented a UIAlertController (\(alert.presentationDescription)) "
          + "of style UIAlertControllerStyleActionSheet from \(className(of: context)) (\(from)). "
          + "The modalPresentationStyle of a UIAlertController with this style is "
          + "UIModalPresentationPopover. You must provide location information for this popover "
          + "through the alert controller's popoverPresentationController. You must provide "
          + "either a sourceView and sourceRect or a barButtonItem.  If this information is not "
          + "known when you present the alert controller, you may provide it in the "
          + "UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
    } else {
      UIKitDiagnostics.raise(
        "NSGenericException",
        "UIPopoverPresentationController (\(presentationDescriptionOfSelf)) should have a "
          + "non-nil sourceView or barButtonItem set before the presentation occurs.")
    }
    return false
  }

  private var presentationDescriptionOfSelf: String {
    "<\(className(of: self)): \(objectAddress(self))>"
  }
}
