import Foundation
import QuartzCore

/// The hold a percent-driven interaction keeps on a transition's animations: the layer
/// animations the animator (and the alongside blocks) added, paused at `percent` of their way
/// (speed 0, `timeOffset` at the percent), then run on to their end or back to their start.
@MainActor
final class InteractiveDriver {
  var percent: CGFloat = 0
  var duration: TimeInterval = 0
  var held: [CAAnimation] = []

  /// Pauses `animations` at the current percent.
  func hold(_ animations: [CAAnimation]) {
    held = animations
    for animation in held {
      animation.speed = 0
      animation.timeOffset = Double(percent) * animation.duration
    }
  }

  /// Moves the held animations to `percent` of their way.
  func move(to percent: CGFloat) {
    self.percent = percent
    for animation in held { animation.timeOffset = Double(percent) * animation.duration }
  }

  /// Runs the held animations from where they are, forwards or backwards, at `speed`.
  func release(forwards: Bool, speed: CGFloat) {
    let now = CoreAnimationContext.current.mediaTime
    let rate = Float(max(speed, 0.01))
    for animation in held {
      animation.startTime = now
      animation.timeOffset = Double(percent) * animation.duration
      animation.speed = forwards ? rate : -rate
    }
    held = []
  }
}

// Interactive transitions (UIViewControllerContextTransitioning): the interactor reports how far
// along the transition is, then finishes or cancels it. For `UIPercentDrivenInteractiveTransition`
// the animations the animator starts are held at that percent and, when the interaction ends,
// run on the clock to their end (finish) or back to their start (cancel) at the interactor's
// `completionSpeed`; the animator's completion then completes the transition, cancelled or not.
extension PresentationTransition {
  var interactiveDuration: TimeInterval { interactiveDriver?.duration ?? transitionDuration }
  var interactivePercent: CGFloat { interactiveDriver?.percent ?? percentComplete }

  /// Starts the animator for `UIPercentDrivenInteractiveTransition`; its animations are held
  /// once it and the alongside animations have started (`runInteractive`).
  func startPercentDriven() {
    let driver = InteractiveDriver()
    driver.duration = transitionDuration
    interactiveDriver = driver
    animator.animateTransition(using: self)
  }

  /// Starts an interactive transition: the interactor, then the alongside animations, then the
  /// hold on what they animate.
  func runInteractive(
    _ interactor: any UIViewControllerInteractiveTransitioning,
    alongside pending: [(any UIViewControllerTransitionCoordinatorContext) -> Void]
  ) {
    let before = Set(runningAnimations().map(ObjectIdentifier.init))
    interactor.startInteractiveTransition(self)
    guard state == .running else { return }
    runAlongside(pending)
    interactiveDriver?.hold(
      runningAnimations().filter { !before.contains(ObjectIdentifier($0)) })
  }

  /// The animations running in the window's layer tree, in tree order.
  private func runningAnimations() -> [CAAnimation] {
    var found: [CAAnimation] = []
    var stack: [CALayer] = [window.layer]
    while let layer = stack.popLast() {
      for key in layer.animationKeys() ?? [] {
        if let animation = layer.animation(forKey: key) { found.append(animation) }
      }
      stack.append(contentsOf: (layer.sublayers ?? []).reversed())
    }
    return found
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard state == .running else { return }
    let percent = min(max(percentComplete, 0), 1)
    self.percentComplete = percent
    interactiveDriver?.move(to: percent)
  }

  func pauseInteractiveTransition() {}

  func finishInteractiveTransition() {
    guard state == .running, isInteractiveNow else { return }
    isInteractiveNow = false
    interactiveDriver?.release(forwards: true, speed: interactor?.completionSpeed ?? 1)
  }

  func cancelInteractiveTransition() {
    guard state == .running, isInteractiveNow else { return }
    transitionWasCancelled = true
    isInteractiveNow = false
    interactiveDriver?.release(forwards: false, speed: interactor?.completionSpeed ?? 1)
  }
}
