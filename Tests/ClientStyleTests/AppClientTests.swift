import Foundation
import Testing
import UIKit

/// The app, scene, device and screen API as component libraries use it.
@MainActor
struct AppClientTests {
  /// Observes the app becoming active from code isolated to no actor, as libraries register.
  nonisolated static func observeActivation(_ handler: @escaping @Sendable () -> Void)
    -> any NSObjectProtocol
  {
    NotificationCenter.default.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
    ) { _ in handler() }
  }

  /// The key window as libraries find it since iOS 13.
  static var keyWindow: UIWindow? {
    if #available(iOS 13.0, *) {
      return UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .flatMap { $0.windows }
        .first { $0.isKeyWindow }
        ?? UIApplication.shared.windows.first { $0.isKeyWindow }
    }
    return UIApplication.shared.keyWindow
  }

  @Test func aWindowMadeKeyIsTheOneLibrariesFind() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    #expect(Self.keyWindow === window)
    #expect(UIApplication.shared.keyWindow === window)
  }

  @Test func theObserverCompilesAndCanBeRemoved() {
    let token = Self.observeActivation {}
    NotificationCenter.default.removeObserver(token)
  }

  @Test func theIdiomAndLayoutDirectionReadAsLibrariesReadThem() {
    let isPad = UIDevice.current.userInterfaceIdiom == .pad
    let isRightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
    #expect(!isPad)
    #expect(!isRightToLeft)
    #expect(UIScreen.main.nativeBounds.width == UIScreen.main.bounds.width * UIScreen.main.scale)
  }

  /// Work that keeps its background task's identifier where the expiration handler can end it,
  /// as apps keep it: a handler is `@Sendable`, so it cannot end a local variable assigned later.
  @MainActor final class Upload {
    var task = UIBackgroundTaskIdentifier.invalid

    func start() {
      task = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
    }

    func finish() {
      UIApplication.shared.endBackgroundTask(task)
      task = .invalid
    }
  }

  @Test func backgroundTasksBalance() {
    let upload = Upload()
    upload.start()
    #expect(upload.task != .invalid)
    upload.finish()
    #expect(upload.task == .invalid)
  }
}
