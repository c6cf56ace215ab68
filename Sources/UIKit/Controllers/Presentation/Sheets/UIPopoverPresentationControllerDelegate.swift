import Foundation

/// The object a popover tells about its presentation and dismissal
/// (UIPopoverPresentationController.h).
///
/// Set it as the popover's `delegate`. On Linux the repositioning call takes the view through an
/// `UnsafeMutablePointer` (Swift has no `AutoreleasingUnsafeMutablePointer` there).
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called before the popover is presented: the last moment to set its source.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
  /// Whether the popover may be dismissed by a tap outside it (deprecated in iOS 13 for
  /// `presentationControllerShouldDismiss(_:)`).
  func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool
  /// Called after the popover was dismissed (deprecated in iOS 13 for
  /// `presentationControllerDidDismiss(_:)`).
  func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController)
  /// Called when the popover must move, as when its window rotates: the delegate may change the
  /// rectangle and view it points at.
  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: UnsafeMutablePointer<UIView>)
}

// The methods are optional in UIKit.
extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}

  public func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool { true }

  public func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}

  public func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: UnsafeMutablePointer<UIView>
  ) {}
}
