import Foundation

/// An inline image in attributed text (`NSAttributedString.Key.attachment`), on the attachment
/// character U+FFFC.
///
/// In layout it takes `bounds` (its image's size when the bounds are empty), its origin's `y`
/// relative to the line's baseline: a negative `y` hangs the attachment below the baseline.
open class NSTextAttachment: NSObject, @unchecked Sendable {
  /// Read by Core Foundation when runs of attributed text compare values: the first stored
  /// property (`CoreFoundationObjectInfo`).
  private let coreFoundationInfo = CoreFoundationObjectInfo.swiftObject

  /// The attachment character, U+FFFC (`NSAttachmentCharacter`).
  public static let character = 0xFFFC

  /// The attachment's contents.
  open var contents: Data?
  /// The uniform type identifier of `contents`.
  open var fileType: String?
  /// The image drawn.
  open var image: UIImage?
  /// Where the attachment is drawn, relative to the baseline at its position; `.zero` takes the
  /// image's size on the baseline.
  open var bounds: CGRect = .zero

  /// Creates an attachment with contents of a type.
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
    super.init()
  }

  /// Creates an empty attachment.
  public override convenience init() {
    self.init(data: nil, ofType: nil)
  }

  /// Creates an attachment showing an image (iOS 13).
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }

  /// The rectangle the attachment takes in layout, relative to the baseline (y up).
  var layoutBounds: CGRect {
    if bounds != .zero { return bounds }
    return CGRect(origin: .zero, size: image?.size ?? .zero)
  }
}

extension NSAttributedString {
  /// A one-character string holding an attachment.
  public convenience init(attachment: NSTextAttachment) {
    let character = String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!))
    self.init(string: character, attributes: [.attachment: attachment])
  }
}
