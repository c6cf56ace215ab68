import Foundation

// Moving a scene through its states, telling its delegate and observers in UIKit's order. Each
// step calls the scene delegate, then posts the scene's notification ("UIKit also posts a
// didEnterBackgroundNotification", UISceneDelegate, `sceneDidEnterBackground(_:)`), then, when
// the step changes the app's state, tells the app: its delegate, when the scene has none (an
// app without scenes, `UIApplicationDelegate`), then its notification. A "will" step runs before
// the state changes and a "did" step after, so that `activationState` and `applicationState`
// read the old state in `sceneWillResignActive(_:)` and the new one in `sceneDidBecomeActive(_:)`.
extension UIScene {
  /// One step between neighbouring states.
  private enum Step {
    case willResignActive, didEnterBackground, willEnterForeground, didBecomeActive

    /// The step from `state` towards `target`, or nil once there.
    init?(from state: ActivationState, towards target: ActivationState) {
      switch (state, target) {
      case (.foregroundActive, .foregroundInactive), (.foregroundActive, .background):
        self = .willResignActive
      case (.foregroundInactive, .background): self = .didEnterBackground
      case (.background, .foregroundInactive), (.background, .foregroundActive):
        self = .willEnterForeground
      case (.foregroundInactive, .foregroundActive): self = .didBecomeActive
      default: return nil
      }
    }

    var next: ActivationState {
      switch self {
      case .willResignActive, .willEnterForeground: .foregroundInactive
      case .didEnterBackground: .background
      case .didBecomeActive: .foregroundActive
      }
    }

    var happensBeforeChange: Bool { self == .willResignActive || self == .willEnterForeground }

    var sceneNotification: Notification.Name {
      switch self {
      case .willResignActive: UIScene.willDeactivateNotification
      case .didEnterBackground: UIScene.didEnterBackgroundNotification
      case .willEnterForeground: UIScene.willEnterForegroundNotification
      case .didBecomeActive: UIScene.didActivateNotification
      }
    }

    var appNotification: Notification.Name {
      switch self {
      case .willResignActive: UIApplication.willResignActiveNotification
      case .didEnterBackground: UIApplication.didEnterBackgroundNotification
      case .willEnterForeground: UIApplication.willEnterForegroundNotification
      case .didBecomeActive: UIApplication.didBecomeActiveNotification
      }
    }
  }

  /// Connects the scene to its app in the background, telling its delegate
  /// (`scene(_:willConnectTo:options:)`) and posting `willConnectNotification`; a connected
  /// scene stays as it is.
  package func connect() {
    guard activationState == .unattached else { return }
    system.connect(self)
    setActivationState(.background)
    delegate?.scene(self, willConnectTo: session, options: UIScene.ConnectionOptions())
    post(UIScene.willConnectNotification, object: self)
  }

  /// Connects the scene as active in the foreground, telling no one: the state of a launched
  /// app's scene when a test first looks at it.
  package func connectActive() {
    system.connect(self)
    setActivationState(.foregroundActive)
  }

  /// Moves the scene step by step to `target` (connecting it first if it is unattached; to
  /// `.unattached`, through the background, then disconnecting it).
  package func move(to target: ActivationState) {
    if activationState == .unattached {
      guard target != .unattached else { return }
      connect()
    }
    let destination = target == .unattached ? .background : target
    while let step = Step(from: activationState, towards: destination) {
      perform(step)
    }
    if target == .unattached { disconnect() }
  }

  /// Disconnects the scene from its app: `sceneDidDisconnect(_:)`, `didDisconnectNotification`.
  private func disconnect() {
    delegate?.sceneDidDisconnect(self)
    post(UIScene.didDisconnectNotification, object: self)
    setActivationState(.unattached)
    system.disconnect(self)
  }

  private func perform(_ step: Step) {
    let appBefore = system.applicationState
    let stateBefore = activationState
    setActivationState(step.next)
    let appAfter = system.applicationState
    if step.happensBeforeChange { setActivationState(stateBefore) }
    tellScene(step)
    if appAfter != appBefore { tellApp(step) }
    setActivationState(step.next)
  }

  private func tellScene(_ step: Step) {
    if let delegate {
      switch step {
      case .willResignActive: delegate.sceneWillResignActive(self)
      case .didEnterBackground: delegate.sceneDidEnterBackground(self)
      case .willEnterForeground: delegate.sceneWillEnterForeground(self)
      case .didBecomeActive: delegate.sceneDidBecomeActive(self)
      }
    }
    post(step.sceneNotification, object: self)
  }

  private func tellApp(_ step: Step) {
    let app = UIApplication.shared
    if delegate == nil, let appDelegate = system.effectiveDelegate {
      switch step {
      case .willResignActive: appDelegate.applicationWillResignActive(app)
      case .didEnterBackground: appDelegate.applicationDidEnterBackground(app)
      case .willEnterForeground: appDelegate.applicationWillEnterForeground(app)
      case .didBecomeActive: appDelegate.applicationDidBecomeActive(app)
      }
    }
    post(step.appNotification, object: app)
  }

  private func post(_ name: Notification.Name, object: AnyObject) {
    system.postedNotifications.append(name)
    NotificationCenter.default.post(name: name, object: object)
  }
}
