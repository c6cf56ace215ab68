import Foundation

/// A display: its size in points and its scale.
@MainActor @preconcurrency
open class UIScreen: NSObject {
  public let bounds: CGRect
  public let scale: CGFloat
  public let nativeScale: CGFloat

  package init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
    self.nativeScale = scale
    super.init()
  }

  /// The main screen.
  ///
  /// Bezel's default device is an iPhone 16 in portrait: 393 × 852 points at 3× (Apple's iPhone 16
  /// technical specifications: 2556 × 1179 pixels at 460 ppi; the Human Interface Guidelines'
  /// device table: 393 × 852 pt @3x). Hosting on another device replaces it.
  public static var main: UIScreen {
    get { currentMain }
    set { currentMain = newValue }
  }

  private static var currentMain = UIScreen(
    bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
}
