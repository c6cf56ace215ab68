import Foundation

// UIGraphicsImageRenderer.h. An image renderer draws into a bitmap context of its bounds' size
// at the format's scale, y-down with the bounds' origin at the top-left pixel; the image it
// returns has the size in points and the scale, and its `cgImage` keeps what was drawn (Bezel's
// CGImage recording), since nothing is rasterized on Linux. For the same reason there is no
// `pngData(actions:)` or `jpegData(withCompressionQuality:actions:)`: Bezel has no pixels to
// encode. The format's scale defaults to the main screen's ("The default value is equal to the
// scale of the main screen"), read on the calling thread (`ThreadFacts`).

/// The configuration of an image renderer: scale, opacity and color range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
  /// The color ranges a renderer can prefer (UIGraphicsImageRenderer.h,
  /// `UIGraphicsImageRendererFormatRange`).
  public enum Range: Int, Sendable {
    /// No preference.
    case unspecified = -1
    /// The system decides from the device.
    case automatic = 0
    /// Extended range (wide color).
    case extended = 1
    /// Standard range (sRGB).
    case standard = 2
  }

  /// Pixels per point; the main screen's scale by default.
  open var scale: CGFloat
  /// Whether the images are fully opaque (default false).
  open var opaque = false
  /// The color range the renderer prefers (default `.automatic`).
  open var preferredRange = Range.automatic

  /// Whether the renderer prefers extended range; `preferredRange` replaces it.
  @available(*, deprecated, message: "Use the preferredRange property instead")
  open var prefersExtendedRange: Bool {
    get { preferredRange == .extended }
    set { preferredRange = newValue ? .extended : .standard }
  }

  /// A format at the main screen's scale, not opaque, with automatic range.
  public required init() {
    scale = ThreadFacts.current.mainScreenScale
    super.init()
  }

  /// The format best suited to a device with `traitCollection`: its display scale, or the
  /// main screen's when the traits leave it unspecified (0).
  public convenience init(for traitCollection: UITraitCollection) {
    self.init()
    if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
  }

  override func copyValues(to copy: UIGraphicsRendererFormat) {
    super.copyValues(to: copy)
    guard let copy = copy as? UIGraphicsImageRendererFormat else { return }
    copy.scale = scale
    copy.opaque = opaque
    copy.preferredRange = preferredRange
  }
}

/// The drawing environment of an image renderer.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
  /// An image of what has been drawn so far.
  open var currentImage: UIImage {
    guard let image = storedContext.makeImage() else { return UIImage() }
    return UIImage(cgImage: image, scale: scale)
  }

  let scale: CGFloat

  init(context: CGContext, format: UIGraphicsImageRendererFormat) {
    scale = format.scale
    super.init(context: context, format: format)
  }
}

/// A renderer that draws images of a given size.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// A renderer of images of `size` points with the default format.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// A renderer of images of `size` points with `format`.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    super.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images of `bounds`, whose origin is the images' top-left corner.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    super.init(bounds: bounds, format: format)
  }

  /// A renderer of `bounds`; a format that is not an image format gives the default one.
  public override init(bounds: CGRect, format: UIGraphicsRendererFormat) {
    let imageFormat = format as? UIGraphicsImageRendererFormat ?? .default()
    super.init(bounds: bounds, format: imageFormat)
  }

  override class func makeDefaultFormat() -> UIGraphicsRendererFormat {
    UIGraphicsImageRendererFormat.default()
  }

  /// True: the renderer makes images.
  open override var allowsImageOutput: Bool { true }

  /// The renderer's image format.
  var imageFormat: UIGraphicsImageRendererFormat {
    storedFormat as? UIGraphicsImageRendererFormat ?? .default()
  }

  /// Runs `actions` with a new context current and returns the image they drew.
  ///
  /// Bounds that give no pixel draw nothing and give an empty image of the format's scale.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let format = imageFormat
    let bounds = format.bounds
    guard
      let context = ImageContextFactory.make(
        size: bounds.size, scale: format.scale, opaque: format.opaque)
    else { return UIImage(size: .zero, scale: format.scale) }
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    let rendererContext = UIGraphicsImageRendererContext(context: context, format: format)
    run({ actions(rendererContext) }, with: context)
    return rendererContext.currentImage
  }
}
