import UIKit

extension Device {
  /// The Split View windows the device offers in `orientation`, narrowest first; empty where
  /// the catalog knows none.
  public func splitViews(in orientation: Orientation) -> [SplitView] {
    splitViews.filter { $0.isLandscape == orientation.isLandscape }
      .sorted { $0.size.width < $1.size.width }
  }

  /// The Split View window taking `fraction` of the screen in `orientation`, if known.
  public func splitView(
    _ fraction: SplitView.Fraction, in orientation: Orientation
  ) -> SplitView? {
    splitViews.first { $0.fraction == fraction && $0.isLandscape == orientation.isLandscape }
  }

  /// The size of a Slide Over window in `orientation`, if known: 320 points wide and 40 points
  /// shorter than the screen on home-button iPads, in both orientations (HACK-iPadPro: "20
  /// points inset from the top to avoid obscuring the status bar and 20 points inset from the
  /// bottom").
  public func slideOverSize(in orientation: Orientation) -> CGSize? {
    guard let slideOver else { return nil }
    let inset = screenSize.height - slideOver.value.height
    return CGSize(width: slideOver.value.width, height: bounds(in: orientation).height - inset)
  }
}
