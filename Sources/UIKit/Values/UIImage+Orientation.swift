import Foundation

extension UIImage {
  /// How an image's pixels are turned for display (UIImage.h raw values).
  public enum Orientation: Int, Sendable {
    case up = 0
    case down = 1
    case left = 2
    case right = 3
    case upMirrored = 4
    case downMirrored = 5
    case leftMirrored = 6
    case rightMirrored = 7
  }

  /// The image's orientation: Bezel's images are never turned, so always `.up`.
  public var imageOrientation: Orientation { .up }
}
