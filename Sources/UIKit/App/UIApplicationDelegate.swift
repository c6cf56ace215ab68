import Foundation

/// The methods an app's delegate implements to hear about its life (UIApplication.h).
///
/// All are optional: the extension gives each UIKit's behaviour when the delegate lacks it.
///
/// A hosted app has a window scene; a scene without a delegate stands for an app without a scene
/// manifest, whose life-cycle calls go to this delegate as in iOS 12 ("UIKit always uses scene
/// delegate objects when they are available", Apple, "Managing your app's life cycle").
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// The app's window, in an app without scenes.
  var window: UIWindow? { get set }

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationWillTerminate(_ application: UIApplication)
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  func applicationSignificantTimeChange(_ application: UIApplication)
  func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask
  func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
  )
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
  public func applicationSignificantTimeChange(_ application: UIApplication) {}

  public func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool { false }

  /// The configuration of the session's role with no name, as UIKit makes without an
  /// Info.plist entry.
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }

  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}

  /// Every orientation on iPad, all but upside down on iPhone: the defaults of an app without
  /// `UISupportedInterfaceOrientations` (UIViewController, `supportedInterfaceOrientations`).
  public func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  public func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {}

  public func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {}
}
