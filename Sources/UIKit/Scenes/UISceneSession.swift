import Foundation

/// What the system keeps of a scene: its role, configuration and identity (UISceneSession.h).
@MainActor @preconcurrency
open class UISceneSession: NSObject {
  /// The kind of a scene (UISceneDefinitions.h; the raw values are UIKit's strings).
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Interactive windows on the device's display.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// Noninteractive windows on an external display (iOS 16).
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    /// Noninteractive windows on an external display, before iOS 16.
    @available(*, deprecated, renamed: "windowExternalDisplayNonInteractive")
    public static let windowExternalDisplay = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplay")
  }

  /// The scene the session shows, while it is connected.
  open var scene: UIScene? { storedScene }
  package weak var storedScene: UIScene?
  /// The session's role.
  public let role: UISceneSession.Role
  /// The configuration the scene was made from.
  open var configuration: UISceneConfiguration
  /// The session's identifier, the same across launches.
  public let persistentIdentifier: String
  /// What the app keeps with the session.
  open var userInfo: [String: Any]?

  package init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
    self.role = role
    self.configuration = configuration
    self.persistentIdentifier = persistentIdentifier
    super.init()
  }
}

/// What a scene is made from: its name, role and the classes of the scene and its delegate
/// (UISceneDefinitions.h).
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
  /// The name of the configuration in the app's Info.plist.
  public let name: String?
  /// The role of the sessions it configures.
  public let role: UISceneSession.Role
  /// The class of the scene to make.
  open var sceneClass: AnyClass?
  /// The class of the scene's delegate.
  open var delegateClass: AnyClass?

  /// A configuration named `name` for sessions of `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }
}
