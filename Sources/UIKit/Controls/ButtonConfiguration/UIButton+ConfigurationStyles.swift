import Foundation

// The styles and their colours. Apple documents each style by its look ("a transparent
// background", "a gray background", "a tinted background color", "a background filled with the
// button's tint color"; UIButton.Configuration); the exact colours are unpublished, so they are a
// model: the foreground is the tint (white on a filled background), a tinted background is the
// tint at 15 % opacity, a gray one `tertiarySystemFill`. The bordered styles of iOS 15 look like
// their iOS counterparts on iPhone: `bordered` like `gray`, `borderedTinted` like `tinted`,
// `borderedProminent` like `filled`, `borderless` like `plain`. A highlighted button shows its
// colours at 70 % opacity (a model of the system's dimming), a disabled one `tertiaryLabel`
// text on `quaternarySystemFill`.

extension UIButton.Configuration {
  /// A configuration for a button with a transparent background.
  public static func plain() -> UIButton.Configuration { Self(style: .plain) }
  /// A configuration for a button with a tinted background colour.
  public static func tinted() -> UIButton.Configuration { Self(style: .tinted) }
  /// A configuration for a button with a gray background.
  public static func gray() -> UIButton.Configuration { Self(style: .gray) }
  /// A configuration for a button with a background filled with the button's tint colour.
  public static func filled() -> UIButton.Configuration { Self(style: .filled) }
  /// A configuration for a button that has a borderless style.
  public static func borderless() -> UIButton.Configuration { Self(style: .borderless) }
  /// A configuration for a button that has a bordered style.
  public static func bordered() -> UIButton.Configuration { Self(style: .bordered) }
  /// A configuration for a button that has a tinted, bordered style.
  public static func borderedTinted() -> UIButton.Configuration { Self(style: .borderedTinted) }
  /// A configuration for a button that has a prominent, bordered style.
  public static func borderedProminent() -> UIButton.Configuration {
    Self(style: .borderedProminent)
  }

  /// A copy of the configuration updated for `button`'s state.
  ///
  /// It is made by "applying the configuration's default values for that button's state to any
  /// properties that have not been customized" (UIButtonConfiguration.h). The colours the style
  /// gives that state are resolved when the button shows the configuration.
  public func updated(for button: UIButton) -> UIButton.Configuration {
    var updated = self
    updated.displayState = DisplayState(
      isHighlighted: button.isHighlighted,
      isSelected: automaticallyUpdateForSelection && button.isSelected,
      isDisabled: !button.isEnabled)
    return updated
  }

  private var hasFilledBackground: Bool {
    style == .filled || style == .borderedProminent
  }

  /// The colour of the title, subtitle, image and activity indicator for a button tinted `tint`.
  func resolvedForegroundColor(tint: UIColor) -> UIColor {
    let state = displayState ?? DisplayState()
    if state.isDisabled { return .tertiaryLabel }
    // A selected button shows as a filled one: its colours swap (a model).
    let filled = hasFilledBackground != state.isSelected
    var color = baseForegroundColor ?? (filled ? .white : (baseBackgroundColor ?? tint))
    if state.isHighlighted { color = color.withAlphaComponent(0.7) }
    return color
  }

  /// The background's colour for a button tinted `tint`; clear for a plain style.
  func resolvedBackgroundColor(tint: UIColor) -> UIColor {
    if let color = background.backgroundColor { return color }
    let state = displayState ?? DisplayState()
    if state.isDisabled, style != .plain, style != .borderless { return .quaternarySystemFill }
    let base = baseBackgroundColor ?? tint
    var color: UIColor
    if state.isSelected || hasFilledBackground {
      color = base
    } else {
      switch style {
      case .plain, .borderless: color = .clear
      case .gray, .bordered: color = baseBackgroundColor ?? .tertiarySystemFill
      default: color = base.withAlphaComponent(0.15)
      }
    }
    if state.isHighlighted, color != .clear { color = color.withAlphaComponent(0.7) }
    return color
  }
}
