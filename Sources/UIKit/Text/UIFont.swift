import Foundation

/// A font: a name, a point size and the traits that the text model needs.
///
/// Fonts are immutable values wrapped in a class, as in UIKit. Two fonts are equal when they have
/// the same name, point size, weight and digit style (`isEqual(_:)` and `hash` are overridden), so
/// `UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17)` holds, as it does on iOS.
///
/// Every font is measured with the system font's metrics (SF Pro, see `SystemFontMetrics`). Fonts
/// created by name (`init?(name:size:)`) reuse those metrics: there is no font file on this platform.
open class UIFont: NSObject, @unchecked Sendable {
  /// Read by Core Foundation when runs of attributed text compare values: the first stored
  /// property (`CoreFoundationObjectInfo`).
  private let coreFoundationInfo = CoreFoundationObjectInfo.swiftObject

  /// The font's PostScript name, for example `.SFUI-Regular` for the regular system font.
  open var fontName: String { storedFontName }

  /// The font's family name; `.AppleSystemUIFont` for the system font.
  open var familyName: String { storedFamilyName }

  /// The font's point size.
  open var pointSize: CGFloat { storedPointSize }

  /// The weight used for measuring, as a `UIFont.Weight` raw value (regular is 0).
  package let weightValue: CGFloat

  /// Whether the font is an italic style.
  package let isItalic: Bool

  /// Whether the font draws all digits with the same advance (`monospacedDigitSystemFont`).
  package let hasMonospacedDigits: Bool

  /// The Dynamic Type text style the font was made for, if any (UIKit keeps it in the font's
  /// descriptor); labels that adjust to the content size category read it.
  package private(set) var textStyle: TextStyle?

  private let storedFontName: String
  private let storedFamilyName: String
  private let storedPointSize: CGFloat

  /// Creates a font from its parts; the factories and `init?(name:size:)` call this.
  package init(
    name: String, familyName: String, size: CGFloat, weight: CGFloat, italic: Bool = false,
    monospacedDigits: Bool = false
  ) {
    storedFontName = name
    storedFamilyName = familyName
    // UIKit never reports a negative point size; a negative request measures as zero.
    storedPointSize = size.isNaN ? 0 : max(0, size)
    weightValue = weight
    isItalic = italic
    hasMonospacedDigits = monospacedDigits
    super.init()
  }

  /// The distance from the baseline to the top of the tallest glyphs (positive).
  ///
  /// The same font, marked as made for `style`.
  package func markedWithTextStyle(_ style: TextStyle) -> UIFont {
    textStyle = style
    return self
  }

  open var ascender: CGFloat { scaled(SystemFontMetrics.ascender) }

  /// The distance from the baseline to the bottom of the lowest glyphs (negative).
  open var descender: CGFloat { scaled(SystemFontMetrics.descender) }

  /// The extra space between lines that the font asks for: 0 for the system font, the text
  /// style's (`textStyleLeading`) for a text-style font.
  open var leading: CGFloat { textStyleLeading ?? scaled(SystemFontMetrics.leading) }

  /// The height of one line of text: ascender minus descender plus the font's line gap (0).
  ///
  /// A text style's leading is not included: a single-line `title1` label is 33.67 points tall
  /// at 3× (28 × 2444 / 2048 = 33.41, rounded up) in swift-snapshot-testing's
  /// `testTraitsWithViewController` recordings of iOS 13.
  open var lineHeight: CGFloat {
    scaled(SystemFontMetrics.ascender - SystemFontMetrics.descender + SystemFontMetrics.leading)
  }

  /// The height of capital letters above the baseline.
  open var capHeight: CGFloat { scaled(SystemFontMetrics.capHeight) }

  /// The height of the lowercase x above the baseline.
  open var xHeight: CGFloat {
    let t = SystemFontMetrics.boldness(of: weightValue)
    let regular = SystemFontMetrics.xHeightRegular
    return scaled(regular + (SystemFontMetrics.xHeightBold - regular) * t)
  }

  private func scaled(_ units: CGFloat) -> CGFloat {
    units * pointSize / SystemFontMetrics.unitsPerEm
  }

  /// Returns a font with the same name and traits at another point size.
  ///
  /// A text style's font stays that style's, with the style's leading at the new size: the copy
  /// is the font of the same descriptor with only its size changed, as
  /// `UIFontDescriptor.withSize(_:)` changes only the size attribute, and the text style is one
  /// of the descriptor's attributes (`UIFontDescriptor.AttributeName.textStyle`).
  /// `UIFontMetrics.scaledFont(for:)` scales through this.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    let copy = UIFont(
      name: storedFontName, familyName: storedFamilyName, size: fontSize, weight: weightValue,
      italic: isItalic, monospacedDigits: hasMonospacedDigits)
    if let textStyle { _ = copy.markedWithTextStyle(textStyle) }
    return copy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    if other === self { return true }
    return storedFontName == other.storedFontName
      && storedPointSize == other.storedPointSize
      && weightValue == other.weightValue
      && hasMonospacedDigits == other.hasMonospacedDigits
  }

  open override var hash: Int {
    // A fixed-seed FNV-1a over the equality key, so that hashes are the same in every process.
    var hasher = StableHasher()
    hasher.combine(storedFontName)
    hasher.combine(storedPointSize)
    hasher.combine(weightValue)
    hasher.combine(hasMonospacedDigits ? 1 : 0)
    return hasher.value
  }

  /// The form UIKit prints, without the object address:
  /// `font-family: ".SFUI-Regular"; font-weight: normal; font-style: normal; font-size: 17.00pt`.
  ///
  /// A text style's font prints its style as the family: `font-family: "UICTFontTextStyleBody"`
  /// for a cell's body-style title, `"UICTFontTextStyleCaption1"` at 12 pt for a subtitle
  /// cell's detail label, as a simulator of May 2022 (Xcode 13, iOS 15) logged them in the
  /// comments of zjmdyd/ZJIOS's `ZJUIKitTableViewController.m`.
  open override var description: String {
    let weight = weightValue >= UIFont.Weight.bold.rawValue ? "bold" : "normal"
    let style = isItalic ? "italic" : "normal"
    let size = String(format: "%.2f", Double(storedPointSize))
    let family = textStyle?.rawValue ?? storedFontName
    return "font-family: \"\(family)\"; font-weight: \(weight); font-style: \(style);"
      + " font-size: \(size)pt"
  }
}
