import Foundation

extension UIImage {
  /// How an image draws: UIKit's `UIImageRenderingMode` raw values (UIImage.h).
  public enum RenderingMode: Int, Sendable {
    case automatic = 0
    case alwaysOriginal = 1
    case alwaysTemplate = 2
  }
}
