import Foundation
import Testing

@testable import UIKit

/// Scenes, their windows and levels, and the key window, in a system of the test's own.
@MainActor
struct UISceneTests {
  private func makeScene() -> UIWindowScene {
    let session = UISceneSession(
      role: .windowApplication,
      configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
      persistentIdentifier: "test")
    return UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
  }

  @Test func activationStateRawValuesAreUIKits() {
    // UIScene.h: UISceneActivationStateUnattached = -1, ForegroundActive, ForegroundInactive,
    // Background.
    #expect(UIScene.ActivationState.unattached.rawValue == -1)
    #expect(UIScene.ActivationState.foregroundActive.rawValue == 0)
    #expect(UIScene.ActivationState.foregroundInactive.rawValue == 1)
    #expect(UIScene.ActivationState.background.rawValue == 2)
  }

  @Test func notificationNamesAreUIKitsStrings() {
    #expect(UIScene.willConnectNotification.rawValue == "UISceneWillConnectNotification")
    #expect(UIScene.didDisconnectNotification.rawValue == "UISceneDidDisconnectNotification")
    #expect(UIScene.didActivateNotification.rawValue == "UISceneDidActivateNotification")
    #expect(UIScene.willDeactivateNotification.rawValue == "UISceneWillDeactivateNotification")
    #expect(
      UIScene.willEnterForegroundNotification.rawValue
        == "UISceneWillEnterForegroundNotification")
    #expect(
      UIScene.didEnterBackgroundNotification.rawValue
        == "UISceneDidEnterBackgroundNotification")
    #expect(UIWindow.didBecomeKeyNotification.rawValue == "UIWindowDidBecomeKeyNotification")
    #expect(UIWindow.didResignKeyNotification.rawValue == "UIWindowDidResignKeyNotification")
    #expect(
      UISceneSession.Role.windowApplication.rawValue
        == "UIWindowSceneSessionRoleApplication")
  }

  @Test func windowLevelsAreUIKits() {
    #expect(UIWindow.Level.normal.rawValue == 0)
    #expect(UIWindow.Level.statusBar.rawValue == 1000)
    #expect(UIWindow.Level.alert.rawValue == 2000)
    #expect((UIWindow.Level.alert + 1).rawValue == 2001)
  }

  @Test func aNewSceneIsUnattachedUntilItConnects() {
    inOwnSystem { system in
      let scene = makeScene()
      #expect(scene.activationState == .unattached)
      #expect(UIApplication.shared.connectedScenes.isEmpty)
      scene.connect()
      #expect(scene.activationState == .background)
      #expect(UIApplication.shared.connectedScenes == [scene])
      #expect(UIApplication.shared.openSessions == [scene.session])
      #expect(scene.session.scene === scene)
    }
  }

  @Test func aWindowMadeWithASceneIsInItAtItsScreensSize() {
    inOwnSystem { _ in
      let scene = makeScene()
      let window = UIWindow(windowScene: scene)
      #expect(window.windowScene === scene)
      #expect(scene.windows == [window])
      #expect(window.frame == scene.screen.bounds)
      #expect(window.next === scene)
      #expect(scene.next === UIApplication.shared)
    }
  }

  @Test func aSceneListsItsWindowsByLevelFromBackToFront() {
    inOwnSystem { _ in
      let scene = makeScene()
      let alert = UIWindow(windowScene: scene)
      alert.windowLevel = .alert
      let main = UIWindow(windowScene: scene)
      let overlay = UIWindow(windowScene: scene)
      overlay.windowLevel = .statusBar
      let second = UIWindow(windowScene: scene)
      #expect(scene.windows == [main, second, overlay, alert])
    }
  }

  @Test func makingAWindowKeyMakesTheOtherNotKey() {
    inOwnSystem { _ in
      let scene = makeScene()
      scene.connect()
      let first = UIWindow(windowScene: scene)
      let second = UIWindow(windowScene: scene)
      first.makeKeyAndVisible()
      #expect(first.isKeyWindow)
      #expect(UIApplication.shared.keyWindow === first)
      second.makeKeyAndVisible()
      #expect(!first.isKeyWindow)
      #expect(second.isKeyWindow)
      #expect(scene.keyWindow === second)
      #expect(UIApplication.shared.keyWindow === second)
      #expect(UIApplication.shared.windows == [first, second])
    }
  }

  @Test func theOldKeyWindowResignsBeforeTheNewOneBecomesKey() {
    inOwnSystem { _ in
      let scene = makeScene()
      let first = UIWindow(windowScene: scene)
      let second = UIWindow(windowScene: scene)
      first.makeKey()
      let recorder = NotificationRecorder([
        UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification,
      ])
      second.makeKey()
      #expect(
        recorder.names == [
          UIWindow.didResignKeyNotification, UIWindow.didBecomeKeyNotification,
        ])
      #expect(recorder.objects.map { $0 as? UIWindow } == [first, second])
    }
  }

  @Test func aWindowThatLeavesItsSceneIsNoLongerListed() {
    inOwnSystem { _ in
      let scene = makeScene()
      let window = UIWindow(windowScene: scene)
      window.windowScene = nil
      #expect(scene.windows.isEmpty)
    }
  }

  @Test func aSceneMovesStepByStepWithWillBeforeAndDidAfterTheChange() {
    final class Delegate: UIResponder, UIWindowSceneDelegate {
      var calls: [String] = []
      func sceneWillResignActive(_ scene: UIScene) {
        calls.append("willResignActive \(scene.activationState.rawValue)")
      }
      func sceneDidEnterBackground(_ scene: UIScene) {
        calls.append("didEnterBackground \(scene.activationState.rawValue)")
      }
      func sceneWillEnterForeground(_ scene: UIScene) {
        calls.append("willEnterForeground \(scene.activationState.rawValue)")
      }
      func sceneDidBecomeActive(_ scene: UIScene) {
        calls.append("didBecomeActive \(scene.activationState.rawValue)")
      }
    }
    inOwnSystem { _ in
      let scene = makeScene()
      let delegate = Delegate()
      scene.delegate = delegate
      scene.connectActive()
      scene.move(to: .background)
      scene.move(to: .foregroundActive)
      // "Will" steps see the old state, "did" steps the new (foregroundActive 0,
      // foregroundInactive 1, background 2).
      #expect(
        delegate.calls == [
          "willResignActive 0", "didEnterBackground 2", "willEnterForeground 2",
          "didBecomeActive 0",
        ])
    }
  }

  @Test func theAppsStateFollowsItsScene() {
    inOwnSystem { _ in
      let scene = makeScene()
      scene.connectActive()
      #expect(UIApplication.shared.applicationState == .active)
      scene.move(to: .foregroundInactive)
      #expect(UIApplication.shared.applicationState == .inactive)
      scene.move(to: .background)
      #expect(UIApplication.shared.applicationState == .background)
    }
  }

  @Test func theStatusBarManagerReadsTheRootControllersStyle() {
    final class Light: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    inOwnSystem { _ in
      let scene = makeScene()
      scene.deviceStatusBarHeight = 54
      let window = UIWindow(windowScene: scene)
      window.rootViewController = Light()
      window.makeKeyAndVisible()
      #expect(scene.statusBarManager?.statusBarStyle == .lightContent)
      #expect(scene.statusBarManager?.isStatusBarHidden == false)
      #expect(
        scene.statusBarManager?.statusBarFrame
          == CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: 54))
    }
  }

  @Test func aSceneWithoutResizingHasNoSizeRestrictions() {
    inOwnSystem { _ in
      let scene = makeScene()
      #expect(scene.sizeRestrictions == nil)
      scene.supportsResizing = true
      #expect(scene.sizeRestrictions?.minimumSize == .zero)
    }
  }
}
