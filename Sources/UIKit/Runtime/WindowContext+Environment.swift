import Foundation

// The window's environment read through one path: a view reads its window's context
// (`UIView.environment`), a view outside any window the defaults. The window's own names for the
// same facts forward to its context, for the host and the tests that set them on the window.

extension WindowContext {
  /// The environment of views outside any window: the default device's, never set.
  package static let noWindow = WindowContext()
}

extension UIView {
  /// The context whose environment the view reads: its window's, else `WindowContext.noWindow`.
  package var environment: WindowContext {
    window?.context ?? WindowContext.noWindow
  }
}

extension UIWindow {
  /// The insets the device gives the window: sensor housing, rounded corners, home indicator and
  /// the status bar, as the host sets them; zero for a window no device hosts.
  package var deviceSafeAreaInsets: UIEdgeInsets {
    get { context.deviceSafeAreaInsets }
    set { context.deviceSafeAreaInsets = newValue }
  }

  /// The insets the device gives the window for a status bar that is hidden or shown, as the
  /// host sets them from its device catalog; when set, the window uses it instead of
  /// `deviceSafeAreaInsets`, with the status bar its controllers prefer
  /// (`UIWindow+Device.swift`).
  ///
  /// Hiding the status bar reclaims its 20 points on a home-button iPhone, but not the sensor
  /// housing on a notched one (WWDC 2018 session 235); iPhones show no status bar in landscape.
  package var deviceInsetsProvider: ((_ statusBarHidden: Bool) -> UIEdgeInsets)? {
    get { context.deviceInsetsProvider }
    set { context.deviceInsetsProvider = newValue }
  }

  /// The heights of the system bars on the hosted device in its orientation, as the host sets
  /// them; the default device's (an iPhone 16 in portrait) otherwise.
  package var barMetrics: UIBarMetricsModel {
    get { context.barMetrics }
    set { context.barMetrics = newValue }
  }

  /// The window's traits, as the host sets them; the default device's otherwise.
  ///
  /// A change calls `traitCollectionDidChange(_:)` once on every controller and view whose
  /// traits it changes.
  package var windowTraitCollection: UITraitCollection {
    get { context.traitCollection }
    set { context.traitCollection = newValue }
  }

  /// The sizes of the system button types' glyphs in the host's OS era; today's otherwise.
  package var systemButtonGlyphs: UISystemButtonGlyphs {
    get { context.systemButtonGlyphs }
    set { context.systemButtonGlyphs = newValue }
  }

  /// The readable width per content size category, as the host's device gives it.
  package var readableWidthModel: ((UIContentSizeCategory) -> CGFloat)? {
    get { context.readableWidthModel }
    set { context.readableWidthModel = newValue }
  }
}
