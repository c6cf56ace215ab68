import UIKit

/// How much of the top of the screen the status bar covers, per orientation.
///
/// A height of 0 means the system does not show the status bar in that orientation: iPhones hide
/// it in landscape (useyourloaf.com, "Supporting iPhone X"; DIM measured a top inset of 0 on
/// every iPhone in landscape). On notched iPhones the status bar fills the strip beside the
/// sensor housing, so its height equals the top safe-area inset (DIM); UIKit's
/// `statusBarFrame` can report less (44 on the iPhone 12 mini, whose top inset is 50 — GK-67),
/// but the safe area, which Bezel models, uses the larger strip.
public struct StatusBar: Hashable, Sendable {
  /// The height in portrait.
  public var portrait: CGFloat
  /// The height in landscape; 0 if the system hides the status bar.
  public var landscape: CGFloat

  /// Creates status bar heights.
  public init(portrait: CGFloat, landscape: CGFloat) {
    self.portrait = portrait
    self.landscape = landscape
  }

  /// A status bar shown only in portrait, as on every iPhone since iOS 8.
  public static func portraitOnly(_ height: CGFloat) -> StatusBar {
    StatusBar(portrait: height, landscape: 0)
  }

  /// A status bar of one height in every orientation, as on iPads.
  public static func everyOrientation(_ height: CGFloat) -> StatusBar {
    StatusBar(portrait: height, landscape: height)
  }

  /// No status bar, as on Apple TV.
  public static let none = StatusBar(portrait: 0, landscape: 0)

  /// The height in `orientation`.
  public func height(in orientation: Orientation) -> CGFloat {
    orientation.isLandscape ? landscape : portrait
  }
}
