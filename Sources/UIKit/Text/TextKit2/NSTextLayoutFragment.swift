import Foundation

/// The layout of one paragraph in TextKit 2 (NSTextLayoutFragment.h).
open class NSTextLayoutFragment: NSObject {
  /// How `enumerateTextLayoutFragments` walks fragments (Apple's raw values).
  public struct EnumerationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let reverse = EnumerationOptions(rawValue: 1 << 0)
    public static let estimatesSize = EnumerationOptions(rawValue: 1 << 1)
    public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 2)
    public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
  }

  /// The layout manager that laid the fragment out.
  open private(set) weak var textLayoutManager: NSTextLayoutManager?
  /// The paragraph's range.
  open var rangeInElement: NSTextRange { storedRangeInElement }
  private let storedRangeInElement: NSTextRange
  /// The paragraph's frame in the container: its lines' fragments.
  open var layoutFragmentFrame: CGRect { storedLayoutFragmentFrame }
  private let storedLayoutFragmentFrame: CGRect
  /// The paragraph's lines.
  open var textLineFragments: [NSTextLineFragment] { storedTextLineFragments }
  private let storedTextLineFragments: [NSTextLineFragment]

  init(manager: NSTextLayoutManager, range: NSRange, frame: CGRect, lines: [NSTextLineFragment]) {
    textLayoutManager = manager
    storedRangeInElement =
      NSTextRange(
        location: TextOffsetLocation(range.location), end: TextOffsetLocation(NSMaxRange(range)))
      ?? NSTextRange(location: TextOffsetLocation(range.location))
    storedLayoutFragmentFrame = frame
    storedTextLineFragments = lines
    super.init()
  }

  /// The area the fragment draws in: its frame (no glyph overhang is modelled).
  open var renderingSurfaceBounds: CGRect {
    CGRect(origin: .zero, size: layoutFragmentFrame.size)
  }
}

/// One line of a layout fragment (NSTextLineFragment.h).
open class NSTextLineFragment: NSObject {
  /// The line's characters, in the document's UTF-16 offsets.
  open var characterRange: NSRange { storedCharacterRange }
  private let storedCharacterRange: NSRange
  /// The line's used rectangle, relative to its layout fragment.
  open var typographicBounds: CGRect { storedTypographicBounds }
  private let storedTypographicBounds: CGRect
  /// Where the line's first glyph's baseline starts, relative to its layout fragment.
  open var glyphOrigin: CGPoint { storedGlyphOrigin }
  private let storedGlyphOrigin: CGPoint

  init(characterRange: NSRange, typographicBounds: CGRect, glyphOrigin: CGPoint) {
    self.storedCharacterRange = characterRange
    self.storedTypographicBounds = typographicBounds
    self.storedGlyphOrigin = glyphOrigin
    super.init()
  }
}
