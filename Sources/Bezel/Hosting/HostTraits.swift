import UIKit

/// The traits a host gives the window, beyond what the device and orientation decide.
public struct HostTraits: Sendable, Hashable {
  /// The user's text size; Large by default.
  public var contentSizeCategory: UIContentSizeCategory
  /// The app's layout direction; right to left for Arabic or Hebrew.
  public var layoutDirection: UIUserInterfaceLayoutDirection
  /// An iPad Split View window taking this part of the screen, or nil for full screen.
  public var splitView: SplitView.Fraction?

  /// Creates host traits.
  public init(
    contentSizeCategory: UIContentSizeCategory = .large,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    splitView: SplitView.Fraction? = nil
  ) {
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
    self.splitView = splitView
  }
}
