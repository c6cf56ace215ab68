import Foundation

/// A presentation or dismissal under way: the context its animator reads
/// (`UIViewControllerContextTransitioning`) and the coordinator of the animations that run
/// alongside it (`UIViewControllerTransitionCoordinator`), as UIKit's transition context and
/// coordinator are.
///
/// The steps of each kind of transition are in `PresentationTransition+Steps.swift`.
@MainActor
final class PresentationTransition: NSObject, UIViewControllerContextTransitioning,
  UIViewControllerTransitionCoordinator
{
  enum Kind {
    case presentation
    case dismissal
  }

  enum State {
    case pending
    case running
    case complete
  }

  let kind: Kind
  /// The controller presented, arriving or leaving (the top of the chain for a dismissal).
  let presented: UIViewController
  /// The controller that provides the context and presents.
  let presenter: UIViewController
  /// Controllers between the presenter and the top that a dismissal removes without animation.
  let intermediates: [UIViewController]
  let controller: UIPresentationController
  let containerView: UIView
  let window: UIWindow
  let isAnimated: Bool
  var completion: (() -> Void)?
  var animator: any UIViewControllerAnimatedTransitioning
  var interactor: (any UIViewControllerInteractiveTransitioning)?
  var state = State.pending
  var isInteractiveNow = false
  var isInteractive: Bool { isInteractiveNow }
  private(set) var initiallyInteractive = false
  var transitionWasCancelled = false
  var percentComplete: CGFloat = 0
  let isInterruptible = false
  let completionVelocity: CGFloat = 1
  let targetTransform = CGAffineTransform.identity
  var alongsideAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  var alongsideCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// The percent-driven interaction's hold on the animations (`+Interactive.swift`).
  var interactiveDriver: InteractiveDriver?

  init(
    kind: Kind, presented: UIViewController, presenter: UIViewController,
    intermediates: [UIViewController] = [], controller: UIPresentationController,
    containerView: UIView, window: UIWindow, isAnimated: Bool,
    animator: any UIViewControllerAnimatedTransitioning,
    interactor: (any UIViewControllerInteractiveTransitioning)?, completion: (() -> Void)?
  ) {
    self.kind = kind
    self.presented = presented
    self.presenter = presenter
    self.intermediates = intermediates
    self.controller = controller
    self.containerView = containerView
    self.window = window
    self.isAnimated = isAnimated
    self.animator = animator
    self.interactor = interactor
    self.completion = completion
    super.init()
  }

  // MARK: Context

  var presentationStyle: UIModalPresentationStyle { controller.presentationStyle }
  var isCancelled: Bool { transitionWasCancelled }
  var transitionDuration: TimeInterval { animator.transitionDuration(using: self) }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch (kind, key) {
    case (.presentation, .from), (.dismissal, .to): presenter
    case (.presentation, .to), (.dismissal, .from): presented
    default: nil
    }
  }

  /// The views that arrive and leave: the presenter's only when the presentation removes it
  /// ("the from view [...] may be nil" when `shouldRemovePresentersView` is false,
  /// UIViewControllerContextTransitioning.view(forKey:)).
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch (kind, key) {
    case (.presentation, .to), (.dismissal, .from): controller.presentedView
    case (.presentation, .from), (.dismissal, .to):
      controller.shouldRemovePresentersView ? presenter.viewIfLoaded : nil
    default: nil
    }
  }

  /// A view's frame at the start, in the container's coordinates; `.zero` for the view that
  /// arrives.
  func initialFrame(for vc: UIViewController) -> CGRect {
    switch kind {
    case .presentation:
      return vc === presenter ? frameInContainer(of: presenter) : .zero
    case .dismissal:
      if vc === presented { return presented.viewIfLoaded?.frame ?? .zero }
      return vc === presenter && !controller.shouldRemovePresentersView
        ? frameInContainer(of: presenter) : .zero
    }
  }

  /// A view's frame at the end, in the container's coordinates; `.zero` for the view that leaves.
  func finalFrame(for vc: UIViewController) -> CGRect {
    switch kind {
    case .presentation:
      if vc === presented { return controller.frameOfPresentedViewInContainerView }
      return vc === presenter && !controller.shouldRemovePresentersView
        ? frameInContainer(of: presenter) : .zero
    case .dismissal:
      return vc === presenter ? containerView.bounds : .zero
    }
  }

  private func frameInContainer(of controller: UIViewController) -> CGRect {
    guard let view = controller.viewIfLoaded, view.window != nil else { return .zero }
    return view.convert(view.bounds, to: containerView)
  }

  func completeTransition(_ didComplete: Bool) {
    guard state != .complete else { return }
    state = .complete
    switch kind {
    case .presentation: finishPresentation(completed: didComplete)
    case .dismissal: finishDismissal(completed: didComplete)
    }
  }

  // MARK: Coordinator

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    switch state {
    case .pending:
      if let animation { alongsideAnimations.append(animation) }
    case .running:
      if let animation { runAlongside([animation]) }
    case .complete:
      return false
    }
    if let completion { alongsideCompletions.append(completion) }
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

  /// Runs alongside animations in one block of the transition's duration.
  func runAlongside(_ animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void]) {
    guard !animations.isEmpty else { return }
    let run = { for animation in animations { animation(self) } }
    if isAnimated {
      UIView.animate(withDuration: transitionDuration, animations: run)
    } else {
      run()
    }
  }

  /// Runs the completions given with alongside animations, in order.
  func runAlongsideCompletions() {
    let completions = alongsideCompletions
    alongsideCompletions = []
    for completion in completions { completion(self) }
  }

  /// Starts the animator, or the interactor when the transition starts interactively.
  func runAnimator() {
    state = .running
    let pending = alongsideAnimations
    alongsideAnimations = []
    if let interactor, interactor.wantsInteractiveStart {
      isInteractiveNow = true
      initiallyInteractive = true
      runInteractive(interactor, alongside: pending)
      return
    }
    animator.animateTransition(using: self)
    if state == .running { runAlongside(pending) }
  }
}
