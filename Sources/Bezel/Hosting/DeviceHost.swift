import UIKit

/// A view controller shown in a window on a device, in an orientation, with traits.
///
/// Creating a host sizes the window to the device's screen (or to an iPad Split View window),
/// gives it the device's safe-area insets, scale, size classes and readable width, installs the
/// controller as its root and lays it out. `rotate(to:)` and `setTraits(_:)` change the
/// environment and lay out again, calling the callbacks UIKit calls.
///
/// A host has an animation clock and event queue of its own: everything it drives — setting
/// up, rotating, touches and gestures, steps of its clock — runs inside ``perform(_:)``, with the
/// window's context current (so `UIScreen.main` is the device's screen) and the host's clock in
/// effect (so the animations, timers and deferred work it starts end only when the host's clock
/// moves, never on another test's clock).
@MainActor
public final class DeviceHost {
  /// The device the window is on.
  public let device: Device
  /// The OS era whose values the device gives.
  public let era: OSEra
  /// The window.
  public let window: UIWindow
  /// The controller at the root of the window.
  public let rootViewController: UIViewController
  /// The window's scene, connected to the app of the host's device while the host lives
  /// (`DeviceHost+Scene.swift`).
  public let windowScene: UIWindowScene
  /// The device and app that `UIDevice.current` and `UIApplication.shared` answer for inside
  /// the host's work.
  let system: SystemState
  /// The current orientation.
  public private(set) var orientation: Orientation
  /// The current host traits.
  public private(set) var traits: HostTraits
  /// The keyboard the host simulates (`DeviceHost+Keyboard.swift`).
  public internal(set) var keyboard = KeyboardSettings()
  /// The host's clock and event queue: its animations, scheduled work (gesture timers, display
  /// links) and the work deferred to the next turn of its run loop.
  let clock = CoreAnimationContext()

  /// Shows `controller` on `device` in `orientation` and lays it out.
  public init(
    _ controller: UIViewController, on device: Device, orientation: Orientation = .portrait,
    traits: HostTraits = HostTraits(), era: OSEra = .default
  ) {
    self.device = device
    self.era = era
    self.orientation = device.idiom == .tv ? .landscapeLeft : orientation
    self.traits = traits
    self.rootViewController = controller
    let window = UIWindow(frame: .zero)
    self.window = window
    let system = SystemState(device: DeviceHost.deviceFacts(device, era, self.orientation))
    window.context.system = system
    self.system = system
    windowScene = window.context.run { DeviceHost.makeScene() }
    // The window's context is current while it is set up, so that `UIScreen.main` is this
    // device's screen for whatever the controller does meanwhile.
    perform {
      configureWindow()
      joinScene()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      // The launch's next turn: the root controller's `viewDidAppear(_:)` (`UIWindow+Appearance`).
      clock.runPendingWork()
    }
  }

