import UIKit

/// The parts of a screen that the hardware keeps out of the safe area, apart from the status
/// bar: the sensor housing (notch or Dynamic Island), the home indicator, the rounded corners in
/// landscape, and on Apple TV the overscan compensation.
///
/// These insets stay when an app hides its status bar: "on iPhone X, preferring the status bar
/// hidden does not also hide the sensor housing" (WWDC 2018 session 235). Left and right are
/// equal in landscape on every iPhone measured — the sensor housing on one side is matched by
/// the rounded corners on the other (DIM; react-native-safe-area-context #100; CodenameOne PR
/// #3794) — so landscape left and landscape right share one value.
public struct HardwareInsets: Hashable, Sendable {
  /// The insets in portrait (and upside-down portrait).
  public var portrait: UIEdgeInsets
  /// The insets in landscape, left or right.
  public var landscape: UIEdgeInsets

  /// Creates hardware insets from their portrait and landscape values.
  public init(portrait: UIEdgeInsets, landscape: UIEdgeInsets) {
    self.portrait = portrait
    self.landscape = landscape
  }

  /// No hardware insets: home-button iPhones and iPads.
  public static let none = HardwareInsets(portrait: .zero, landscape: .zero)

  /// The insets of an iPhone with a notch or a Dynamic Island.
  ///
  /// The sensor housing insets the top in portrait and both sides in landscape; the home
  /// indicator insets the bottom by 34 in portrait (DIM; KR) and by `landscapeHomeIndicator`
  /// in landscape (21 through iOS 18, 20 on iOS 26).
  public static func sensorHousing(_ sensorHousing: CGFloat, landscapeHomeIndicator: CGFloat)
    -> HardwareInsets
  {
    HardwareInsets(
      portrait: UIEdgeInsets(top: sensorHousing, left: 0, bottom: 34, right: 0),
      landscape: UIEdgeInsets(
        top: 0, left: sensorHousing, bottom: landscapeHomeIndicator, right: sensorHousing))
  }

  /// The insets of an iPad with a home indicator and no home button: the bottom only, in every
  /// orientation.
  public static func homeIndicator(_ bottom: CGFloat) -> HardwareInsets {
    let insets = UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
    return HardwareInsets(portrait: insets, landscape: insets)
  }

  /// Overscan compensation on a television, the same whatever the orientation.
  public static func overscan(_ insets: UIEdgeInsets) -> HardwareInsets {
    HardwareInsets(portrait: insets, landscape: insets)
  }

  /// The insets in `orientation`.
  public func insets(in orientation: Orientation) -> UIEdgeInsets {
    orientation.isLandscape ? landscape : portrait
  }

  /// The top inset in portrait due to the notch or Dynamic Island; 0 without one.
  public var sensorHousing: CGFloat { portrait.top }

  /// The bottom inset for the home indicator in `orientation`; 0 with a home button.
  public func homeIndicator(in orientation: Orientation) -> CGFloat {
    insets(in: orientation).bottom
  }
}
