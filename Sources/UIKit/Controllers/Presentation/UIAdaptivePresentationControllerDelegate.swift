import Foundation

/// The object a presentation controller asks how to adapt to new traits and whether it may be
/// dismissed by the user (UIPresentationController.h).
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// The style to adapt to in a horizontally compact environment.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// The style to adapt to for the given traits.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// The controller to present in place of the presented one in the adapted style.
  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  /// Called before the presentation is shown in an adapted style.
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
  /// Whether the user may dismiss the presentation by a gesture.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// Called when a user-initiated dismissal begins.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Called after a user-initiated dismissal ended.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Called when the user tried to dismiss a presentation that refuses it.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

// The methods are optional in UIKit: without the trait-collection variant UIKit asks the other
// one, and without either the presentation controller's own `adaptivePresentationStyle(for:)`
// decides (UIPresentationController.h).
extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    controller.adaptivePresentationStyle(for: controller.traitCollection)
  }

  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    traitCollection.horizontalSizeClass == .compact
      ? adaptivePresentationStyle(for: controller)
      : controller.adaptivePresentationStyle(for: traitCollection)
  }

  public func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? { nil }

  public func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}

  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }

  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}

  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }

  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
