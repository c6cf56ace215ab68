import UIKit

extension Device {
  /// Everything a `DeviceHost` with default traits gives a window on this device in an
  /// orientation: two devices with equal environments lay any screen out identically, so a
  /// check need lay it out on only one of them.
  ///
  /// It mirrors what `DeviceHost` reads of a device: the window's size, the scale, the safe-area
  /// insets with and without the status bar, the bars' heights, the readable width, the idiom
  /// and the size classes. Names, years and sources are left out.
  package struct LayoutEnvironment: Hashable, Sendable {
    var idiom: UIUserInterfaceIdiom
    var orientation: Orientation
    var size: CGSize
    var scale: CGFloat
    var insets: UIEdgeInsets
    var insetsWithoutStatusBar: UIEdgeInsets
    var bars: BarHeights?
    var readableWidth: CGFloat
    var sizeClasses: SizeClasses
  }

  /// The environment of a default `DeviceHost` on this device in `orientation`.
  package func layoutEnvironment(in orientation: Orientation) -> LayoutEnvironment {
    // DeviceHost shows Apple TV in landscape whatever it is asked.
    let orientation = idiom == .tv ? .landscapeLeft : orientation
    let traits = HostTraits()
    return LayoutEnvironment(
      idiom: idiom, orientation: orientation, size: bounds(in: orientation), scale: scale,
      insets: safeAreaInsets(orientation: orientation, statusBarHidden: false),
      insetsWithoutStatusBar: safeAreaInsets(orientation: orientation, statusBarHidden: true),
      bars: barHeights(in: orientation)?.value,
      readableWidth: readableWidth(for: traits.contentSizeCategory),
      sizeClasses: sizeClasses(in: orientation))
  }
}
