import Foundation
import Testing

@testable import UIKit

/// Traits when a controller becomes a window's root.
///
/// A controller whose view loaded before it was shown has the traits of no window (Bezel's: the
/// default device's, an iPhone at 3×); entering a window with other traits changes them, and UIKit
/// calls `traitCollectionDidChange(_:)` on each controller and view whose traits changed. A
/// controller whose view loads on entering takes the window's traits from the start: since iOS
/// 13 UIKit predicts traits before loading, and calls nothing.
@MainActor
struct WindowTraitTests {
  final class TraitView: UIView {
    var previousScales: [CGFloat] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      previousScales.append(previousTraitCollection?.displayScale ?? -1)
    }
  }

  final class TraitController: UIViewController {
    var previousScales: [CGFloat] = []
    let subview = TraitView()
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(subview)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      previousScales.append(previousTraitCollection?.displayScale ?? -1)
    }
  }

  /// A window with an iPad's traits: regular in both size classes, 2×.
  private func padWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
    window.windowTraitCollection = UITraitCollection(traitsFrom: [
      UITraitCollection.defaultTraits, UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
      UITraitCollection(displayScale: 2),
    ])
    return window
  }

  @Test func aControllerLoadedBeforeItIsShownHearsItsNewTraits() {
    let controller = TraitController()
    controller.loadViewIfNeeded()
    let window = padWindow()
    window.rootViewController = controller
    #expect(controller.previousScales == [3])
    #expect(controller.subview.previousScales == [3])
    #expect(controller.traitCollection.displayScale == 2)
    #expect(controller.traitCollection.horizontalSizeClass == .regular)
  }

  @Test func aControllerLoadedByItsWindowHearsNothing() {
    let controller = TraitController()
    let window = padWindow()
    window.rootViewController = controller
    #expect(controller.isViewLoaded)
    #expect(controller.previousScales.isEmpty)
    #expect(controller.subview.previousScales.isEmpty)
    #expect(controller.traitCollection.displayScale == 2)
  }

  @Test func aWindowWithTheSameTraitsCallsNothing() {
    let controller = TraitController()
    controller.loadViewIfNeeded()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = controller
    #expect(controller.previousScales.isEmpty)
  }
}
