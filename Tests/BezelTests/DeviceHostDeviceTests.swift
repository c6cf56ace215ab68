import Bezel
import Foundation
import Testing
import UIKit

/// `UIDevice.current`, `UIScreen` and the window scene answer for the device and orientation a
/// host shows: an iPhone with a home indicator, one with a home button and an iPad, in both
/// orientations.
@MainActor
struct DeviceHostDeviceTests {
  /// What a device reports, from Apple's names and technical specifications.
  struct Expected: Sendable, CustomStringConvertible {
    var device: Device
    var model: String
    var systemName: String
    /// The screen upright in pixels: points × scale.
    var nativeSize: CGSize
    /// 120 with ProMotion (Apple's technical specifications), 60 otherwise.
    var framesPerSecond: Int
    /// The status bar in portrait and landscape; 0 where hidden.
    var statusBar: (portrait: CGFloat, landscape: CGFloat)
    var description: String { device.name }
  }

  nonisolated static let devices = [
    // 402 × 874 at 3×; ProMotion; the status bar fills the Dynamic Island's 62-point strip in
    // portrait and is hidden in landscape (the catalog's StatusBar model).
    Expected(
      device: DeviceCatalog.iPhone16Pro, model: "iPhone", systemName: "iOS",
      nativeSize: CGSize(width: 1206, height: 2622), framesPerSecond: 120,
      statusBar: (62, 0)),
    // 375 × 667 at 2×; no ProMotion; 20-point status bar, hidden in landscape.
    Expected(
      device: DeviceCatalog.iPhoneSE3, model: "iPhone", systemName: "iOS",
      nativeSize: CGSize(width: 750, height: 1334), framesPerSecond: 60, statusBar: (20, 0)),
    // 834 × 1194 at 2×; ProMotion; 24-point status bar in both orientations; "iPadOS" since 15.
    Expected(
      device: DeviceCatalog.iPadPro11, model: "iPad", systemName: "iPadOS",
      nativeSize: CGSize(width: 1668, height: 2388), framesPerSecond: 120, statusBar: (24, 24)),
  ]

  @Test(arguments: devices)
  func theDeviceReportsItsModelAndSystem(expected: Expected) {
    let host = DeviceHost(UIViewController(), on: expected.device)
    host.perform {
      let device = UIDevice.current
      #expect(device.model == expected.model)
      #expect(device.localizedModel == expected.model)
      #expect(device.name == expected.device.name)
      #expect(device.systemName == expected.systemName)
      #expect(device.systemVersion == "18.0")
      #expect(device.userInterfaceIdiom == expected.device.idiom)
    }
  }

