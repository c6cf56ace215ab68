import Bezel
import Foundation
import Testing
import UIKit

/// A host drives its app through its states, posting UIKit's notifications in UIKit's order,
/// and its app is its own: other hosts never see its scene, windows or state.
@MainActor
struct DeviceHostAppLifecycleTests {
  /// Records what a scene delegate hears, with the scene's and the app's state at each call.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var calls: [String] = []
    private func record(_ name: String, _ scene: UIScene) {
      calls.append("\(name) \(UIApplication.shared.applicationState.rawValue)")
    }
    func sceneWillResignActive(_ scene: UIScene) { record("willResignActive", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { record("didEnterBackground", scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { record("willEnterForeground", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { record("didBecomeActive", scene) }
  }

  /// Records what an app delegate hears.
  final class AppDelegate: NSObject, UIApplicationDelegate {
    var calls: [String] = []
    func applicationWillResignActive(_ application: UIApplication) {
      calls.append("willResignActive")
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
      calls.append("didEnterBackground")
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
      calls.append("willEnterForeground")
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
      calls.append("didBecomeActive")
    }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
      calls.append("didReceiveMemoryWarning")
    }
  }

  @Test func aHostedAppStartsActiveWithItsWindowKey() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16Pro)
    #expect(host.applicationState == .active)
    #expect(host.windowScene.activationState == .foregroundActive)
    host.perform {
      #expect(UIApplication.shared.applicationState == .active)
      #expect(UIApplication.shared.connectedScenes == [host.windowScene])
      #expect(UIApplication.shared.keyWindow === host.window)
      #expect(UIApplication.shared.windows == [host.window])
      #expect(host.window.windowScene === host.windowScene)
      #expect(host.windowScene.keyWindow === host.window)
    }
  }

  @Test func movingToTheBackgroundResignsActiveThenEntersTheBackground() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16Pro)
    host.moveApp(to: .background)
    // Each step: the scene's notification, then the app's (Apple, "Managing your app's life
    // cycle": active → inactive → background).
    #expect(
      host.postedLifecycleNotifications == [
        UIScene.willDeactivateNotification, UIApplication.willResignActiveNotification,
        UIScene.didEnterBackgroundNotification, UIApplication.didEnterBackgroundNotification,
      ])
    #expect(host.applicationState == .background)
    #expect(host.windowScene.activationState == .background)
  }

  @Test func returningToTheForegroundEntersTheForegroundThenBecomesActive() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhoneSE3)
    host.moveApp(to: .background)
    host.moveApp(to: .active)
    #expect(
      Array(host.postedLifecycleNotifications.suffix(4)) == [
        UIScene.willEnterForegroundNotification, UIApplication.willEnterForegroundNotification,
        UIScene.didActivateNotification, UIApplication.didBecomeActiveNotification,
      ])
    #expect(host.applicationState == .active)
  }

  @Test func observersHearTheHostsSceneNotificationsWithTheSceneAsObject() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPadPro11)
    var heard: [Notification.Name] = []
    let names = [UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification]
    let tokens = names.map { name in
      NotificationCenter.default.addObserver(
        forName: name, object: host.windowScene, queue: nil
      ) { notification in
        let name = notification.name
        MainActor.assumeIsolated { heard.append(name) }
      }
    }
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    host.moveApp(to: .background)
    #expect(heard == names)
  }

  @Test func theSceneDelegateHearsWillBeforeAndDidAfterTheAppsStateChanges() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16Pro)
    let delegate = SceneDelegate()
    host.windowScene.delegate = delegate
    host.moveApp(to: .background)
    host.moveApp(to: .active)
    // applicationState: active 0, inactive 1, background 2.
    #expect(
      delegate.calls == [
        "willResignActive 0", "didEnterBackground 2", "willEnterForeground 2", "didBecomeActive 0",
      ])
  }

  @Test func withoutASceneDelegateTheAppDelegateHearsTheLifeCycle() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhoneSE3)
    let delegate = AppDelegate()
    host.perform { UIApplication.shared.delegate = delegate }
    host.moveApp(to: .inactive)
    host.moveApp(to: .background)
    host.moveApp(to: .active)
    #expect(
      delegate.calls == [
        "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
      ])
  }

  @Test func aSceneDelegateTakesTheLifeCycleFromTheAppDelegate() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16Pro)
    let appDelegate = AppDelegate()
    let sceneDelegate = SceneDelegate()
    host.perform { UIApplication.shared.delegate = appDelegate }
    host.windowScene.delegate = sceneDelegate
    host.moveApp(to: .background)
    #expect(appDelegate.calls.isEmpty)
    #expect(sceneDelegate.calls.count == 2)
  }

  @Test func movingToTheStateTheAppIsInPostsNothing() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16Pro)
    host.moveApp(to: .active)
    #expect(host.postedLifecycleNotifications.isEmpty)
  }

  @Test func disconnectingTheSceneLeavesTheAppWithoutIt() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16Pro)
    host.moveScene(to: .unattached)
    #expect(host.postedLifecycleNotifications.last == UIScene.didDisconnectNotification)
    host.perform { #expect(UIApplication.shared.connectedScenes.isEmpty) }
    host.moveScene(to: .foregroundActive)
    host.perform { #expect(UIApplication.shared.connectedScenes == [host.windowScene]) }
  }

  @Test func aMemoryWarningReachesTheDelegateTheObserversThenTheControllers() {
    final class Controller: UIViewController {
      let label: String
      init(_ label: String) {
        self.label = label
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { nil }
      var log: ((String) -> Void)?
      override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        log?(label)
      }
    }
    var order: [String] = []
    let parent = Controller("parent")
    let child = Controller("child")
    parent.addChild(child)
    child.didMove(toParent: parent)
    parent.log = { order.append($0) }
    child.log = { order.append($0) }
    let host = DeviceHost(parent, on: DeviceCatalog.iPhone16Pro)
    let delegate = AppDelegate()
    host.perform { UIApplication.shared.delegate = delegate }
    let token = NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
    ) { _ in
      MainActor.assumeIsolated {
        // Only this host's warning: its context is current while it posts.
        if UIScreen.main === host.window.screen { order.append("observer") }
      }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    host.simulateMemoryWarning()
    #expect(delegate.calls == ["didReceiveMemoryWarning"])
    #expect(order == ["observer", "parent", "child"])
  }

  @Test func eachHostSeesOnlyItsOwnSceneAndKeyWindow() {
    let phone = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16Pro)
    let pad = DeviceHost(UIViewController(), on: DeviceCatalog.iPadPro11)
    phone.moveApp(to: .background)
    phone.perform {
      #expect(UIApplication.shared.connectedScenes == [phone.windowScene])
      #expect(UIApplication.shared.keyWindow === phone.window)
      #expect(UIApplication.shared.applicationState == .background)
    }
    pad.perform {
      #expect(UIApplication.shared.connectedScenes == [pad.windowScene])
      #expect(UIApplication.shared.keyWindow === pad.window)
      #expect(UIApplication.shared.applicationState == .active)
    }
  }

  @Test func aWindowAddedAtAlertLevelShowsInFrontAndTakesKey() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16Pro)
    host.perform {
      let overlay = UIWindow(windowScene: host.windowScene)
      overlay.windowLevel = .alert
      overlay.makeKeyAndVisible()
      #expect(host.windowScene.windows == [host.window, overlay])
      #expect(!host.window.isKeyWindow)
      #expect(UIApplication.shared.keyWindow === overlay)
      #expect(overlay.frame == CGRect(x: 0, y: 0, width: 402, height: 874))
    }
  }

  @Test func anExtraWindowOfTheSceneFollowsItsScreenThroughARotation() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhoneSE3)
    let overlay = host.perform { UIWindow(windowScene: host.windowScene) }
    host.rotate(to: .landscapeRight)
    #expect(overlay.screen === host.window.screen)
    // 375 × 667 turned on its side.
    #expect(overlay.screen.bounds.size == CGSize(width: 667, height: 375))
  }

  @Test func openedURLsAreRecordedAndNothingOpens() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16Pro)
    var results: [Bool] = []
    host.perform {
      UIApplication.shared.open(URL(string: "mailto:a@example.com")!) { results.append($0) }
      UIApplication.shared.open(URL(string: "myapp://x")!) { results.append($0) }
    }
    #expect(
      host.openedURLs == [
        URL(string: "mailto:a@example.com")!, URL(string: "myapp://x")!,
      ])
    host.runPendingWork()
    #expect(results == [true, false])
    host.setHandledURLSchemes(["myapp"])
    #expect(host.perform { UIApplication.shared.canOpenURL(URL(string: "myapp://x")!) })
  }

  @Test func expiringBackgroundTasksRunsTheirHandlers() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16Pro)
    var expired = 0
    let task = host.perform {
      UIApplication.shared.beginBackgroundTask(withName: "sync") {
        MainActor.assumeIsolated { expired += 1 }
      }
    }
    #expect(host.activeBackgroundTasks == ["sync"])
    host.expireBackgroundTasks()
    #expect(expired == 1)
    host.perform { UIApplication.shared.endBackgroundTask(task) }
    #expect(host.activeBackgroundTasks.isEmpty)
  }

  @Test func aTextSizeChangePostsTheNewCategory() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhoneSE3)
    var categories: [UIContentSizeCategory] = []
    let token = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
    ) { notification in
      let category =
        notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey]
        as? UIContentSizeCategory
      MainActor.assumeIsolated {
        guard UIScreen.main === host.window.screen, let category else { return }
        categories.append(category)
      }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    host.setTraits(HostTraits(contentSizeCategory: .extraExtraLarge))
    #expect(categories == [.extraExtraLarge])
    host.perform {
      #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
    }
  }

  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func theAppsLayoutDirectionIsTheHosts(direction: UIUserInterfaceLayoutDirection) {
    let host = DeviceHost(
      UIViewController(), on: DeviceCatalog.iPhone16Pro,
      traits: HostTraits(layoutDirection: direction))
    #expect(host.perform { UIApplication.shared.userInterfaceLayoutDirection } == direction)
  }
}
