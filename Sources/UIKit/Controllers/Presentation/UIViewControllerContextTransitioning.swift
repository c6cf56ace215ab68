import Foundation

/// The key of a view controller taking part in a transition
/// (UIViewControllerTransitioning.h).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The controller visible at the start of the transition (the presenter when presenting).
  public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller visible at the end of the transition (the presented one when presenting).
  public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// The key of a view taking part in a transition (UIViewControllerTransitioning.h).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The view that leaves; nil when it stays (the presenter's view under an over-full-screen
  /// presentation).
  public static let from = Self(rawValue: "UITransitionContextFromViewKey")
  /// The view that arrives; nil when it is already shown.
  public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// What an animator learns about the transition it animates, and how it reports its end
/// (UIViewControllerTransitioning.h).
@MainActor @preconcurrency
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The view the transition's views are in.
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  /// Ends the transition: `didComplete` false when it was cancelled.
  func completeTransition(_ didComplete: Bool)
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var targetTransform: CGAffineTransform { get }
  /// The controller's view's frame at the start; `.zero` when unknown (the presented one).
  func initialFrame(for vc: UIViewController) -> CGRect
  /// The controller's view's frame at the end; `.zero` when unknown (the one that leaves).
  func finalFrame(for vc: UIViewController) -> CGRect
}
