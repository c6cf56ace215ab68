import Foundation

/// The object that manages a presented view controller's place on screen: its container view,
/// its frame, the views shown around it and how it adapts (UIPresentationController.h).
///
/// UIKit makes one for each presentation style; `.custom` presentations use the subclass the
/// transitioning delegate gives. Subclasses override the frame, the transition hooks and
/// `shouldRemovePresentersView`.
@MainActor @preconcurrency
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
  private weak var storedPresented: UIViewController?
  private let presentedFallback: UIViewController?
  weak var storedPresenting: UIViewController?
  /// The style the presentation shows in (set when the presentation starts).
  var style: UIModalPresentationStyle = .custom
  /// The transition view the presented view is in, while presented.
  var storedContainerView: UIView?

  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    storedPresented = presentedViewController
    presentedFallback = nil
    storedPresenting = presentingViewController
    super.init()
  }

  /// The controller that presents: the one that provides the presentation context.
  open var presentingViewController: UIViewController {
    storedPresenting ?? presentedViewController
  }

  /// The controller presented.
  open var presentedViewController: UIViewController {
    storedPresented ?? presentedFallback ?? UIViewController()
  }

  /// The style of the presentation.
  open var presentationStyle: UIModalPresentationStyle { style }

  /// The view the presentation's views are in; nil until the presentation starts.
  open var containerView: UIView? { storedContainerView }

  /// The object asked how to adapt and whether the user may dismiss.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// The style to adapt to in a horizontally compact environment: the presentation's own style
  /// for the base class (`.fullScreen` only for styles UIKit adapts, which subclasses say).
  open var adaptivePresentationStyle: UIModalPresentationStyle {
    adaptivePresentationStyle(for: traitCollection)
  }

  /// The style to adapt to for the given traits: the delegate's answer, or `.none` without a
  /// delegate or for a style that cannot be adapted to ("The value provided by the presentation
  /// controller's delegate or none if a delegate was not provided or does not return a valid
  /// value", UIPresentationController, `adaptivePresentationStyle(for:)`).
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    // The delegate's optional methods, when not implemented, ask this method back: that
    // inner question has no delegate answer.
    guard let delegate, !isAskingDelegate else { return .none }
    isAskingDelegate = true
    defer { isAskingDelegate = false }
    let style = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
    // The delegate "must" return full screen, over full screen or none; since iOS 13 the
    // sheets too (UIAdaptivePresentationControllerDelegate).
    let valid: [UIModalPresentationStyle] = [
      .fullScreen, .overFullScreen, .none, .pageSheet, .formSheet,
    ]
    return valid.contains(style) ? style : .none
  }
  /// Set while the delegate is asked for the adaptive style.
  private var isAskingDelegate = false

  /// Called before the container view lays out its subviews; the default places the presented
  /// view at `frameOfPresentedViewInContainerView`.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container view laid out its subviews.
  open func containerViewDidLayoutSubviews() {}

  /// The view the transition animates: the presented controller's view by default.
  open var presentedView: UIView? { presentedViewController.view }

  /// The presented view's frame in the container at the end of the presentation: the
  /// container's bounds by default.
  open var frameOfPresentedViewInContainerView: CGRect {
    containerView?.bounds ?? .zero
  }

  /// Whether the presentation covers the screen; true by default.
  open var shouldPresentInFullscreen: Bool { true }

  /// Whether the presenting controller's views leave the window when the presentation ends;
  /// false by default (the full-screen styles' controllers say true).
  open var shouldRemovePresentersView: Bool { false }

  /// Called before the presentation's animations start.
  open func presentationTransitionWillBegin() {}
  /// Called after the presentation's animations ended; `completed` false when cancelled.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal's animations start.
  open func dismissalTransitionWillBegin() {}
  /// Called after the dismissal's animations ended; `completed` false when cancelled.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Traits given to the presented controller on top of those it inherits.
  open var overrideTraitCollection: UITraitCollection? {
    get { storedOverrideTraits }
    set { changePresentedTraits { storedOverrideTraits = newValue } }
  }
  private var storedOverrideTraits: UITraitCollection?

  /// The presentation's traits: those of the presenting controller, or of the container view.
  open var traitCollection: UITraitCollection {
    if let presenting = storedPresenting { return presenting.traitCollection }
    return containerView?.traitCollection ?? UITraitCollection.defaultTraits
  }

  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: UIContentContainer

  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  /// The size of the presented controller's view in a container of `parentSize`.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    presentedViewController.viewWillTransition(
      to: self.size(
        forChildContentContainer: presentedViewController, withParentContainerSize: size),
      with: coordinator)
  }
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    presentedViewController.willTransition(to: newCollection, with: coordinator)
  }

  /// Makes a change to the presented controller's traits and calls
  /// `traitCollectionDidChange(_:)` where they changed.
  private func changePresentedTraits(_ change: () -> Void) {
    guard let presented = storedPresented, presented.presentationController === self else {
      return change()
    }
    let before = TraitSnapshot(of: presented)
    change()
    before.notifyChanges()
    presented.viewIfLoaded?.setNeedsLayout()
  }
}
