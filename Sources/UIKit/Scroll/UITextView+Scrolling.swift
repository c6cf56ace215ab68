import Foundation

extension UITextView {
  /// The rectangle `scrollRangeToVisible(_:)` shows: the one the range's glyphs take in the
  /// text container, or an empty range's line fragment (the extra one after a final line
  /// break), moved by the container inset; nil when there is none.
  func visibleRect(ofRange range: NSRange) -> CGRect? {
    let kit = textKit
    let container = trackContainerSize()
    let length = kit.storage.length
    let location = max(0, min(range.location, length))
    let clamped = NSRange(location: location, length: max(0, min(range.length, length - location)))
    let manager = kit.layoutManager
    let glyphs = manager.glyphRange(forCharacterRange: clamped, actualCharacterRange: nil)
    let rect: CGRect
    if glyphs.length > 0 {
      rect = manager.boundingRect(forGlyphRange: glyphs, in: container)
    } else if location >= length, manager.extraLineFragmentRect != .zero {
      // The caret after a final line break, or in empty text: the extra line fragment.
      rect = manager.extraLineFragmentRect
    } else if manager.numberOfGlyphs > 0 {
      // A caret: its line fragment.
      let glyph = min(glyphs.location, manager.numberOfGlyphs - 1)
      rect = manager.lineFragmentRect(forGlyphAt: glyph, effectiveRange: nil)
    } else {
      return nil
    }
    guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite else { return nil }
    let inset = textContainerInset
    return rect.offsetBy(dx: inset.left, dy: inset.top)
  }
}
