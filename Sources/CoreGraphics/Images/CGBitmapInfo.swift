// Bit values from CGImage.h, `CGBitmapInfo`: the alpha info in the low five bits, the float flag at
// bit 8, the byte order in bits 12 to 14.

/// How a bitmap's pixels are laid out: alpha placement, float components and byte order.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The bits that hold a `CGImageAlphaInfo`.
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  /// The bits that hold the float flags.
  public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
  /// Components are floating-point values.
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  /// The bits that hold the byte order.
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  /// The default byte order.
  public static let byteOrderDefault = CGBitmapInfo([])
  /// 16-bit little-endian.
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  /// 32-bit little-endian.
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  /// 16-bit big-endian.
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  /// 32-bit big-endian.
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
  /// The host's 16-bit byte order (little-endian on every platform Bezel runs on).
  public static let byteOrder16Host = byteOrder16Little
  /// The host's 32-bit byte order (little-endian on every platform Bezel runs on).
  public static let byteOrder32Host = byteOrder32Little
}
