import Foundation

/// One instance of the app's interface (UIScene.h).
///
/// A `DeviceHost` gives its window a `UIWindowScene` connected to the app of its device, active
/// in the foreground from the start, as a launched app's scene is when a test first looks; the
/// host moves it through the other states (`DeviceHost+AppLifecycle.swift` in Bezel).
@MainActor @preconcurrency
open class UIScene: UIResponder {
  /// The scene's state (UIScene.h, `UISceneActivationState`).
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// The options a scene connects with (UIScene.h, `UISceneConnectionOptions`): none on a
  /// hosted device, which opens no URL and continues no activity.
  @MainActor @preconcurrency
  open class ConnectionOptions: NSObject {
    /// The app that asked for the scene: none.
    open var sourceApplication: String? { nil }

    package override init() {
      super.init()
    }
  }

  /// The session the scene shows.
  open var session: UISceneSession { storedSession }
  private let storedSession: UISceneSession
  /// The scene's delegate, which the scene retains (UIScene.h: a `strong` property).
  open var delegate: (any UISceneDelegate)?
  /// The title the system shows for the scene (in the app switcher, on a Mac).
  open var title: String!
  /// The system the scene belongs to (`SystemState`): that of the context it was made in.
  package let system: SystemState
  private var storedActivationState = ActivationState.unattached

  /// A scene for `session`.
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    storedSession = session
    system = SystemState.current
    super.init()
    session.storedScene = self
  }

  /// The scene's state: unattached until it connects.
  open var activationState: ActivationState {
    storedActivationState
  }

  /// Sets the state without telling anyone (`UIScene+Lifecycle.swift` tells).
  package func setActivationState(_ state: ActivationState) {
    storedActivationState = state
  }

  /// The scene's next responder: the application.
  open override var next: UIResponder? { UIApplication.shared }

  // The scene's notifications (UIScene.h; the names are UIKit's strings), with the scene as
  // object.
  nonisolated public static let willConnectNotification = Notification.Name(
    "UISceneWillConnectNotification")
  nonisolated public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
  nonisolated public static let didActivateNotification = Notification.Name(
    "UISceneDidActivateNotification")
  nonisolated public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}

/// The methods a scene's delegate implements to hear about its life (UIScene.h); all optional.
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}
