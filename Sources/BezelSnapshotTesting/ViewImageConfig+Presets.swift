import Bezel
import UIKit

// swift-snapshot-testing 1.19.7's presets (`SnapshotTesting/Common/View.swift`, `#if os(iOS)`),
// each on the catalog device with the same screen and safe area: a preset's size and safe area
// are swift-snapshot-testing's, the layout is the device's. `.iPadPro12_9`'s safe area (20
// points at the top, none at the bottom) is the home-button 12.9" iPad Pro's.
extension ViewImageConfig {
  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone SE (1st generation)", orientation, .iPhoneSe(orientation))
  }

  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 8", orientation, .iPhone8(orientation))
  }

  public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 8 Plus", orientation, .iPhone8Plus(orientation))
  }

  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone X", orientation, .iPhoneX(orientation))
  }

  public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone XS Max", orientation, .iPhoneXsMax(orientation))
  }

  public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone XR", orientation, .iPhoneXr(orientation))
  }

  public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 12", orientation, .iPhone12(orientation))
  }

  public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 12 Pro", orientation, .iPhone12(orientation))
  }

  public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 12 Pro Max", orientation, .iPhone12ProMax(orientation))
  }

  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 13", orientation, .iPhone13(orientation))
  }

  public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 13 mini", orientation, .iPhone13(orientation))
  }

  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 13 Pro", orientation, .iPhone13(orientation))
  }

  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 13 Pro Max", orientation, .iPhone13ProMax(orientation))
  }

  // Tablets: landscape by default, as swift-snapshot-testing's.

  public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(orientation.tablet)
  }
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet("iPad mini 4", orientation)
  }

  public static let iPad9_7 = iPadMini
  public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(orientation)
  }
  public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
    iPadMini(orientation)
  }

  public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
    iPad10_2(orientation.tablet)
  }
  public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet("iPad (9th generation)", orientation)
  }

  public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro10_5(orientation.tablet)
  }
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet("iPad Pro (10.5-inch)", orientation)
  }

  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro11(orientation.tablet)
  }
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet("iPad Pro (11-inch) (4th generation)", orientation)
  }

  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro12_9(orientation.tablet)
  }
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet("iPad Pro (12.9-inch) (2nd generation)", orientation)
  }

  /// A phone preset: the catalog device, landscape as `UIInterfaceOrientation.landscapeRight`
  /// (the orientation a simulator turned once to the left shows).
  private static func phone(
    _ name: String, _ orientation: Orientation, _ traits: UITraitCollection
  ) -> ViewImageConfig {
    var config = configuration(name, orientation == .portrait ? .portrait : .landscapeRight, nil)
    config.traits = traits
    return config
  }

  private static func tablet(_ name: String, _ orientation: TabletOrientation) -> ViewImageConfig {
    var config = tabletPlacement(name, orientation)
    config.traits =
      config.device.flatMap { device in
        config.splitView.flatMap { device.splitView($0, in: config.orientation) }
      }.map { $0.horizontalSizeClass == .compact ? .iPadMini_Compact_SplitView : .iPadMini }
      ?? .iPadMini
    return config
  }

  private static func tabletPlacement(_ name: String, _ orientation: TabletOrientation)
    -> ViewImageConfig
  {
    switch orientation {
    case .landscape(let split):
      let fraction: SplitView.Fraction? =
        switch split {
        case .oneThird: .oneThird
        case .oneHalf: .half
        case .twoThirds: .twoThirds
        case .full: nil
        }
      return configuration(name, .landscapeRight, fraction)
    case .portrait(let split):
      let fraction: SplitView.Fraction? =
        switch split {
        case .oneThird: .oneThird
        case .twoThirds: .twoThirds
        case .full: nil
        }
      return configuration(name, .portrait, fraction)
    }
  }

  private static func configuration(
    _ name: String, _ orientation: Bezel.Orientation, _ split: SplitView.Fraction?
  ) -> ViewImageConfig {
    // Every name above is in the catalog (tested); an unknown one would show on the default
    // iPhone rather than stop the test run.
    let device = DeviceCatalog.device(named: name) ?? DeviceCatalog.iPhone8
    return ViewImageConfig(device: device, orientation: orientation, splitView: split)
  }
}

extension ViewImageConfig.Orientation {
  /// The full-screen tablet orientation, as swift-snapshot-testing maps it.
  fileprivate var tablet: ViewImageConfig.TabletOrientation {
    switch self {
    case .landscape: .landscape(splitView: .full)
    case .portrait: .portrait(splitView: .full)
    }
  }
}
