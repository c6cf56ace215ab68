import Bezel
import Testing
import UIKit

/// A presented controller on hosted devices: a full-screen presentation covers the window, so its
/// view has the window's frame, safe area, margins and size classes in every orientation and
/// layout direction; its view loads with the host's screen; animations run on the host's clock.
@MainActor
struct PresentationHostTests {
  /// An iPhone with a home indicator, one with a home button, and an iPad.
  nonisolated static let devices = [
    DeviceCatalog.iPhoneX, DeviceCatalog.iPhone8, DeviceCatalog.iPadPro11,
  ]
  nonisolated static let orientations: [Orientation] = [.portrait, .landscapeLeft]
  static let directions: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]
  static let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen]

  private func present(
    style: UIModalPresentationStyle, on device: Device, orientation: Orientation,
    direction: UIUserInterfaceLayoutDirection
  ) -> (host: DeviceHost, presented: UIViewController) {
    let root = UIViewController()
    let host = DeviceHost(
      root, on: device, orientation: orientation, traits: HostTraits(layoutDirection: direction))
    let presented = UIViewController()
    presented.modalPresentationStyle = style
    host.perform {
      root.present(presented, animated: false)
      host.window.layoutIfNeeded()
    }
    return (host, presented)
  }

  @Test(arguments: devices, orientations)
  func aFullScreenPresentationHasTheWindowsGeometry(device: Device, orientation: Orientation) {
    for direction in Self.directions {
      for style in Self.styles {
        let (host, presented) = present(
          style: style, on: device, orientation: orientation, direction: direction)
        let window = host.window
        let view: UIView = presented.view
        #expect(view.convert(view.bounds, to: window) == window.bounds)
        #expect(view.safeAreaInsets == window.safeAreaInsets)
        // The root view covers the window too: the same margins as the root's, as UIKit gives
        // any full-screen root view.
        let rootView: UIView = host.rootViewController.view
        if style == .overFullScreen {
          #expect(view.layoutMargins == rootView.layoutMargins)
          #expect(view.directionalLayoutMargins == rootView.directionalLayoutMargins)
        }
        let traits = presented.traitCollection
        #expect(traits.horizontalSizeClass == window.traitCollection.horizontalSizeClass)
        #expect(traits.verticalSizeClass == window.traitCollection.verticalSizeClass)
        #expect(traits.layoutDirection == (direction == .rightToLeft ? .rightToLeft : .leftToRight))
        #expect(view.effectiveUserInterfaceLayoutDirection == direction)
      }
    }
  }

  // The numbers for one notched iPhone: 44 sensor housing and 34 home indicator in portrait;
  // 44 on both sides and 21 below in landscape, margins 44 + 16 = 60 (DIM: RootGeometry.swift).
  @Test func aPresentedViewOnAnIPhoneXHasItsSafeArea() {
    let (host, presented) = present(
      style: .fullScreen, on: DeviceCatalog.iPhoneX, orientation: .portrait,
      direction: .leftToRight)
    #expect(presented.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    host.rotate(to: .landscapeLeft)
    #expect(presented.view.bounds.size == CGSize(width: 812, height: 375))
    #expect(presented.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(presented.view.layoutMargins == UIEdgeInsets(top: 0, left: 60, bottom: 21, right: 60))
  }

  // A presented controller has no parent: its `loadView` still reads the presenting window's
  // screen, not the default one.
  @Test func thePresentedViewLoadsWithTheHostsScreen() {
    final class ScreenReader: UIViewController {
      var screenBounds: CGRect?
      override func loadView() {
        screenBounds = UIScreen.main.bounds
        view = UIView(frame: UIScreen.main.bounds)
      }
    }
    let root = UIViewController()
    let host = DeviceHost(root, on: DeviceCatalog.iPadPro11)
    let presented = ScreenReader()
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    #expect(presented.screenBounds?.size == host.windowSize)
  }

  // The default transition runs on the host's clock, 0.5 s.
  @Test func anAnimatedPresentationRunsOnTheHostsClock() {
    let root = UIViewController()
    let host = DeviceHost(root, on: DeviceCatalog.iPhone8)
    let presented = UIViewController()
    var completed = false
    host.perform { root.present(presented, animated: true) { completed = true } }
    #expect(host.topmostViewController === presented)
    host.advance(by: 0.4)
    #expect(!completed)
    host.advance(by: 0.1)
    #expect(completed)
    #expect(
      host.presentedViewControllers.map { ObjectIdentifier($0) } == [ObjectIdentifier(presented)])
    host.perform { presented.dismiss(animated: true) }
    host.finish()
    #expect(host.topmostViewController === root)
    #expect(host.presentedViewControllers.isEmpty)
  }
}
