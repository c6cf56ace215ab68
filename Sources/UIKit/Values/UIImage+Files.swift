import Foundation

// Images from files and data (UIImage.h, `imageNamed:`, `imageWithContentsOfFile:`,
// `imageWithData:`). Bezel reads no pixels: it reads the pixel size from a PNG's header or a
// JPEG's frame header, which is all layout needs, and the scale from the file name's `@2x` or
// `@3x` suffix, as UIKit does. Other formats give nil.

extension UIImage {
  /// The image registered under `name`, else the bundle's image file of that name.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image registered under `name`, else `bundle`'s (the main bundle's when nil) image file
  /// of that name, at the scale that best matches `traitCollection`'s display scale (the main
  /// screen's when nil or unspecified).
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    if let registered = UIImage.registeredImage(named: name) {
      self.init(attributes: registered.attributes)
      return
    }
    let wanted =
      traitCollection.map { $0.displayScale > 0 ? $0.displayScale : 0 } ?? 0
    let scale = wanted > 0 ? wanted : ThreadFacts.current.mainScreenScale
    guard let path = Self.bestFile(named: name, in: bundle ?? .main, scale: scale) else {
      return nil
    }
    self.init(contentsOfFile: path)
  }

  /// The image in the PNG or JPEG file at `path`, at the scale its name's suffix gives.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data, scale: Self.scale(ofFileNamed: path))
  }

  /// The image in PNG or JPEG `data`, at scale 1.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The image in PNG or JPEG `data`, at `scale` pixels per point.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let pixels = Self.pixelSize(of: data) else { return nil }
    let scale = scale.isFinite && scale > 0 ? scale : 1
    var attributes = Attributes()
    attributes.size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    attributes.scale = scale
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { attributes.pngData = data }
    self.init(attributes: attributes)
  }

  /// The path of the file for `name` in `bundle`: the variant for `scale`, else a larger one,
  /// else a smaller one.
  static func bestFile(named name: String, in bundle: Bundle, scale: CGFloat) -> String? {
    let given = (name as NSString).pathExtension
    let base = given.isEmpty ? name : (name as NSString).deletingPathExtension
    let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
    let wanted = Int(scale.rounded())
    let order = [wanted] + [3, 2, 1].filter { $0 > wanted } + [3, 2, 1].filter { $0 < wanted }
    for factor in order {
      let suffix = factor == 1 ? "" : "@\(factor)x"
      for type in extensions {
        if let path = bundle.path(forResource: base + suffix, ofType: type) { return path }
      }
    }
    return nil
  }

  /// The scale a file name's `@2x` or `@3x` suffix gives; 1 without one.
  static func scale(ofFileNamed path: String) -> CGFloat {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if stem.hasSuffix("@3x") { return 3 }
    if stem.hasSuffix("@2x") { return 2 }
    return 1
  }

  /// The width and height in pixels that a PNG or JPEG header gives.
  static func pixelSize(of data: Data) -> CGSize? {
    let bytes = [UInt8](data.prefix(65_536))
    func bigEndian(_ offset: Int, _ count: Int) -> Int? {
      guard offset >= 0, offset + count <= bytes.count else { return nil }
      return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
    // PNG: the signature, then the IHDR chunk's width and height.
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      guard let width = bigEndian(16, 4), let height = bigEndian(20, 4), width > 0, height > 0
      else { return nil }
      return CGSize(width: width, height: height)
    }
    // JPEG: the segments up to a start-of-frame marker, which holds the height then the width.
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      guard let length = bigEndian(offset + 2, 2), length >= 2 else { return nil }
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        guard let height = bigEndian(offset + 5, 2), let width = bigEndian(offset + 7, 2),
          width > 0, height > 0
        else { return nil }
        return CGSize(width: width, height: height)
      }
      offset += 2 + length
    }
    return nil
  }
}
