import Foundation

// The app's notifications (UIApplication.h; the names are UIKit's strings). A host posts the
// life-cycle ones as it moves its app between states (`DeviceHost+AppLifecycle.swift` in Bezel),
// with the application as object.
extension UIApplication {
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  nonisolated public static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")
  nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
  nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
    "UIApplicationBackgroundRefreshStatusDidChangeNotification")
  // These two carry no "Notification" suffix in UIKit.
  nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
    "UIApplicationProtectedDataWillBecomeUnavailable")
  nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
    "UIApplicationProtectedDataDidBecomeAvailable")
}

extension UIContentSizeCategory {
  /// Posted when the user's preferred text size changes, with the new category under
  /// `newValueUserInfoKey` (UIApplication.h).
  nonisolated public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category in `didChangeNotification`'s user info.
  nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
