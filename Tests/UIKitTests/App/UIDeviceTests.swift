import Foundation
import Testing

@testable import UIKit

/// `UIDevice.current`, the orientations and `UIScreen`'s device geometry, in a system of the
/// test's own.
@MainActor
struct UIDeviceTests {
  @Test func deviceOrientationRawValuesAreUIKits() {
    // UIDevice.h: Unknown, Portrait, PortraitUpsideDown, LandscapeLeft, LandscapeRight, FaceUp,
    // FaceDown, from 0.
    let all: [UIDeviceOrientation] = [
      .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp,
      .faceDown,
    ]
    #expect(all.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
  }

  @Test func deviceOrientationHelpersSortTheCases() {
    #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait)
    #expect(UIDeviceOrientation.landscapeRight.isLandscape)
    #expect(UIDeviceOrientation.faceDown.isFlat)
    #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    #expect(!UIDeviceOrientation.unknown.isValidInterfaceOrientation)
    #expect(UIDeviceOrientation.landscapeLeft.isValidInterfaceOrientation)
  }

  @Test func interfaceOrientationsSwapTheDevicesLandscapes() {
    // UIApplication.h: UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight.
    #expect(
      UIInterfaceOrientation.landscapeLeft.rawValue
        == UIDeviceOrientation.landscapeRight.rawValue)
    #expect(
      UIInterfaceOrientation.landscapeRight.rawValue
        == UIDeviceOrientation.landscapeLeft.rawValue)
    // UIInterfaceOrientationMask: 1 << each orientation.
    #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
    #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
    #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 8)
    #expect(UIInterfaceOrientationMask.all.rawValue == 30)
    #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
  }

  @Test func idiomRawValuesAreUIKits() {
    let idioms: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
    #expect(idioms.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
  }

  @Test func outsideAnyHostTheDeviceIsAnIPhone16() {
    inOwnSystem { _ in
      let device = UIDevice.current
      #expect(device.userInterfaceIdiom == .phone)
      #expect(UI_USER_INTERFACE_IDIOM() == .phone)
      #expect(device.model == "iPhone")
      #expect(device.name == "iPhone 16")
      #expect(device.systemName == "iOS")
      #expect(device.isMultitaskingSupported)
    }
  }

  @Test func orientationIsUnknownUntilNotificationsAreGenerated() {
    inOwnSystem { _ in
      let device = UIDevice.current
      #expect(device.orientation == .unknown)
      device.beginGeneratingDeviceOrientationNotifications()
      #expect(device.isGeneratingDeviceOrientationNotifications)
      #expect(device.orientation == .portrait)
    }
  }

  @Test func orientationNotificationRequestsNest() {
    inOwnSystem { _ in
      let device = UIDevice.current
      device.beginGeneratingDeviceOrientationNotifications()
      device.beginGeneratingDeviceOrientationNotifications()
      device.endGeneratingDeviceOrientationNotifications()
      #expect(device.isGeneratingDeviceOrientationNotifications)
      device.endGeneratingDeviceOrientationNotifications()
      device.endGeneratingDeviceOrientationNotifications()
      #expect(!device.isGeneratingDeviceOrientationNotifications)
    }
  }

  @Test func theBatteryIsUnknownWhileNotMonitored() {
    inOwnSystem { _ in
      let device = UIDevice.current
      #expect(device.batteryState == .unknown)
      #expect(device.batteryLevel == -1)
      device.isBatteryMonitoringEnabled = true
      #expect(device.batteryState == .unplugged)
      #expect(device.batteryLevel == 1)
    }
  }

  @Test func proximityMonitoringStaysOffWithoutASensor() {
    var pad = DeviceFacts.default
    pad.userInterfaceIdiom = .pad
    pad.hasProximitySensor = false
    inOwnSystem(pad) { _ in
      UIDevice.current.isProximityMonitoringEnabled = true
      #expect(!UIDevice.current.isProximityMonitoringEnabled)
    }
    inOwnSystem { _ in
      UIDevice.current.isProximityMonitoringEnabled = true
      #expect(UIDevice.current.isProximityMonitoringEnabled)
    }
  }

  @Test func batteryStateRawValuesAreUIKits() {
    let states: [UIDevice.BatteryState] = [.unknown, .unplugged, .charging, .full]
    #expect(states.map(\.rawValue) == [0, 1, 2, 3])
    #expect(
      UIDevice.orientationDidChangeNotification.rawValue
        == "UIDeviceOrientationDidChangeNotification")
  }
}
