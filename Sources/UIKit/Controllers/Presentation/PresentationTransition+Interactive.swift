import Foundation

/// The hold a percent-driven interaction keeps on a transition's animations.
@MainActor
final class InteractiveDriver {
  var percent: CGFloat = 0
  var duration: TimeInterval = 0
}

// Interactive transitions (UIViewControllerContextTransitioning): the interactor reports how far
// along the transition is, then finishes or cancels it.
extension PresentationTransition {
  var interactiveDuration: TimeInterval { interactiveDriver?.duration ?? transitionDuration }
  var interactivePercent: CGFloat { interactiveDriver?.percent ?? percentComplete }

  /// Starts the animator held at its start, for `UIPercentDrivenInteractiveTransition`.
  func startPercentDriven() {
    let driver = InteractiveDriver()
    driver.duration = transitionDuration
    interactiveDriver = driver
    animator.animateTransition(using: self)
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard state == .running else { return }
    let percent = min(max(percentComplete, 0), 1)
    self.percentComplete = percent
    interactiveDriver?.percent = percent
  }

  func pauseInteractiveTransition() {}

  func finishInteractiveTransition() {
    guard state == .running else { return }
    isInteractiveNow = false
  }

  func cancelInteractiveTransition() {
    guard state == .running else { return }
    transitionWasCancelled = true
    isInteractiveNow = false
  }
}
