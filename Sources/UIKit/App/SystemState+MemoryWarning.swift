import Foundation

extension SystemState {
  /// Delivers a memory warning: the app delegate's `applicationDidReceiveMemoryWarning(_:)`,
  /// then `didReceiveMemoryWarningNotification`, then `didReceiveMemoryWarning()` on each view
  /// controller of the app's windows, parents before their children (UIKit's controllers hear
  /// it by observing the notification, so after observers registered before them; a model of
  /// that order).
  package func receiveMemoryWarning() {
    let app = UIApplication.shared
    effectiveDelegate?.applicationDidReceiveMemoryWarning(app)
    postedNotifications.append(UIApplication.didReceiveMemoryWarningNotification)
    NotificationCenter.default.post(
      name: UIApplication.didReceiveMemoryWarningNotification, object: app)
    var windows = scenes.flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
    if let key = keyWindow, !windows.contains(where: { $0 === key }) { windows.append(key) }
    var stack = windows.reversed().compactMap(\.rootViewController)
    while let controller = stack.popLast() {
      controller.didReceiveMemoryWarning()
      stack.append(contentsOf: controller.children.reversed())
    }
  }
}
