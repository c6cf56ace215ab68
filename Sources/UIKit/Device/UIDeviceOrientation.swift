/// The physical orientation of the device (UIDevice.h, `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
  case unknown = 0
  /// Upright, the home button (or home indicator) at the bottom.
  case portrait = 1
  /// Upside down, the home button (or home indicator) at the top.
  case portraitUpsideDown = 2
  /// Held upright on its side, the home button (or home indicator) on the right.
  case landscapeLeft = 3
  /// Held upright on its side, the home button (or home indicator) on the left.
  case landscapeRight = 4
  /// Flat on its back, the screen facing up.
  case faceUp = 5
  /// Flat on its face, the screen facing down.
  case faceDown = 6

  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the device lies flat, face up or face down.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }

  /// Whether the orientation is one an interface can take: portrait, upside down or landscape
  /// (UIDevice.h, `UIDeviceOrientationIsValidInterfaceOrientation`).
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
