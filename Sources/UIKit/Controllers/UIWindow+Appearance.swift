import QuartzCore

// The root controller's appearance: a window that shows its root controller calls
// `viewWillAppear(_:)` at once and `viewDidAppear(_:)` on the next turn of the run loop, after
// its first layout is committed (a launch logs viewWillAppear, the layout passes, then
// viewDidAppear; tests on iOS spin the run loop before they see viewDidAppear). Replacing the
// root controller of a shown window makes the old one disappear.
extension UIWindow {
  /// Whether the window shows its root controller: made visible and not hidden since.
  var isShowingContent: Bool { hasBeenMadeVisible && !isHidden }

  /// Starts the appearance of a root controller the window now shows.
  func rootControllerWillShow(_ controller: UIViewController) {
    let state = controller.appearanceState
    guard state == .unknown || state == .disappeared || state == .disappearing else { return }
    if state == .unknown { controller.appearanceState = .disappeared }
    controller.beginAppearance(true, animated: false)
    CoreAnimationContext.current.enqueueForNextTurn { [weak controller] in
      MainActor.assumeIsolated {
        // A presentation or a new root may have moved it on meanwhile.
        guard let controller, controller.appearanceState == .appearing else { return }
        controller.endAppearance()
      }
    }
  }

  /// Starts the disappearance of a root controller the window stops showing.
  func rootControllerWillHide(_ controller: UIViewController) {
    guard isShowingContent else { return }
    controller.beginAppearance(false, animated: false)
  }
}
