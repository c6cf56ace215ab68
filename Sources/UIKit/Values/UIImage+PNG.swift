import Foundation

// UIImage.h, `UIImagePNGRepresentation` and, in Swift, `UIImage.pngData()`: "A data object
// containing the PNG data, or nil if there was a problem generating the data." Bezel decodes
// no pixels, so the PNG data it can give is the data a PNG image was made from; any other
// image (made from a JPEG, drawn, a symbol, sized) has no pixels to encode, and gives nil.

extension UIImage {
  /// The image as PNG data: the PNG data the image was made from, else nil.
  public func pngData() -> Data? {
    attributes.pngData
  }
}