  /// Runs `body` as the host runs its own work: with the window's context current and the
  /// host's clock in effect.
  ///
  /// Code a test runs against a hosted screen — an animation it starts, a timer it schedules —
  /// runs on the host's clock when it runs inside `perform`; outside, it runs on the caller's.
  public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    try window.context.run { try clock.run(body) }
  }

  /// The host's clock time in seconds: what `CACurrentMediaTime()` returns inside ``perform(_:)``.
  public var now: CFTimeInterval { clock.mediaTime }

  /// Moves the host's clock forward by `seconds`, completing the animations that end by then and
  /// running the work that comes due (gesture timers, display links), in time order, with the
  /// window's context current.
  public func advance(by seconds: TimeInterval) {
    perform { clock.advance(by: seconds) }
  }

  /// Moves the host's clock to the end of every animation and scheduled work that ends.
  public func finish() {
    perform { clock.finish() }
  }

  /// Runs the work deferred to the next turns of the host's run loop, without moving its clock.
  public func runPendingWork() {
    perform { clock.runPendingWork() }
  }

  /// Rotates the device and lays the window out again, calling `viewWillTransition(to:with:)` (and
  /// `willTransition(to:with:)` when the traits change).
  ///
  /// Apple TV stays in landscape.
  public func rotate(to orientation: Orientation) {
    guard device.idiom != .tv else { return }
    let before = sceneGeometry
    changeEnvironment { self.orientation = orientation }
    sceneDidUpdate(from: before)
  }

  /// Changes the host traits (text size, layout direction, Split View) and lays out again.
  public func setTraits(_ traits: HostTraits) {
    let before = sceneGeometry
    changeEnvironment { self.traits = traits }
    sceneDidUpdate(from: before)
  }

  /// The window's size for the current orientation and Split View.
  public var windowSize: CGSize {
    if let fraction = traits.splitView, let split = device.splitView(fraction, in: orientation) {
      return split.size
    }
    return device.bounds(in: orientation)
  }

  private func changeEnvironment(_ change: () -> Void) {
    change()
    perform {
      window.hostWillTransition(to: windowSize, traits: windowTraits) {
        configureEnvironment()
      }
      window.keyboardModelDidChange()
    }
  }

  private func configureWindow() {
    window.frame = CGRect(origin: .zero, size: windowSize)
    configureEnvironment()
    window.windowTraitCollection = windowTraits
  }

  /// Everything but the size and the traits: the screen (the window's own, which `UIScreen.main`
  /// answers while the window's context is current), the device's insets with and without
  /// the status bar, the bars' heights, the readable width and the layout direction.
  private func configureEnvironment() {
    let device = self.device
    let era = self.era
    let orientation = self.orientation
    window.screen = UIScreen(
      bounds: CGRect(origin: .zero, size: device.bounds(in: orientation)), scale: device.scale)
    let isSplit = traits.splitView != nil && windowSize != device.bounds(in: orientation)
    window.deviceInsetsProvider = { statusBarHidden in
      var insets = device.safeAreaInsets(
        orientation: orientation, statusBarHidden: statusBarHidden, era: era)
      if isSplit {
        // A Split View window keeps the status bar at its top and loses the side insets.
        insets.left = 0
        insets.right = 0
      }
      return insets
    }
    if let bars = device.barHeights(in: orientation, era: era)?.value {
      window.barMetrics = UIBarMetricsModel(
        navigationBarHeight: bars.navigationBar,
        largeTitleNavigationBarHeight: bars.largeTitleNavigationBar, toolbarHeight: bars.toolbar,
        tabBarHeight: bars.tabBar)
    }
    window.readableWidthModel = { device.readableWidth(for: $0, era: era) }
    window.systemButtonGlyphs = era.systemButtonGlyphs
    window.context.controlMetrics = era.controlMetrics
    window.context.cellContentEndsAboveSeparator = era.cellContentEndsAboveSeparator
    window.context.plainSectionHeaderTopPadding = era.plainSectionHeaderTopPadding
    window.context.systemFontGeneration = era.systemFontGeneration
    window.context.keyboard.model = keyboardModel
    window.semanticContentAttribute =
      traits.layoutDirection == .rightToLeft ? .forceRightToLeft : .unspecified
    configureScene()
  }

  /// The window's traits: the device's size classes (or the Split View window's), idiom and
  /// scale, with the host's text size, layout direction, appearance and contrast.
  var windowTraits: UITraitCollection {
    var sizeClasses = device.sizeClasses(in: orientation)
    if let fraction = traits.splitView, let split = device.splitView(fraction, in: orientation) {
      sizeClasses = split.sizeClasses
    }
    return UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: sizeClasses.horizontal),
      UITraitCollection(verticalSizeClass: sizeClasses.vertical),
      UITraitCollection(userInterfaceIdiom: device.idiom),
      UITraitCollection(displayScale: device.scale),
      UITraitCollection(preferredContentSizeCategory: traits.contentSizeCategory),
      UITraitCollection(
        layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
      UITraitCollection(userInterfaceStyle: traits.userInterfaceStyle),
      UITraitCollection(accessibilityContrast: traits.accessibilityContrast),
      UITraitCollection(userInterfaceLevel: .base),
    ])
  }
}
