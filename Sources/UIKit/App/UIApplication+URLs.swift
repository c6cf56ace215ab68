import Foundation

extension UIApplication {
  /// The URL that opens the app's page in Settings (UIApplication.h:
  /// `UIApplicationOpenSettingsURLString`).
  nonisolated public static let openSettingsURLString = "app-settings:"

  /// The keys of the options `open(_:options:completionHandler:)` takes (UIApplication.h).
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Open only a universal link, and only if an app handles it.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Whether an app on the device handles `url`'s scheme.
  ///
  /// Bezel opens nothing: it answers true for the schemes the system's own apps handle (http,
  /// https, mailto, tel, sms and the app's Settings page) and those a host declares handled, a
  /// model of an otherwise bare device.
  public func canOpenURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return SystemState.current.handledURLSchemes.contains(scheme)
  }

  /// Asks the system to open `url`: Bezel records the request (a host lists them) and opens
  /// nothing.
  ///
  /// The completion handler runs on the next turn of the run loop, as UIKit calls it "on the
  /// main queue" after the attempt (UIApplication, `open(_:options:completionHandler:)`), with
  /// whether an app handles the URL; with `universalLinksOnly`, false, since no app claims a
  /// universal link on a hosted device.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let system = SystemState.current
    system.openedURLs.append(OpenedURL(url: url, options: options))
    let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
    let success = !universalOnly && canOpenURL(url)
    guard let completion else { return }
    CoreAnimationContext.current.enqueueForNextTurn { completion(success) }
  }
}
