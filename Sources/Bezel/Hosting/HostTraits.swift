import UIKit

/// The traits a host gives the window, beyond what the device and orientation decide.
public struct HostTraits: Sendable, Hashable {
  /// The user's text size; Large by default.
  public var contentSizeCategory: UIContentSizeCategory
  /// The app's layout direction; right to left for Arabic or Hebrew.
  public var layoutDirection: UIUserInterfaceLayoutDirection
  /// An iPad Split View window taking this part of the screen, or nil for full screen.
  public var splitView: SplitView.Fraction?
  /// Light or dark appearance; light by default.
  public var userInterfaceStyle: UIUserInterfaceStyle
  /// Whether the user asked for increased contrast; normal by default.
  public var accessibilityContrast: UIAccessibilityContrast

  /// Creates host traits.
  public init(
    contentSizeCategory: UIContentSizeCategory = .large,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    splitView: SplitView.Fraction? = nil, userInterfaceStyle: UIUserInterfaceStyle = .light,
    accessibilityContrast: UIAccessibilityContrast = .normal
  ) {
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
    self.splitView = splitView
    self.userInterfaceStyle = userInterfaceStyle
    self.accessibilityContrast = accessibilityContrast
  }
}
