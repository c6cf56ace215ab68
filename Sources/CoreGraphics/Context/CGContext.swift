import Foundation

/// A drawing destination that records what is drawn.
///
/// Nothing is rasterized on Linux: each fill, stroke, clear, image and gradient is kept, with the
/// graphics state it was drawn with, so that drawing can be inspected and rendered later (Bezel's
/// `@_spi(Bezel)` accessors `bezelOperations` and `bezelState`). The graphics state stack, the
/// CTM, the current path and the clip behave as CoreGraphics documents them: paths are
/// transformed by the CTM as they are built, and painting or clipping consumes the current path.
/// A bitmap context keeps its layout but no pixels; `data` is never written. Not `Sendable`, as
/// in Apple's SDK.
public final class CGContext {
  var state = BezelGraphicsState()
  private var savedStates: [BezelGraphicsState] = []
  /// The current path, in device space.
  let currentPath = CGMutablePath()
  /// What has been drawn, in order.
  private(set) var operations: [BezelDrawingOperation] = []

  /// The text matrix.
  ///
  /// Not part of the graphics state: saving or restoring the state leaves it alone, as
  /// CGContextSetTextMatrix's documentation says.
  public var textMatrix: CGAffineTransform = .identity
  /// Where the next glyph is drawn, in text space.
  public var textPosition: CGPoint = .zero

  /// The bitmap's width in pixels.
  public let width: Int
  /// The bitmap's height in pixels.
  public let height: Int
  /// The bits in each component of a pixel.
  public let bitsPerComponent: Int
  /// The bits in each pixel.
  public let bitsPerPixel: Int
  /// The bytes in each row.
  public let bytesPerRow: Int
  /// The bitmap's color space.
  public let colorSpace: CGColorSpace?
  /// The bitmap's layout.
  public let bitmapInfo: CGBitmapInfo

  /// A bitmap context of `width` by `height` pixels.
  ///
  /// Nil when a size is not positive, `bitsPerComponent` is not positive, or a non-zero
  /// `bytesPerRow` cannot hold a row; zero `bytesPerRow` is computed, as CoreGraphics does.
  /// Bezel never reads or writes `data`.
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    let components = space.numberOfComponents
    let info = CGBitmapInfo(rawValue: bitmapInfo)
    let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
    let hasAlphaSlot = alpha != nil && alpha != CGImageAlphaInfo.none
    guard width > 0, height > 0, bitsPerComponent > 0, bitsPerComponent <= 32,
      width <= (1 << 24), height <= (1 << 24)
    else { return nil }
    let pixelBits = bitsPerComponent * (components + (hasAlphaSlot ? 1 : 0))
    let minimumRow = (width * pixelBits + 7) / 8
    guard bytesPerRow == 0 || bytesPerRow >= minimumRow else { return nil }
    self.width = width
    self.height = height
    self.bitsPerComponent = bitsPerComponent
    self.bitsPerPixel = pixelBits
    self.bytesPerRow = bytesPerRow == 0 ? minimumRow : bytesPerRow
    self.colorSpace = space
    self.bitmapInfo = info
  }

  /// Where the bitmap's alpha is.
  public var alphaInfo: CGImageAlphaInfo {
    CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
  }

  /// An image of the bitmap: its layout, and (Bezel's) the drawing recorded so far.
  public func makeImage() -> CGImage? {
    CGImage(
      width: width, height: height, bitsPerComponent: bitsPerComponent,
      bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow, colorSpace: colorSpace,
      bitmapInfo: bitmapInfo, recording: operations)
  }

  /// Pushes a copy of the graphics state.
  public func saveGState() {
    savedStates.append(state)
  }

  /// Pops the graphics state saved last; nothing when none is saved.
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    state = saved
  }

  /// Nothing to flush: drawing is recorded at once.
  public func flush() {}

  /// Nothing to synchronize: drawing is recorded at once.
  public func synchronize() {}

  func record(_ operation: BezelDrawingOperation) {
    operations.append(operation)
  }
}

extension CGContext {
  /// The operations recorded so far, in order (Bezel's).
  @_spi(Bezel) public var bezelOperations: [BezelDrawingOperation] { operations }

  /// The current graphics state (Bezel's).
  @_spi(Bezel) public var bezelState: BezelGraphicsState { state }

  /// How many graphics states are saved (Bezel's).
  @_spi(Bezel) public var bezelSavedStateCount: Int { savedStates.count }
}

extension CGImage {
  /// The drawing recorded by the context that made this image, if any (Bezel's).
  @_spi(Bezel) public var bezelRecording: [BezelDrawingOperation] { recording }
}
