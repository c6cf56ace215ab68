/// The orientation of a device's interface.
///
/// Apple TV has one orientation, landscape; the catalog answers for it whatever orientation is
/// asked.
public enum Orientation: Sendable, Hashable, CaseIterable {
  /// Home button (or home indicator) at the bottom.
  case portrait
  /// Home button (or home indicator) at the top.
  case portraitUpsideDown
  /// Landscape like `UIInterfaceOrientation.landscapeLeft`: the home button (or home
  /// indicator) on the left, the device turned as `UIDeviceOrientation.landscapeRight`
  /// (UIApplication.h and UIDevice.h).
  case landscapeLeft
  /// Landscape like `UIInterfaceOrientation.landscapeRight`: the home button (or home
  /// indicator) on the right, the device turned as `UIDeviceOrientation.landscapeLeft`.
  case landscapeRight

  /// Whether the interface is wider than tall on a phone or a tablet.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the interface is taller than wide on a phone or a tablet.
  public var isPortrait: Bool { !isLandscape }
}
