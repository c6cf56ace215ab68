import Foundation

/// An image's geometry: its size in points, its scale and its rendering mode.
///
/// There are no pixels: layout needs only the size. Images by name come from a registry that the
/// embedder or a test fills (`UIImage.register(_:named:)`); an unregistered name gives nil, as a
/// missing asset does on iOS.
open class UIImage: NSObject, @unchecked Sendable {
  /// The image's size in points.
  open var size: CGSize { storedSize }

  /// The number of pixels per point (1, 2 or 3).
  open var scale: CGFloat { storedScale }

  /// Whether the image draws its own colors or is tinted.
  open var renderingMode: RenderingMode { storedRenderingMode }

  /// The Core Graphics image underneath, if any (`cgImage`).
  open var cgImage: CGImage? { storedCGImage }

  private let storedSize: CGSize
  private let storedScale: CGFloat
  private let storedRenderingMode: RenderingMode
  /// For an image drawn by a graphics context, its bitmap image, which keeps what was drawn
  /// (`CGImage`'s recording).
  private let storedCGImage: CGImage?

  /// Creates an empty image: size zero, scale 1.
  public override init() {
    storedSize = .zero
    storedScale = 1
    storedRenderingMode = .automatic
    storedCGImage = nil
    super.init()
  }

  /// An image of `cgImage` at scale 1: one point per pixel.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1)
  }

  /// An image of `cgImage` at `scale` pixels per point: its size is the pixel size over the
  /// scale (UIImage.h, `size`: "the logical dimensions, in points").
  package init(cgImage: CGImage, scale: CGFloat, renderingMode: RenderingMode = .automatic) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    storedSize = CGSize(
      width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    storedScale = scale
    storedRenderingMode = renderingMode
    storedCGImage = cgImage
    super.init()
  }

  /// Creates an image of a size in points at a scale; for tests and the registry.
  package init(size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
    storedSize = size
    storedScale = scale
    storedRenderingMode = renderingMode
    storedCGImage = nil
    super.init()
  }

  /// Returns the image registered under `name`, or nil.
  ///
  /// The image is a new object with the registered image's size, scale and rendering mode.
  public convenience init?(named name: String) {
    guard let registered = UIImage.registeredImage(named: name) else { return nil }
    self.init(
      size: registered.size, scale: registered.scale,
      renderingMode: registered.renderingMode)
  }

  /// Returns a copy of the image that draws in a rendering mode.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    if let storedCGImage {
      return UIImage(cgImage: storedCGImage, scale: storedScale, renderingMode: renderingMode)
    }
    return UIImage(size: storedSize, scale: storedScale, renderingMode: renderingMode)
  }
}
