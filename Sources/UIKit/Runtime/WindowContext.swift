import Foundation

/// UIKit's state for one window, its one environment: the screen it is on, the text model its
/// views measure with, the sink its diagnostics go to, and what the host sets for the device
/// (traits, device insets, bar heights, readable widths, the OS era's glyphs:
/// `WindowContext+Environment.swift`).
///
/// Every window owns one (`UIWindow.context`); a view reads it through its window
/// (`UIView.environment`), and a view outside any window reads `WindowContext.noWindow`. What UIKit
/// reads through static API, with no view at hand (`UIScreen.main` in `loadView`, a diagnostic
/// raised by a constraint), comes from the context current for the task
/// (`WindowContext+Current.swift`): a window's context is current while the window installs its
/// root view controller and lays out, and while a host sets it up or changes its environment; a
/// task that entered none gets the defaults, the state UIKit code expects when nothing is hosted.
/// So windows on different devices, in tests that run in parallel, never see each other's state.
///
/// A fact left `nil` is the enclosing context's: a window's text model and diagnostics sink are
/// by default those of whoever runs it (a test capturing diagnostics, a model installed for one
/// task).
///
/// The virtual clock that animation runs on, its event queue and Core Animation's transaction
/// stack are not the window's: UIKit's animation API names no window, and one animation block
/// may animate views of two windows. Bezel's `DeviceHost` gives each hosted window a clock that
/// it enters together with this context for everything it drives.
@MainActor
package final class WindowContext {
  /// The screen the window is on; `nil` for a context that only overrides other facts.
  package var screen: UIScreen?
  /// The model labels, buttons and text fields measure text with.
  package var textModel: (any TextMeasuring)?
  /// Where UIKit's exception and console messages go.
  package var diagnostics: (@Sendable (UIKitDiagnostics.Message) -> Void)?
  /// The design of the system font that the default text model measures: that of the OS the
  /// window's screen runs (text widths changed with iOS 14).
  package var systemFontGeneration: SystemFontGeneration?
  /// The system accessibility settings that are on (`UIAccessibility.isVoiceOverRunning`…).
  package var accessibilitySettings: AccessibilitySettings?
  /// The haptics played and the accessibility notifications posted in this context.
  package lazy var outputLog = SystemOutputLog()
  /// The device and app that `UIDevice.current` and `UIApplication.shared` answer for while this
  /// context is current (`SystemState`); a host sets one, others leave it to the enclosing context.
  package var system: SystemState?

  // The window's environment, as the host sets it (`WindowContext+Environment.swift`). Unlike
  // the facts above these never fall back to an enclosing context: a view outside any window
  // sees the defaults.

  /// The window whose environment this is, told of changes; nil for a context no window owns.
  package internal(set) var window: UIWindow? {
    get { windowLink?.view(as: UIWindow.self) }
    set { windowLink = newValue?.itemLink }
  }
  /// The window's link, where a weak reference would give the window a side table
  /// (`LayoutItemLink.swift`).
  private var windowLink: LayoutItemLink?
  /// The window's traits (`UIWindow.windowTraitCollection`).
  package var traitCollection = UITraitCollection.defaultTraits {
    willSet { pendingTraitSnapshot = window.map { TraitSnapshot(of: $0) } }
    didSet {
      let snapshot = pendingTraitSnapshot
      pendingTraitSnapshot = nil
      snapshot?.notifyChanges()
    }
  }
  private var pendingTraitSnapshot: TraitSnapshot?
  /// The insets the device gives the window (`UIWindow.deviceSafeAreaInsets`).
  package var deviceSafeAreaInsets = UIEdgeInsets.zero {
    didSet { if deviceSafeAreaInsets != oldValue { window?.needsLayoutFlag = true } }
  }
  /// The device's insets for a hidden or shown status bar (`UIWindow.deviceInsetsProvider`).
  package var deviceInsetsProvider: ((_ statusBarHidden: Bool) -> UIEdgeInsets)? {
    didSet { window?.needsLayoutFlag = true }
  }
  /// The heights of the system bars (`UIWindow.barMetrics`).
  package var barMetrics = UIBarMetricsModel.default {
    didSet { if barMetrics != oldValue { window?.barMetricsDidChange() } }
  }
  /// The sizes of the system button types' glyphs in the host's OS era; today's otherwise.
  package var systemButtonGlyphs = UISystemButtonGlyphs.iOS14
  /// The standard controls' sizes in the host's OS era; iOS 13–18's otherwise.
  package var controlMetrics = UIControlMetrics.iOS13
  /// Whether a table cell's content view ends above its separator, as until iOS 13; from iOS 14
  /// it spans the cell and the separator lies over it (`UITableViewCell+Layout.swift`).
  package var cellContentEndsAboveSeparator = false
  /// The space iOS puts above each section header of a plain table whose
  /// `sectionHeaderTopPadding` is automatic: 22 points from iOS 15, when the property arrived,
  /// none before (`OSEra+TableCells.swift` gives the sources); today's otherwise.
  package var plainSectionHeaderTopPadding: CGFloat = 22
  /// The bar button item whose menu a tap or long press opened, and that menu, while it shows.
  package var barItemMenu: (item: UIBarButtonItem, menu: UIMenu)?
  /// The readable width per content size category, as the host's device gives it.
  package var readableWidthModel: ((UIContentSizeCategory) -> CGFloat)?
  /// The window's software keyboard, once asked for (`SoftwareKeyboard.swift`).
  var storedKeyboard: SoftwareKeyboard?

  package init(
    screen: UIScreen? = nil, textModel: (any TextMeasuring)? = nil,
    diagnostics: (@Sendable (UIKitDiagnostics.Message) -> Void)? = nil
  ) {
    self.screen = screen
    self.textModel = textModel
    self.diagnostics = diagnostics
    _ = UIKitDiagnostics.routesLowerLevelLogs
  }
}

extension UIScreen {
  /// The screen of a process that hosts nothing: an iPhone 16 in portrait, 393 × 852 points at
  /// 3× (Apple's iPhone 16 technical specifications: 2556 × 1179 pixels at 460 ppi; the Human
  /// Interface Guidelines' device table: 393 × 852 pt @3x).
  @MainActor
  package static let `default` = UIScreen(
    bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: defaultScale)

  /// The default screen's scale, readable on any thread.
  nonisolated package static let defaultScale: CGFloat = 3
}
