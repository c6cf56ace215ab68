import Foundation

// The metrics of each button size. iOS computes them and publishes none; where public code
// recorded a value, its source is given, every other value is a model:
//
// - Content insets: medium (7, 12, 7, 12), large (15, 20, 15, 20), small and mini
//   (5, 10, 5, 10), read from iOS 15–17 configurations and copied into a backport of
//   `UIButton.Configuration` (Sereivoan Yong, Button.BCConfiguration.swift, 2023).
// - Background corner radius, used by the `.dynamic` and `.fixed` corner styles: medium 5.95,
//   large 8.75, small and mini 14 (the same backport).
// - Fonts (model): the title of a medium or large button in the body style (17 points at the
//   default text size), small in subheadline (15), mini in footnote (13); the subtitle one step
//   smaller: subheadline (15) for medium and large, footnote (13) for small, caption 2 (11) for
//   mini. A medium title of one line is then 20.33 points tall at 3× (a 17-point label's
//   height) and the button 7 + 20.33 + 7 = 34.33.
// - The system corner radii of `.small`, `.medium` and `.large` corner styles (model): 4, 8
//   and 12 points.
// - The activity indicator is a medium `UIActivityIndicatorView`, 20 × 20
//   (`UIActivityIndicatorView.swift`).

extension UIButton.Configuration {
  /// The content insets of `size` (see the notes at the top of this file).
  static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
    switch size {
    case .large: NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
    case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    case .small, .mini: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    }
  }

  /// The background's corner radius for `size`.
  static func defaultCornerRadius(for size: Size) -> CGFloat {
    switch size {
    case .large: 8.75
    case .medium: 5.95
    case .small, .mini: 14
    }
  }

  /// The text style of the title for `size` (a model).
  static func titleTextStyle(for size: Size) -> UIFont.TextStyle {
    switch size {
    case .large, .medium: .body
    case .small: .subheadline
    case .mini: .footnote
    }
  }

  /// The text style of the subtitle for `size` (a model).
  static func subtitleTextStyle(for size: Size) -> UIFont.TextStyle {
    switch size {
    case .large, .medium: .subheadline
    case .small: .footnote
    case .mini: .caption2
    }
  }

  /// The corner radius the background shows in a button `height` tall.
  func resolvedCornerRadius(height: CGFloat, traits: UITraitCollection?) -> CGFloat {
    switch cornerStyle {
    case .fixed: background.cornerRadius
    case .dynamic:
      UIFontMetrics.default.scaledValue(for: background.cornerRadius, compatibleWith: traits)
    case .small: 4
    case .medium: 8
    case .large: 12
    case .capsule: height / 2
    }
  }
}
