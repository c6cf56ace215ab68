import Foundation
import Testing

@testable import UIKit

/// A window's environment (traits, device insets, bar heights, readable widths, glyphs) lives
/// in its context, and every view in the window reads it from there; a view outside any window
/// reads the default device's.
@MainActor
struct WindowEnvironmentTests {
  @Test func aViewInAWindowReadsItsWindowsContext() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = UIView()
    window.addSubview(view)
    #expect(view.environment === window.context)
    #expect(window.context.window === window)
  }

  @Test func aViewOutsideAnyWindowReadsTheDefaults() {
    let view = UIView()
    #expect(view.environment === WindowContext.noWindow)
    #expect(view.environment.barMetrics == .default)
    #expect(view.environment.deviceSafeAreaInsets == .zero)
  }

  @Test func barHeightsSetOnTheContextSizeTheBarsInTheWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let toolbar = UIToolbar()
    window.addSubview(toolbar)
    // A toolbar is as tall as the environment's toolbar height: 32 chosen for the test.
    window.context.barMetrics = UIBarMetricsModel(
      navigationBarHeight: 32, largeTitleNavigationBarHeight: 84, toolbarHeight: 32,
      tabBarHeight: 49)
    #expect(toolbar.sizeThatFits(CGSize(width: 320, height: 100)).height == 32)
    #expect(window.barMetrics.toolbarHeight == 32)
  }

  @Test func deviceInsetsSetOnTheContextAreTheWindowsSafeArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let insets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    window.context.deviceSafeAreaInsets = insets
    window.layoutIfNeeded()
    #expect(window.safeAreaInsets == insets)
  }

  @Test func traitsSetOnTheContextAreTheWindowsTraits() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
    let view = UIView()
    window.addSubview(view)
    window.context.traitCollection = UITraitCollection(traitsFrom: [
      UITraitCollection.defaultTraits, UITraitCollection(displayScale: 2),
    ])
    #expect(view.traitCollection.displayScale == 2)
    #expect(window.windowTraitCollection.displayScale == 2)
  }
}
