import UIKit

/// How a host's software keyboard behaves.
public struct KeyboardSettings: Hashable, Sendable {
  /// Whether the keyboard shows the predictive (suggestion) bar above its keys; iOS shows it
  /// by default.
  public var showsPredictiveBar: Bool
  /// Whether a hardware keyboard is attached: the software keyboard then never shows, and only
  /// an input accessory view or a custom input view rises from the bottom.
  public var hardwareKeyboardAttached: Bool

  /// Creates keyboard settings; the defaults are iOS's: a software keyboard with the bar.
  public init(showsPredictiveBar: Bool = true, hardwareKeyboardAttached: Bool = false) {
    self.showsPredictiveBar = showsPredictiveBar
    self.hardwareKeyboardAttached = hardwareKeyboardAttached
  }
}

extension DeviceHost {
  /// Changes the simulated keyboard; a keyboard that is up moves to its new frame, posting the
  /// notifications UIKit posts for it.
  public func setKeyboard(_ settings: KeyboardSettings) {
    keyboard = settings
    perform {
      window.context.keyboard.model = keyboardModel
      window.keyboardModelDidChange()
    }
  }

  /// The keyboard's frame in screen coordinates (the window's, for a full-screen window) as it
  /// will be once its animation ends; nil while it is down.
  public var keyboardFrame: CGRect? { window.context.keyboard.frame }

  /// The keyboard the device shows in the current orientation and era with the host's
  /// settings; nil on Apple TV (no keyboard rises from the bottom of a TV).
  var keyboardModel: SoftwareKeyboardModel? {
    guard
      let height = device.keyboardHeight(
        in: orientation, predictiveBar: keyboard.showsPredictiveBar, era: era)
    else { return nil }
    return SoftwareKeyboardModel(
      height: height, hardwareKeyboardAttached: keyboard.hardwareKeyboardAttached)
  }
}
