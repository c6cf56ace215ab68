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

  private let storedSize: CGSize
  private let storedScale: CGFloat
  private let storedRenderingMode: RenderingMode

  /// Creates an empty image: size zero, scale 1.
  public override init() {
    storedSize = .zero
    storedScale = 1
    storedRenderingMode = .automatic
    super.init()
  }

  /// Creates an image of a size in points at a scale; for tests and the registry.
  package init(size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
    storedSize = size
    storedScale = scale
    storedRenderingMode = renderingMode
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
    UIImage(size: storedSize, scale: storedScale, renderingMode: renderingMode)
  }
}
