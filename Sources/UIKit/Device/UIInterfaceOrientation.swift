/// The orientation of the app's interface (UIApplication.h, `UIInterfaceOrientation`).
///
/// The landscape cases are the device's swapped: "rotating the device requires rotating the
/// content in the opposite direction" (UIApplication.h), so the interface is `.landscapeLeft`
/// when the device is `.landscapeRight`, with the home button on the left.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  /// Landscape with the home button (or home indicator) on the left.
  case landscapeLeft = 4
  /// Landscape with the home button (or home indicator) on the right.
  case landscapeRight = 3

  /// Whether the interface is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the interface is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The interface orientations a controller or an app supports (UIApplication.h,
/// `UIInterfaceOrientationMask`: one bit per `UIInterfaceOrientation` raw value).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
  ]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}
