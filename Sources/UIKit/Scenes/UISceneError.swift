import Foundation

/// The domain of scene errors (UISceneDefinitions.h, `UISceneErrorDomain`).
public let UISceneErrorDomain = "UISceneErrorDomain"

/// An error about a scene (UISceneDefinitions.h, `UISceneErrorCode`).
public struct UISceneError: CustomNSError, Hashable {
  /// The error codes, with UIKit's raw values.
  public enum Code: Int, Sendable, Hashable {
    case multipleScenesNotSupported = 0
    case requestDenied = 1
    /// The geometry request is invalid or unsupported (iOS 16).
    case geometryRequestUnsupported = 100
    /// The geometry request is valid but the system denied it (iOS 16).
    case geometryRequestDenied = 101
  }

  public let code: Code
  /// The error's description, as `localizedDescription` gives it.
  public let errorUserInfo: [String: Any]

  public init(_ code: Code, userInfo: [String: Any] = [:]) {
    self.code = code
    self.errorUserInfo = userInfo
  }

  public static var errorDomain: String { UISceneErrorDomain }
  public var errorCode: Int { code.rawValue }

  public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
  public static var requestDenied: Code { .requestDenied }
  public static var geometryRequestUnsupported: Code { .geometryRequestUnsupported }
  public static var geometryRequestDenied: Code { .geometryRequestDenied }

  public static func == (lhs: UISceneError, rhs: UISceneError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension UISceneError: @unchecked Sendable {}
