import Foundation

// Presenting and dismissing (UIViewController.h, "Presenting a view controller"): a presentation
// is made from the controller that provides its context — the controller at the top of the
// presenter's containers for the full-screen styles, the nearest one that
// `definesPresentationContext` for the current-context styles — which becomes the
// `presentingViewController`; the presented view goes into a container view over that context.
extension UIViewController {
  /// The controller this one or its nearest ancestor presents.
  var presentedByThisOrAncestor: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presented = controller.presentationLinks.presented { return presented }
      current = controller.storedParent
    }
    return nil
  }

  /// The controller that presents this one or its nearest presented ancestor.
  var presenterOfThisOrAncestor: UIViewController? {
    presentedAncestor?.presentationLinks.presenting
  }

  /// This controller or its nearest ancestor that is presented.
  var presentedAncestor: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if controller.presentationLinks.presenting != nil { return controller }
      current = controller.storedParent
    }
    return nil
  }

  /// Whether this controller is presented, from the start of its presentation to the end of its
  /// dismissal.
  var presentationIsActive: Bool { presentationLinks.presenting != nil }

  /// The presentation controller of this controller or its nearest presented ancestor; for a
  /// controller not presented, the one its `modalPresentationStyle` would use, made once and
  /// made again when the style changes.
  var managingPresentationController: UIPresentationController? {
    if let ancestor = presentedAncestor { return ancestor.presentationLinks.controller }
    let style = resolvedPresentationStyle
    if let controller = presentationLinks.controller, controller.style == style {
      return controller
    }
    let controller = makePresentationController(style: style, presenting: nil, source: nil)
    presentationLinks.controller = controller
    return controller
  }

  /// The transition this controller or an ancestor takes part in.
  var activeTransition: PresentationTransition? {
    var current: UIViewController? = self
    while let controller = current {
      if let transition = controller.presentationLinks.transition { return transition }
      if let transition = controller.presentationLinks.presented?.presentationLinks.transition {
        return transition
      }
      current = controller.storedParent
    }
    return nil
  }

  /// The style a presentation of this controller uses: `.automatic` is `.pageSheet` ("For most
  /// view controllers, UIKit maps this style to the UIModalPresentationStyle.pageSheet style",
  /// UIModalPresentationStyle.automatic); `.blurOverFullScreen` exists on tvOS only and is shown
  /// as `.fullScreen`.
  var resolvedPresentationStyle: UIModalPresentationStyle {
    switch modalPresentationStyle {
    case .automatic: .pageSheet
    case .blurOverFullScreen: .fullScreen
    default: modalPresentationStyle
    }
  }

  /// The controller that provides the context of a presentation in `style` made from this one.
  func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
    var controller = self
    if style == .currentContext || style == .overCurrentContext {
      while !controller.definesPresentationContext, let parent = controller.storedParent {
        controller = parent
      }
      return controller
    }
    while let parent = controller.storedParent { controller = parent }
    return controller
  }

  /// How UIKit names a controller in its messages: `<ClassName: 0x…>`.
  var presentationDescription: String {
    "<\(className(of: self)): \(objectAddress(self))>"
  }

  func startPresentation(
    of presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    guard acceptsPresentation(of: presented) else { return }
    let style = presented.resolvedPresentationStyle
    let context = presentationContext(for: style)
    let attempt =
      "Attempt to present \(presented.presentationDescription) on "
      + "\(context.presentationDescription) (from \(presentationDescription))"
    if let current = context.presentationLinks.presented {
      return UIKitDiagnostics.log(
        "\(attempt) which is already presenting \(current.presentationDescription).")
    }
    if context.isBeingPresented || context.isBeingDismissed {
      return UIKitDiagnostics.log("\(attempt) while a presentation is in progress.")
    }
    guard let window = context.viewIfLoaded?.window else {
      return UIKitDiagnostics.log("\(attempt) whose view is not in the window hierarchy.")
    }
    if let controller = presented.managingPresentationController,
      !controller.acceptsPresentation(by: context)
    {
      return
    }
    if context.providesPresentationContextTransitionStyle {
      presented.modalTransitionStyle = context.modalTransitionStyle
    }
    let transition = PresentationTransition.presentation(
      of: presented, by: context, from: self, style: style, in: window, animated: animated,
      completion: completion)
    transition.start()
  }

  /// Raises UIKit's exception for a controller that cannot be presented, and says whether it can.
  private func acceptsPresentation(of presented: UIViewController) -> Bool {
    let reason: String
    if presented === self {
      reason =
        "Application tried to present modal view controller on itself. Presenting controller "
        + "is \(presentationDescription)."
    } else if let presenter = presented.presentationLinks.presenting {
      reason =
        "Application tried to present modally a view controller "
        + "\(presented.presentationDescription) that is already being presented by "
        + "\(presenter.presentationDescription)."
    } else if let parent = presented.storedParent {
      reason =
        "Application tried to present modally a view controller "
        + "\(presented.presentationDescription) that has a parent view controller "
        + "\(parent.presentationDescription)."
    } else if presented.viewIfLoaded?.window != nil {
      reason =
        "Application tried to present modally an active controller "
        + "\(presented.presentationDescription)."
    } else {
      return true
    }
    UIKitDiagnostics.raise("NSInvalidArgumentException", reason)
    return false
  }

  /// Dismisses what this controller (or its nearest ancestor) presents, else its own
  /// presentation.
  ///
  /// "If you call this method on the presented view controller itself, UIKit
  /// asks the presenting view controller to handle the dismissal", dismiss(animated:completion:)).
  /// With nothing presented nothing happens and `completion` is not called.
  func startDismissal(animated: Bool, completion: (() -> Void)?) {
    let presenter: UIViewController
    if let context = presentationContextPresenting {
      presenter = context
    } else if let presenting = presenterOfThisOrAncestor {
      presenter = presenting
    } else {
      return
    }
    guard let presented = presenter.presentationLinks.presented,
      presented.presentationLinks.transition == nil
    else { return }
    // "If you present several view controllers in succession [...] only the top-most view is
    // dismissed in an animated fashion; any intermediate view controllers are simply removed
    // from the stack" (dismiss(animated:completion:)).
    var chain = [presented]
    while let next = chain.last?.presentationLinks.presented { chain.append(next) }
    guard chain.allSatisfy({ $0.presentationLinks.transition == nil }) else { return }
    let top = chain.removeLast()
    guard let window = top.viewIfLoaded?.window ?? presenter.viewIfLoaded?.window else { return }
    let transition = PresentationTransition.dismissal(
      of: top, intermediates: chain, back: presenter, in: window, animated: animated,
      completion: completion)
    transition.start()
  }

  /// The presentation controllers of the chain of presentations above this controller, from
  /// the one it presents to the topmost.
  var presentationControllersAbove: [UIPresentationController] {
    var controllers: [UIPresentationController] = []
    var current = presentedByThisOrAncestor
    while let presented = current, controllers.count < 64 {
      if let controller = presented.presentationLinks.controller { controllers.append(controller) }
      current = presented.presentationLinks.presented
    }
    return controllers
  }

  /// This controller or its nearest ancestor that presents a controller.
  private var presentationContextPresenting: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if controller.presentationLinks.presented != nil { return controller }
      current = controller.storedParent
    }
    return nil
  }
}
