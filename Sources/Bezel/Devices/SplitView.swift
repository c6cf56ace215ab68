import UIKit

/// One app's window in an iPad's Split View: its share of the screen, its size and its size
/// classes.
///
/// Widths and horizontal size classes are swift-snapshot-testing's iPad table (SST, iOS 11 era,
/// the same widths as the macguru gist). The vertical size class is regular in every split
/// (txt.jazzychad.net, iOS 9 measurements).
public struct SplitView: Hashable, Sendable {
  /// An app's share of the screen's width.
  public enum Fraction: Sendable, Hashable, CaseIterable {
    /// The narrow side of an uneven split.
    case oneThird
    /// Half of a 50/50 split (offered in landscape).
    case half
    /// The wide side of an uneven split.
    case twoThirds
  }

  /// The app's share of the screen's width.
  public var fraction: Fraction
  /// Whether the iPad is in landscape.
  public var isLandscape: Bool
  /// The window's size in points.
  public var size: CGSize
  /// The window's horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass
  /// Where the width and size class come from.
  public var source: Source

  /// Creates a split.
  public init(
    fraction: Fraction, isLandscape: Bool, size: CGSize,
    horizontalSizeClass: UIUserInterfaceSizeClass, source: Source
  ) {
    self.fraction = fraction
    self.isLandscape = isLandscape
    self.size = size
    self.horizontalSizeClass = horizontalSizeClass
    self.source = source
  }

  /// The window's size classes; the vertical one is always regular.
  public var sizeClasses: SizeClasses {
    SizeClasses(horizontal: horizontalSizeClass, vertical: .regular)
  }
}
