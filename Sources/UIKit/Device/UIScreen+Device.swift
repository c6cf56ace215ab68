import Foundation

/// What a screen knows of the device it belongs to, as a host sets it; a screen made otherwise
/// is the default device's, an iPhone 16 in portrait.
@MainActor
package struct ScreenFacts {
  /// The orientation of the interface the screen shows.
  package var interfaceOrientation = UIInterfaceOrientation.portrait
  /// The screen's size in points in its natural orientation (portrait, landscape for Apple TV);
  /// nil for the bounds turned upright.
  package var naturalSize: CGSize?
  /// The highest refresh rate: 60, or 120 on ProMotion displays.
  ///
  /// The iPhone 16 has no ProMotion (Apple, iPhone 16 technical specifications).
  package var maximumFramesPerSecond = 60
  /// The screen's brightness, 0 to 1: a model, since the user sets it (half).
  package var brightness: CGFloat = 0.5
  /// The screen's traits; nil for the defaults.
  package var traitCollection: UITraitCollection?

  package init() {}
}

extension UIScreen {
  /// The screen's size in points in its natural orientation.
  private var naturalSize: CGSize {
    if let size = facts.naturalSize { return size }
    let size = bounds.size
    return facts.interfaceOrientation.isLandscape
      ? CGSize(width: size.height, height: size.width) : size
  }

  /// The screen's bounds in pixels, upright in its natural orientation.
  ///
  /// Whatever the interface's orientation: "This rectangle is based on the device in a
  /// portrait-up orientation. This value does not change as the device rotates" (UIScreen,
  /// `nativeBounds`).
  public var nativeBounds: CGRect {
    let size = naturalSize
    return CGRect(x: 0, y: 0, width: size.width * nativeScale, height: size.height * nativeScale)
  }

  /// The screen's coordinate space fixed to the device upright, which does not turn with the
  /// interface (UIScreen, `fixedCoordinateSpace`).
  public var fixedCoordinateSpace: any UICoordinateSpace {
    FixedCoordinateSpace(
      naturalSize: naturalSize, interfaceOrientation: facts.interfaceOrientation)
  }

  /// The most frames a second the screen shows: 120 on ProMotion displays, 60 otherwise.
  public var maximumFramesPerSecond: Int { facts.maximumFramesPerSecond }

  /// The screen's brightness from 0 to 1.
  ///
  /// Setting it posts `brightnessDidChangeNotification` (a model: UIKit posts it for changes the
  /// user makes).
  public var brightness: CGFloat {
    get { facts.brightness }
    set {
      let clamped = min(max(newValue, 0), 1)
      guard clamped != facts.brightness else { return }
      facts.brightness = clamped
      NotificationCenter.default.post(name: UIScreen.brightnessDidChangeNotification, object: self)
    }
  }

  /// Whether the screen is being recorded or mirrored: never on a hosted device.
  public var isCaptured: Bool { false }

  /// The screens attached to the device: the main screen, as no external display is attached.
  public class var screens: [UIScreen] { [main] }

  nonisolated public static let didConnectNotification = Notification.Name(
    "UIScreenDidConnectNotification")
  nonisolated public static let didDisconnectNotification = Notification.Name(
    "UIScreenDidDisconnectNotification")
  nonisolated public static let modeDidChangeNotification = Notification.Name(
    "UIScreenModeDidChangeNotification")
  nonisolated public static let brightnessDidChangeNotification = Notification.Name(
    "UIScreenBrightnessDidChangeNotification")
  nonisolated public static let capturedDidChangeNotification = Notification.Name(
    "UIScreenCapturedDidChangeNotification")
}

extension UIScreen: UITraitEnvironment {
  /// The screen's traits: the device's idiom, scale and size classes in the current
  /// orientation, as the host sets them; the default device's otherwise.
  public var traitCollection: UITraitCollection {
    facts.traitCollection ?? UITraitCollection.defaultTraits
  }

  public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// A screen's coordinate space fixed to the device upright (`UIScreen.fixedCoordinateSpace`).
///
/// A point upright, at (x, y) in a screen `w` wide and `h` tall in its natural orientation, is
/// in the interface at: (x, y) in portrait; (w − x, h − y) upside down; (h − y, x) in landscape
/// left, where the device's top is on the right; (y, w − x) in landscape right, where it is on
/// the left (UIApplication.h: `UIInterfaceOrientationLandscapeLeft` is the device's
/// `LandscapeRight`, "home button on the left", UIDevice.h).
@MainActor
final class FixedCoordinateSpace: NSObject, UICoordinateSpace {
  let naturalSize: CGSize
  let interfaceOrientation: UIInterfaceOrientation

  init(naturalSize: CGSize, interfaceOrientation: UIInterfaceOrientation) {
    self.naturalSize = naturalSize
    self.interfaceOrientation = interfaceOrientation
    super.init()
  }

  var bounds: CGRect { CGRect(origin: .zero, size: naturalSize) }

  /// The interface (screen) point of an upright one.
  private func toInterface(_ point: CGPoint) -> CGPoint {
    let (w, h) = (naturalSize.width, naturalSize.height)
    switch interfaceOrientation {
    case .portraitUpsideDown: return CGPoint(x: w - point.x, y: h - point.y)
    case .landscapeLeft: return CGPoint(x: h - point.y, y: point.x)
    case .landscapeRight: return CGPoint(x: point.y, y: w - point.x)
    case .portrait, .unknown: return point
    }
  }

  /// The upright point of an interface (screen) one.
  private func fromInterface(_ point: CGPoint) -> CGPoint {
    let (w, h) = (naturalSize.width, naturalSize.height)
    switch interfaceOrientation {
    case .portraitUpsideDown: return CGPoint(x: w - point.x, y: h - point.y)
    case .landscapeLeft: return CGPoint(x: point.y, y: h - point.x)
    case .landscapeRight: return CGPoint(x: w - point.y, y: point.x)
    case .portrait, .unknown: return point
    }
  }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    let onScreen = toInterface(point)
    if coordinateSpace is ScreenCoordinateSpace { return onScreen }
    return coordinateSpace.convert(onScreen, from: ScreenCoordinateSpace.shared)
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if coordinateSpace is ScreenCoordinateSpace { return fromInterface(point) }
    return fromInterface(coordinateSpace.convert(point, to: ScreenCoordinateSpace.shared))
  }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    UIView.boundingBox(of: rect) { self.convert($0, to: coordinateSpace) }
  }

  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    UIView.boundingBox(of: rect) { self.convert($0, from: coordinateSpace) }
  }
}
