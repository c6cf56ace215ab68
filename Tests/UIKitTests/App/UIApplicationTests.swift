import BezelTestSupport
import Foundation
import Testing

@testable import UIKit

/// `UIApplication.shared`: its raw values and names, URLs, background tasks and settings, in a
/// system of the test's own.
@MainActor
@Suite(.ownAnimationClock)
struct UIApplicationTests {
  @Test func stateRawValuesAreUIKits() {
    // UIApplication.h: UIApplicationStateActive, Inactive, Background.
    #expect(UIApplication.State.active.rawValue == 0)
    #expect(UIApplication.State.inactive.rawValue == 1)
    #expect(UIApplication.State.background.rawValue == 2)
  }

  @Test func notificationNamesAreUIKitsStrings() {
    #expect(
      UIApplication.didBecomeActiveNotification.rawValue
        == "UIApplicationDidBecomeActiveNotification")
    #expect(
      UIApplication.willResignActiveNotification.rawValue
        == "UIApplicationWillResignActiveNotification")
    #expect(
      UIApplication.didEnterBackgroundNotification.rawValue
        == "UIApplicationDidEnterBackgroundNotification")
    #expect(
      UIApplication.willEnterForegroundNotification.rawValue
        == "UIApplicationWillEnterForegroundNotification")
    #expect(
      UIApplication.didFinishLaunchingNotification.rawValue
        == "UIApplicationDidFinishLaunchingNotification")
    #expect(
      UIApplication.willTerminateNotification.rawValue
        == "UIApplicationWillTerminateNotification")
    #expect(
      UIApplication.didReceiveMemoryWarningNotification.rawValue
        == "UIApplicationDidReceiveMemoryWarningNotification")
    #expect(
      UIApplication.significantTimeChangeNotification.rawValue
        == "UIApplicationSignificantTimeChangeNotification")
    #expect(
      UIContentSizeCategory.didChangeNotification.rawValue
        == "UIContentSizeCategoryDidChangeNotification")
    #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
  }

  @Test func anAppWithNoSceneIsActive() {
    inOwnSystem { _ in
      #expect(UIApplication.shared.applicationState == .active)
      #expect(UIApplication.shared.connectedScenes.isEmpty)
    }
  }

  @Test func openSettingsURLStringIsUIKits() {
    #expect(UIApplication.openSettingsURLString == "app-settings:")
  }

  @Test func canOpenURLAnswersForTheSystemsSchemesOnly() {
    inOwnSystem { _ in
      #expect(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
      #expect(UIApplication.shared.canOpenURL(URL(string: "TEL:123")!))
      #expect(!UIApplication.shared.canOpenURL(URL(string: "myapp://open")!))
    }
  }

  @Test func openRecordsTheURLAndCompletesOnTheNextTurn() {
    inOwnSystem { system in
      var results: [Bool] = []
      UIApplication.shared.open(URL(string: "https://example.com")!) { results.append($0) }
      #expect(system.openedURLs.map(\.url) == [URL(string: "https://example.com")!])
      #expect(results.isEmpty)
      CoreAnimationContext.current.runPendingWork()
      #expect(results == [true])
    }
  }

  @Test func openingAUniversalLinkOnlyFails() {
    inOwnSystem { _ in
      var results: [Bool] = []
      UIApplication.shared.open(
        URL(string: "https://example.com")!, options: [.universalLinksOnly: true]
      ) { results.append($0) }
      CoreAnimationContext.current.runPendingWork()
      #expect(results == [false])
    }
  }

  @Test func backgroundTasksGetIncreasingIdentifiersAndEnd() {
    inOwnSystem { system in
      let first = UIApplication.shared.beginBackgroundTask(withName: "upload")
      let second = UIApplication.shared.beginBackgroundTask()
      #expect(first != .invalid)
      #expect(second.rawValue == first.rawValue + 1)
      UIApplication.shared.endBackgroundTask(first)
      #expect(system.backgroundTasks.map(\.identifier) == [second.rawValue])
    }
  }

  @Test func endingAnUnknownBackgroundTaskLogsAndChangesNothing() {
    inOwnSystem { system in
      let task = UIApplication.shared.beginBackgroundTask()
      let messages = UIKitDiagnostics.capturing {
        UIApplication.shared.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: 99))
        UIApplication.shared.endBackgroundTask(.invalid)
      }
      #expect(messages.count == 2)
      #expect(
        messages.first?.text.hasPrefix("Can't end BackgroundTask: no background task") == true)
      #expect(system.backgroundTasks.map(\.identifier) == [task.rawValue])
    }
  }

  @Test func settingsAreRecordedPerSystem() {
    inOwnSystem { _ in
      UIApplication.shared.isIdleTimerDisabled = true
      UIApplication.shared.applicationIconBadgeNumber = 3
      #expect(UIApplication.shared.isIdleTimerDisabled)
      #expect(UIApplication.shared.applicationIconBadgeNumber == 3)
    }
    inOwnSystem { _ in
      #expect(!UIApplication.shared.isIdleTimerDisabled)
      #expect(UIApplication.shared.applicationIconBadgeNumber == 0)
    }
  }

  @Test func theDelegateIsHeldWeakly() {
    final class Delegate: NSObject, UIApplicationDelegate {}
    inOwnSystem { _ in
      var delegate: Delegate? = Delegate()
      UIApplication.shared.delegate = delegate
      #expect(UIApplication.shared.delegate === delegate)
      delegate = nil
      #expect(UIApplication.shared.delegate == nil)
    }
  }

  @Test func aDelegateWithoutMethodsGetsUIKitsDefaults() {
    final class Delegate: NSObject, UIApplicationDelegate {}
    let delegate = Delegate()
    let app = UIApplication.shared
    #expect(delegate.application(app, didFinishLaunchingWithOptions: nil))
    #expect(delegate.window == nil)
    #expect(!delegate.application(app, open: URL(string: "x:y")!, options: [:]))
  }
}
