import Foundation

@testable import UIKit

extension MisuseRun {
  /// Runs an app, scene, device or screen call with a value apps get wrong, in the run's window
  /// context, so that the app and device it changes are the run's own.
  func runApp(_ call: Int, value: CGFloat) {
    window.context.run {
      let app = UIApplication.shared
      let identifier = value.isFinite && abs(value) < 1e9 ? Int(value) : -1
      switch call {
      case 0: app.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: identifier))
      case 1: _ = app.beginBackgroundTask(withName: "\(value)")
      case 2:
        let extra = UIWindow(frame: CGRect(x: 0, y: 0, width: value, height: value))
        extra.windowLevel = UIWindow.Level(value)
        extra.makeKeyAndVisible()
        window.makeKey()
      case 3: window.windowLevel = UIWindow.Level(value)
      case 4: window.windowScene = nil
      case 5: app.open(URL(string: "x-\(identifier):") ?? URL(fileURLWithPath: "/")) { _ in }
      case 6: window.screen.brightness = value
      case 7:
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        _ = UIDevice.current.orientation
      case 8: app.applicationIconBadgeNumber = identifier
      default: _ = (app.windows, app.keyWindow, app.connectedScenes, app.applicationState)
      }
    }
  }
}
