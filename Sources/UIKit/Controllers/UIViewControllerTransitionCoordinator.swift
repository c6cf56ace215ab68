import Foundation

/// What a transition's animation blocks learn about it (UIViewControllerTransitionCoordinator.h).
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
}

/// The object that runs animations alongside a transition (a rotation, a change of traits).
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition's animations and `completion` after it.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Runs `animation` with the transition's animations of a view outside the transition.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` with the transition's animations (no completion).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator of a transition Bezel applies at once: animation blocks run as soon as the
/// new size and traits are laid out, completions right after; a block given once the transition
/// is over runs immediately.
@MainActor
final class ImmediateTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  let containerView: UIView
  let isAnimated = false
  let initiallyInteractive = false
  let isInterruptible = false
  let isInteractive = false
  let isCancelled = false
  let transitionDuration: TimeInterval = 0
  let completionVelocity: CGFloat = 1
  let targetTransform = CGAffineTransform.identity
  private(set) var percentComplete: CGFloat = 0
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var state = State.pending

  private enum State { case pending, animated, complete }

  init(containerView: UIView) {
    self.containerView = containerView
    super.init()
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    switch state {
    case .pending:
      if let animation { animations.append(animation) }
      if let completion { completions.append(completion) }
    case .animated:
      animation?(self)
      if let completion { completions.append(completion) }
    case .complete:
      animation?(self)
      completion?(self)
    }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  /// Runs the animation blocks, in the order they were given.
  func runAnimations() {
    state = .animated
    percentComplete = 1
    while !animations.isEmpty {
      let block = animations.removeFirst()
      block(self)
    }
  }

  /// Runs the completion blocks, in the order they were given.
  func complete() {
    state = .complete
    while !completions.isEmpty {
      let block = completions.removeFirst()
      block(self)
    }
  }
}
