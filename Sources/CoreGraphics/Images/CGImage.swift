import Foundation

/// A bitmap image's description: size, pixel layout and color space.
///
/// Bezel keeps the values an image is created with, and the data provider when there is one, but
/// decodes no pixels: nothing on Linux draws them. An image made by a `CGContext` keeps that
/// context's recorded drawing instead (see `CGContext`). Immutable and `Sendable`, as in Apple's SDK.
// Unchecked: the recorded paths and gradients are the context's private copies, never changed after
// recording; every other property is a Sendable constant.
public final class CGImage: @unchecked Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The bits in each component of a pixel.
  public let bitsPerComponent: Int
  /// The bits in each pixel.
  public let bitsPerPixel: Int
  /// The bytes in each row.
  public let bytesPerRow: Int
  /// The image's color space; nil for a mask.
  public let colorSpace: CGColorSpace?
  /// The layout of the pixels.
  public let bitmapInfo: CGBitmapInfo
  /// Whether the image is to be smoothed when scaled.
  public let shouldInterpolate: Bool
  /// How colors outside the destination's gamut are mapped.
  public let renderingIntent: CGColorRenderingIntent
  /// Whether the image is a mask.
  public let isMask: Bool
  /// The provider of the pixel data, if the image was made from one.
  public let dataProvider: CGDataProvider?
  /// The drawing recorded by the context that made the image, if any (Bezel's).
  package let recording: [BezelDrawingOperation]

  package init(
    width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
    colorSpace: CGColorSpace?, bitmapInfo: CGBitmapInfo, shouldInterpolate: Bool = true,
    renderingIntent: CGColorRenderingIntent = .defaultIntent, isMask: Bool = false,
    dataProvider: CGDataProvider? = nil, recording: [BezelDrawingOperation] = []
  ) {
    self.width = width
    self.height = height
    self.bitsPerComponent = bitsPerComponent
    self.bitsPerPixel = bitsPerPixel
    self.bytesPerRow = bytesPerRow
    self.colorSpace = colorSpace
    self.bitmapInfo = bitmapInfo
    self.shouldInterpolate = shouldInterpolate
    self.renderingIntent = renderingIntent
    self.isMask = isMask
    self.dataProvider = dataProvider
    self.recording = recording
  }

  /// An image of the given layout whose pixels `provider` supplies.
  ///
  /// Nil when a size is negative or zero, or when `bytesPerRow` cannot hold a row.
  public convenience init?(
    width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
    decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    guard width > 0, height > 0, bitsPerComponent > 0, bitsPerPixel >= bitsPerComponent,
      width <= Int.max / bitsPerPixel, bytesPerRow >= (width * bitsPerPixel + 7) / 8
    else { return nil }
    self.init(
      width: width, height: height, bitsPerComponent: bitsPerComponent,
      bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow, colorSpace: space,
      bitmapInfo: bitmapInfo, shouldInterpolate: shouldInterpolate, renderingIntent: intent,
      dataProvider: provider)
  }

  /// Where the alpha is, from the bitmap info's low bits.
  public var alphaInfo: CGImageAlphaInfo {
    CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
  }

  /// The byte order, from the bitmap info.
  public var byteOrderInfo: CGImageByteOrderInfo {
    CGImageByteOrderInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue)
      ?? .orderDefault
  }

  /// A copy of the image.
  public func copy() -> CGImage? {
    CGImage(
      width: width, height: height, bitsPerComponent: bitsPerComponent,
      bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow, colorSpace: colorSpace,
      bitmapInfo: bitmapInfo, shouldInterpolate: shouldInterpolate,
      renderingIntent: renderingIntent, isMask: isMask, dataProvider: dataProvider,
      recording: recording)
  }

  /// The part of the image inside `rect`, in whole pixels; nil if they do not overlap.
  ///
  /// The recorded drawing is not cropped.
  public func cropping(to rect: CGRect) -> CGImage? {
    guard rect.isUsable else { return nil }
    let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
    let newWidth = Int(area.width)
    return CGImage(
      width: newWidth, height: Int(area.height), bitsPerComponent: bitsPerComponent,
      bitsPerPixel: bitsPerPixel, bytesPerRow: (newWidth * bitsPerPixel + 7) / 8,
      colorSpace: colorSpace, bitmapInfo: bitmapInfo, shouldInterpolate: shouldInterpolate,
      renderingIntent: renderingIntent, isMask: isMask, dataProvider: nil, recording: recording)
  }
}

// Raw values from CGImage.h, `CGImageByteOrderInfo`.

/// The byte order of an image's pixels.
public enum CGImageByteOrderInfo: UInt32, Sendable {
  /// The default.
  case orderDefault = 0
  /// 16-bit little-endian.
  case order16Little = 4096
  /// 32-bit little-endian.
  case order32Little = 8192
  /// 16-bit big-endian.
  case order16Big = 12288
  /// 32-bit big-endian.
  case order32Big = 16384
  /// The mask of the byte order bits.
  case orderMask = 28672
}

/// A source of image data: Bezel keeps the bytes it is given.
public final class CGDataProvider: Sendable {
  /// The provided bytes.
  package let bytes: Data

  /// A provider of `data`'s bytes.
  public init?(data: CFData) {
    bytes = data
  }

  /// The provided bytes.
  public var data: CFData? { bytes }
}
