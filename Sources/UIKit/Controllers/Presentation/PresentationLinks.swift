import Foundation

/// What a controller knows of the presentations it takes part in.
@MainActor
struct PresentationLinks {
  enum Phase {
    case none
    case presenting
    case presented
    case dismissing
  }

  /// The controller this one presents, as the presentation context.
  var presented: UIViewController?
  /// The controller that presents this one.
  weak var presenting: UIViewController?
  /// The presentation controller that manages this controller, made when first asked for.
  var controller: UIPresentationController?
  /// Where this controller is in its presentation.
  var phase = Phase.none
  /// The transition under way, on the presented controller.
  var transition: PresentationTransition?
  /// Whether the last appearance callback was animated.
  var appearanceIsAnimated = false
  /// Set while a container adds or removes the controller.
  var isMovingToParent = false
  var isMovingFromParent = false
  /// Where the presenting view was before a presentation removed it from the window.
  weak var removedViewSuperview: UIView?
  var removedViewIndex = 0
}
