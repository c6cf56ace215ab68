import Foundation

/// UIKit's state for one window: the screen it is on, the text model its views measure with and
/// the sink its diagnostics go to.
///
/// Every window owns one (`UIWindow.context`); a view finds it through its window. What UIKit
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
  /// The window's software keyboard, once asked for (`SoftwareKeyboard.swift`).
  var storedKeyboard: SoftwareKeyboard?

  package init(
    screen: UIScreen? = nil, textModel: (any TextMeasuring)? = nil,
    diagnostics: (@Sendable (UIKitDiagnostics.Message) -> Void)? = nil
  ) {
    self.screen = screen
    self.textModel = textModel
    self.diagnostics = diagnostics
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
