import UIKit

extension Device {
  /// The devices whose display refreshes at up to 120 Hz (ProMotion), by name: Apple's technical
  /// specifications list "ProMotion technology with adaptive refresh rates up to 120Hz" for the
  /// iPhone 13 Pro and Pro Max and every Pro since, the whole iPhone 17 line but the 17e, the
  /// iPhone Air, and every iPad Pro since the 10.5-inch and second 12.9-inch of 2017.
  static let proMotionNames: Set<String> = [
    "iPhone 13 Pro", "iPhone 13 Pro Max", "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15 Pro",
    "iPhone 15 Pro Max", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 17", "iPhone 17 Pro",
    "iPhone 17 Pro Max", "iPhone Air",
    "iPad Pro (10.5-inch)", "iPad Pro (12.9-inch) (2nd generation)",
    "iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch) (4th generation)",
    "iPad Pro (12.9-inch) (5th generation)", "iPad Pro (12.9-inch) (6th generation)",
    "iPad Pro (11-inch) (1st generation)", "iPad Pro (11-inch) (2nd generation)",
    "iPad Pro (11-inch) (3rd generation)", "iPad Pro (11-inch) (4th generation)",
    "iPad Pro 11-inch (M4)", "iPad Pro 13-inch (M4)", "iPad Pro 11-inch (M5)",
    "iPad Pro 13-inch (M5)",
  ]

  /// The most frames a second the display shows (`UIScreen.maximumFramesPerSecond`): 120 with
  /// ProMotion, 60 otherwise (Apple's technical specifications; see `proMotionNames`).
  public var maximumFramesPerSecond: Int {
    Device.proMotionNames.contains(name) ? 120 : 60
  }

  /// `UIDevice.model`: `"iPhone"`, `"iPod touch"`, `"iPad"` or `"Apple TV"`.
  public var model: String {
    switch idiom {
    case .pad: "iPad"
    case .tv: "Apple TV"
    default: name.hasPrefix("iPod") ? "iPod touch" : "iPhone"
    }
  }
}

extension OSEra {
  /// The version `UIDevice.systemVersion` reports in the era: the last major version the era
  /// covers, a model (iOS 10 for iOS 9 and 10, iOS 18 for iOS 14 through 18).
  public var systemVersion: String {
    switch self {
    case .iOS9: "10.0"
    case .iOS11: "11.0"
    case .iOS12: "12.0"
    case .iOS13: "13.0"
    case .iOS14: "18.0"
    case .iOS26: "26.0"
    }
  }

  /// The major version of `systemVersion`.
  var reportedMajorVersion: Int {
    Int(systemVersion.prefix { $0 != "." }) ?? firstVersion
  }
}

extension Orientation {
  /// The orientation of the same name as `interfaceOrientation`; nil for `.unknown`.
  public init?(_ interfaceOrientation: UIInterfaceOrientation) {
    switch interfaceOrientation {
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeLeft
    case .landscapeRight: self = .landscapeRight
    case .unknown: return nil
    }
  }

  /// The interface orientation of the same name.
  public var interfaceOrientation: UIInterfaceOrientation {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeLeft
    case .landscapeRight: .landscapeRight
    }
  }

  /// The device orientation that shows this interface orientation: the landscape ones swap
  /// ("UIInterfaceOrientationLandscapeLeft is equal to UIDeviceOrientationLandscapeRight (and
  /// vice versa)", UIApplication.h).
  public var deviceOrientation: UIDeviceOrientation {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    }
  }
}
