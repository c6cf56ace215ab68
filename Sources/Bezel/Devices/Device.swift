import UIKit

/// A device Bezel can lay a scene out on: its screen, the insets its hardware and status bar
/// impose, and where each value comes from.
///
/// Devices come from `DeviceCatalog`. Values that changed between OS releases are kept per
/// `OSEra`; the functions that read them take an era whose default, `OSEra.default`, is the era
/// of the measured data (iOS 14 through 18).
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// The name Apple gives the device (and its simulator), for example `"iPhone 14 Pro"`.
  public var name: String
  /// The year the device was released.
  public var year: Int
  /// The interface idiom: `.phone` (iPhone and iPod touch), `.pad` or `.tv`.
  public var idiom: UIUserInterfaceIdiom
  /// The screen's size in points in its natural orientation: portrait for iPhones and iPads,
  /// landscape for Apple TV.
  public var screenSize: CGSize
  /// The number of pixels per point (`UIScreen.scale`).
  public var scale: CGFloat
  /// Where the screen size and scale come from.
  public var screenSource: Source
  /// The radius of the screen's rounded corners in points (`_displayCornerRadius`, as DIM
  /// printed it), where known; 0 for square screens.
  public var cornerRadius: Sourced<CGFloat>?
  /// The notch or Dynamic Island and the size Bezel draws it at, or nil without one.
  ///
  /// It never affects layout (see `SensorHousing`).
  public var sensorHousing: Sourced<SensorHousing>?
  /// The insets the hardware imposes, per era (see `HardwareInsets`).
  public var hardwareInsets: EraValues<HardwareInsets>
  /// The status bar's heights, per era (see `StatusBar`).
  public var statusBar: EraValues<StatusBar>
  /// The Split View widths an iPad offers, with their size classes; empty where unknown and on
  /// other devices.
  public var splitViews: [SplitView]
  /// The size of a Slide Over window in portrait, where known.
  public var slideOver: Sourced<CGSize>?

  /// Creates a device.
  public init(
    name: String, year: Int, idiom: UIUserInterfaceIdiom, screenSize: CGSize, scale: CGFloat,
    screenSource: Source, cornerRadius: Sourced<CGFloat>? = nil,
    sensorHousing: Sourced<SensorHousing>? = nil, hardwareInsets: EraValues<HardwareInsets>,
    statusBar: EraValues<StatusBar>,
    splitViews: [SplitView] = [], slideOver: Sourced<CGSize>? = nil
  ) {
    self.name = name
    self.year = year
    self.idiom = idiom
    self.screenSize = screenSize
    self.scale = scale
    self.screenSource = screenSource
    self.cornerRadius = cornerRadius
    self.sensorHousing = sensorHousing
    self.hardwareInsets = hardwareInsets
    self.statusBar = statusBar
    self.splitViews = splitViews
    self.slideOver = slideOver
  }

  /// The device's name.
  public var description: String { name }
}