  @Test func anIPadOnIOS13ReportsIOS() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPadPro11, era: .iOS13)
    host.perform {
      #expect(UIDevice.current.systemName == "iOS")
      #expect(UIDevice.current.systemVersion == "13.0")
    }
  }

  @Test(arguments: devices, [Orientation.portrait, .landscapeLeft])
  func theScreensNativeBoundsStayUpright(expected: Expected, orientation: Orientation) {
    let host = DeviceHost(UIViewController(), on: expected.device, orientation: orientation)
    host.perform {
      #expect(UIScreen.main.nativeBounds.size == expected.nativeSize)
      #expect(UIScreen.main.fixedCoordinateSpace.bounds.size == expected.device.screenSize)
      #expect(UIScreen.main.maximumFramesPerSecond == expected.framesPerSecond)
      #expect(host.windowScene.screen === UIScreen.main)
    }
  }

  @Test(arguments: devices, [Orientation.portrait, .landscapeLeft])
  func theStatusBarFrameIsTheTopStrip(expected: Expected, orientation: Orientation) {
    let host = DeviceHost(UIViewController(), on: expected.device, orientation: orientation)
    let height =
      orientation.isLandscape ? expected.statusBar.landscape : expected.statusBar.portrait
    let manager = host.windowScene.statusBarManager
    #expect(manager?.isStatusBarHidden == (height == 0))
    let width = host.windowSize.width
    #expect(
      manager?.statusBarFrame
        == (height == 0 ? .zero : CGRect(x: 0, y: 0, width: width, height: height)))
  }

  @Test(arguments: devices)
  func rotatingTurnsTheSceneAndTheDevice(expected: Expected) {
    let host = DeviceHost(UIViewController(), on: expected.device)
    host.perform { UIDevice.current.beginGeneratingDeviceOrientationNotifications() }
    #expect(host.windowScene.interfaceOrientation == .portrait)
    host.rotate(to: .landscapeLeft)
    #expect(host.windowScene.interfaceOrientation == .landscapeLeft)
    #expect(host.windowScene.effectiveGeometry.interfaceOrientation == .landscapeLeft)
    // UIApplication.h: the interface's landscape left is the device's landscape right.
    #expect(host.perform { UIDevice.current.orientation } == .landscapeRight)
    let size = expected.device.screenSize
    #expect(
      host.windowScene.coordinateSpace.bounds.size
        == CGSize(width: size.height, height: size.width))
  }

  @Test func rotatingPostsTheOrientationChangeOnlyWhileGenerating() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhoneSE3)
    var orientations: [UIDeviceOrientation] = []
    let token = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
    ) { _ in
      MainActor.assumeIsolated {
        guard UIScreen.main === host.window.screen else { return }
        orientations.append(UIDevice.current.orientation)
      }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    host.rotate(to: .landscapeLeft)
    #expect(orientations.isEmpty)
    host.perform { UIDevice.current.beginGeneratingDeviceOrientationNotifications() }
    host.rotate(to: .landscapeRight)
    host.rotate(to: .portrait)
    #expect(orientations == [.landscapeLeft, .portrait])
  }

  @Test func theSceneDelegateHearsTheRotation() {
    final class Delegate: UIResponder, UIWindowSceneDelegate {
      var previous: [UIInterfaceOrientation] = []
      func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
      ) {
        previous.append(previousInterfaceOrientation)
      }
    }
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPadPro11)
    let delegate = Delegate()
    host.windowScene.delegate = delegate
    host.rotate(to: .landscapeRight)
    #expect(delegate.previous == [.portrait])
  }

  @Test func theWindowSceneHasTheWindowsTraits() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPadPro11)
    #expect(host.windowScene.traitCollection.userInterfaceIdiom == .pad)
    #expect(host.windowScene.traitCollection.horizontalSizeClass == .regular)
    #expect(host.perform { UIScreen.main.traitCollection.userInterfaceIdiom } == .pad)
  }

  @Test func onlyTheIPadHasSizeRestrictions() {
    // "The system provides this object only when it supports variable-sized windows"
    // (UISceneSizeRestrictions).
    let phone = DeviceHost(UIViewController(), on: DeviceCatalog.iPhone16Pro)
    let pad = DeviceHost(UIViewController(), on: DeviceCatalog.iPadPro11)
    #expect(phone.windowScene.sizeRestrictions == nil)
    #expect(pad.windowScene.sizeRestrictions != nil)
  }

  @Test func theBatteryChangesAreHeardWhileMonitoring() {
    let host = DeviceHost(UIViewController(), on: DeviceCatalog.iPhoneSE3)
    host.perform { UIDevice.current.isBatteryMonitoringEnabled = true }
    host.setBattery(state: .charging, level: 0.5)
    host.perform {
      #expect(UIDevice.current.batteryState == .charging)
      #expect(UIDevice.current.batteryLevel == 0.5)
    }
  }

  @Test func theProximitySensorIsAnIPhones() {
    let phone = DeviceHost(UIViewController(), on: DeviceCatalog.iPhoneSE3)
    let pad = DeviceHost(UIViewController(), on: DeviceCatalog.iPadPro11)
    phone.perform { UIDevice.current.isProximityMonitoringEnabled = true }
    pad.perform { UIDevice.current.isProximityMonitoringEnabled = true }
    #expect(phone.perform { UIDevice.current.isProximityMonitoringEnabled })
    #expect(!pad.perform { UIDevice.current.isProximityMonitoringEnabled })
  }
}
