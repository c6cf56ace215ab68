import Foundation

/// An image's geometry: its size in points, its scale, its rendering mode and how it stretches.
///
/// There are no pixels: layout needs only the size. Images by name come from a registry that the
/// embedder or a test fills (`UIImage.register(_:named:)`), then from the bundle's PNG and JPEG
/// files (`UIImage+Files.swift`); a name found nowhere gives nil, as a missing asset does on iOS.
open class UIImage: NSObject, @unchecked Sendable {
  /// What an image is: every variant (`withRenderingMode`, `resizableImage`…) is a copy with one
  /// of these changed.
  package struct Attributes {
    var size: CGSize = .zero
    var scale: CGFloat = 1
    var renderingMode: RenderingMode = .automatic
    /// For an image drawn by a graphics context, its bitmap image, which keeps what was drawn.
    var cgImage: CGImage?
    var capInsets: UIEdgeInsets = .zero
    var resizingMode: ResizingMode = .tile
    var alignmentRectInsets: UIEdgeInsets = .zero
    var flipsForRightToLeftLayoutDirection = false
    /// The color `withTintColor` gave the image.
    var tintColor: UIColor?
    /// For a symbol image: its name and configuration (`UIImage+Symbols.swift`).
    var symbolName: String?
    var symbolConfiguration: SymbolConfiguration?
    var traitCollection: UITraitCollection?
    /// For an image made from PNG data, that data (`UIImage+PNG.swift`).
    package var pngData: Data?
  }

  let attributes: Attributes

  /// The image's size in points.
  open var size: CGSize { attributes.size }

  /// The number of pixels per point (1, 2 or 3).
  open var scale: CGFloat { attributes.scale }

  /// Whether the image draws its own colors or is tinted.
  open var renderingMode: RenderingMode { attributes.renderingMode }

  /// The Core Graphics image underneath, if any (`cgImage`).
  open var cgImage: CGImage? { attributes.cgImage }

  /// The insets that stay unstretched when the image is resized; zero unless resizable.
  open var capInsets: UIEdgeInsets { attributes.capInsets }

  /// How the resizable middle fills a larger area; `.tile` unless resizable with another.
  open var resizingMode: ResizingMode { attributes.resizingMode }

  /// The insets of the image's content within its size, which Auto Layout aligns to.
  open var alignmentRectInsets: UIEdgeInsets { attributes.alignmentRectInsets }

  /// Whether an image view mirrors the image in a right-to-left layout.
  open var flipsForRightToLeftLayoutDirection: Bool {
    attributes.flipsForRightToLeftLayoutDirection
  }

  /// Creates an empty image: size zero, scale 1.
  public override init() {
    attributes = Attributes()
    super.init()
  }

  /// An image with the given attributes.
  package init(attributes: Attributes) {
    self.attributes = attributes
    super.init()
  }

  /// An image of `cgImage` at scale 1: one point per pixel.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1)
  }

  /// An image of `cgImage` at `scale` pixels per point: its size is the pixel size over the
  /// scale (UIImage.h, `size`: "the logical dimensions, in points").
  package convenience init(
    cgImage: CGImage, scale: CGFloat, renderingMode: RenderingMode = .automatic
  ) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    var attributes = Attributes()
    attributes.size = CGSize(
      width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    attributes.scale = scale
    attributes.renderingMode = renderingMode
    attributes.cgImage = cgImage
    self.init(attributes: attributes)
  }

  /// Creates an image of a size in points at a scale; for tests and the registry.
  package convenience init(
    size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic
  ) {
    var attributes = Attributes()
    attributes.size = size
    attributes.scale = scale
    attributes.renderingMode = renderingMode
    self.init(attributes: attributes)
  }

  /// A copy of the image with `change` made to its attributes.
  func variant(_ change: (inout Attributes) -> Void) -> UIImage {
    var copy = attributes
    change(&copy)
    return UIImage(attributes: copy)
  }

  /// Returns a copy of the image that draws in a rendering mode.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    variant { $0.renderingMode = renderingMode }
  }
}
