import Bezel
import UIKit

/// swift-snapshot-testing's description of a device screen, which its strategies take as
/// `on:` (`SnapshotTesting/Common/View.swift`, declared there for iOS only).
///
/// The same names, shapes and values as swift-snapshot-testing 1.19.7, so that a test written
/// for iOS compiles unchanged; each preset also names the device of Bezel's catalog with the
/// same screen and safe area, which the strategies host the controller on.
public struct ViewImageConfig: Sendable {
  /// A phone's orientation.
  public enum Orientation {
    case landscape
    case portrait
  }

  /// A tablet's orientation and its Split View share of the screen.
  public enum TabletOrientation {
    /// Split View shares in portrait.
    public enum PortraitSplits {
      case oneThird
      case twoThirds
      case full
    }
    /// Split View shares in landscape.
    public enum LandscapeSplits {
      case oneThird
      case oneHalf
      case twoThirds
      case full
    }
    case landscape(splitView: LandscapeSplits)
    case portrait(splitView: PortraitSplits)
  }

  public var safeArea: UIEdgeInsets
  public var size: CGSize?
  public var traits: UITraitCollection

  /// The catalog device a preset stands for; nil for a configuration made with `init`, which the
  /// strategies show on a device of its size.
  public var device: Device?
  /// The device's orientation.
  public var orientation: Bezel.Orientation
  /// The Split View share of an iPad preset, nil for the full screen.
  public var splitView: SplitView.Fraction?
  /// The OS era whose values the device gives (`OSEra.default` unless set).
  public var era: OSEra = .default

  public init(
    safeArea: UIEdgeInsets = .zero,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
    self.device = nil
    self.orientation = .portrait
    self.splitView = nil
  }

  /// A configuration for a catalog device, in an orientation and Split View share.
  public init(
    device: Device, orientation: Bezel.Orientation = .portrait,
    splitView: SplitView.Fraction? = nil
  ) {
    let size =
      splitView.flatMap { device.splitView($0, in: orientation)?.size }
      ?? device.bounds(in: orientation)
    self.init(safeArea: .zero, size: size, traits: .init())
    self.device = device
    self.orientation = orientation
    self.splitView = splitView
  }
}
