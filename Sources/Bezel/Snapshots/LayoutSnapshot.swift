import UIKit

/// A laid-out window described as a plain value: the device, orientation and traits it was taken
/// on, and every view's geometry in window coordinates.
///
/// Take one from a `DeviceHost` with `init(_:)`; render it with `text()`, `json()` or `svg(_:)`,
/// each byte-stable. `views` lists the window's view trees depth first in pre-order, each view's
/// subviews in `subviews` order; the window itself is not listed (its size and scale are the
/// snapshot's own), and the first view is the root view: the window's root view controller's
/// view. Hidden views are listed and marked `isHidden` (they, or an ancestor, are hidden); the
/// SVG rendering leaves them out.
public struct LayoutSnapshot: Hashable, Sendable {
  /// The device's name, for example `"iPhone 16"`.
  public var deviceName: String
  /// The device's interface idiom.
  public var idiom: UIUserInterfaceIdiom
  /// The orientation of the interface.
  public var orientation: Orientation
  /// The user's text size.
  public var contentSizeCategory: UIContentSizeCategory
  /// The app's layout direction.
  public var layoutDirection: UIUserInterfaceLayoutDirection
  /// The iPad Split View share of the screen the window takes, or nil for full screen.
  public var splitView: SplitView.Fraction?
  /// The screen's size in points in the orientation.
  public var screenSize: CGSize
  /// The window's size in points; smaller than the screen in Split View, where the window is at
  /// the screen's leading (left) edge.
  public var windowSize: CGSize
  /// The screen's scale (pixels per point).
  public var scale: CGFloat
  /// The radius of the screen's rounded corners in points, or nil where the catalog does not
  /// know it.
  public var cornerRadius: CGFloat?
  /// The notch or Dynamic Island as drawn in portrait, or nil without one (see
  /// `sensorHousingFrame` for where it is in the orientation).
  public var sensorHousing: SensorHousing?
  /// Every view, depth first in pre-order.
  public var views: [ViewSnapshot]
  /// The software keyboard's frame in screen coordinates while it is shown, else nil.
  public var keyboardFrame: CGRect?
  /// The status bar's height while it shows (0 when hidden, or in an orientation where the
  /// system hides it), for drawings.
  public var statusBarHeight: CGFloat
  /// Whether the status bar's content is light (white), for dark backgrounds.
  public var statusBarIsLight: Bool
  /// Whether the device shows a home indicator at the bottom of the screen.
  public var showsHomeIndicator: Bool

  /// Creates a snapshot from its values.
  public init(
    deviceName: String, idiom: UIUserInterfaceIdiom, orientation: Orientation,
    contentSizeCategory: UIContentSizeCategory = .large,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    splitView: SplitView.Fraction? = nil, screenSize: CGSize, windowSize: CGSize,
    scale: CGFloat, cornerRadius: CGFloat? = nil, sensorHousing: SensorHousing? = nil,
    views: [ViewSnapshot], keyboardFrame: CGRect? = nil, statusBarHeight: CGFloat = 0,
    statusBarIsLight: Bool = false, showsHomeIndicator: Bool = false
  ) {
    self.deviceName = deviceName
    self.idiom = idiom
    self.orientation = orientation
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
    self.splitView = splitView
    self.screenSize = screenSize
    self.windowSize = windowSize
    self.scale = scale
    self.cornerRadius = cornerRadius
    self.sensorHousing = sensorHousing
    self.views = views
    self.keyboardFrame = keyboardFrame
    self.statusBarHeight = statusBarHeight
    self.statusBarIsLight = statusBarIsLight
    self.showsHomeIndicator = showsHomeIndicator
  }

  /// The root view: the first view, or nil for an empty window.
  public var rootView: ViewSnapshot? { views.first }

  /// The sensor housing's drawn frame in screen coordinates in the snapshot's orientation, or nil
  /// without one.
  ///
  /// The housing is at the top of the device: the top edge in portrait, the bottom edge upside
  /// down, the right edge in `.landscapeLeft` and the left edge in `.landscapeRight`. UIKit's
  /// `UIInterfaceOrientationLandscapeLeft` is `UIDeviceOrientationLandscapeRight`, the device
  /// turned with its home button on the left (UIApplication.h, UIDevice.h), so its top is on the
  /// right.
  public var sensorHousingFrame: CGRect? {
    guard let housing = sensorHousing else { return nil }
    let size = housing.size
    let width = screenSize.width
    let height = screenSize.height
    switch orientation {
    case .portrait:
      return CGRect(
        x: (width - size.width) / 2, y: housing.offset, width: size.width, height: size.height)
    case .portraitUpsideDown:
      return CGRect(
        x: (width - size.width) / 2, y: height - housing.offset - size.height,
        width: size.width, height: size.height)
    case .landscapeLeft:
      return CGRect(
        x: width - housing.offset - size.height, y: (height - size.width) / 2,
        width: size.height, height: size.width)
    case .landscapeRight:
      return CGRect(
        x: housing.offset, y: (height - size.width) / 2, width: size.height, height: size.width)
    }
  }
}
