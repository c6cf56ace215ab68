/// The orientation of a device's interface.
///
/// Apple TV has one orientation, landscape; the catalog answers for it whatever orientation is
/// asked.
public enum Orientation: Sendable, Hashable, CaseIterable {
  /// Home button (or home indicator) at the bottom.
  case portrait
  /// Home button (or home indicator) at the top.
  case portraitUpsideDown
  /// Turned so that the home button (or home indicator) is on the right, like
  /// `UIInterfaceOrientation.landscapeLeft`.
  case landscapeLeft
  /// Turned so that the home button (or home indicator) is on the left, like
  /// `UIInterfaceOrientation.landscapeRight`.
  case landscapeRight

  /// Whether the interface is wider than tall on a phone or a tablet.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the interface is taller than wide on a phone or a tablet.
  public var isPortrait: Bool { !isLandscape }
}
