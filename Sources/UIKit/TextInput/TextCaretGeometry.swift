import Foundation

/// Where carets and characters fall in unwrapped lines of text: each line break starts a line
/// one line height lower, and a caret's x is the width of the line's text before it.
///
/// Bezel lays no glyphs out; widths come from the window's text model, so a caret lands where
/// the measured text ends.
struct TextCaretGeometry {
  let string: String
  let font: UIFont
  /// The top-left corner of the first line's text.
  let origin: CGPoint
  /// Measures the width of one line of text.
  let measure: (String) -> CGFloat

  /// A caret is 2 points wide.
  static let caretWidth: CGFloat = 2

  /// The line holding UTF-16 offset `offset`, and the offset where that line starts.
  private func line(of offset: Int) -> (index: Int, start: Int) {
    let units = Array(string.utf16)
    var index = 0
    var start = 0
    for position in 0..<min(offset, units.count) where units[position] == 10 {
      index += 1
      start = position + 1
    }
    return (index, start)
  }

  func caretRect(at offset: Int) -> CGRect {
    let (index, start) = line(of: offset)
    let prefix = (string as NSString).substring(
      with: NSRange(location: start, length: offset - start))
    let x = origin.x + (prefix.isEmpty ? 0 : measure(prefix))
    let y = origin.y + CGFloat(index) * font.lineHeight
    return CGRect(x: x, y: y, width: TextCaretGeometry.caretWidth, height: font.lineHeight)
  }

  /// The rectangle from `range`'s start to its end on the start's line.
  func firstRect(for range: NSRange) -> CGRect {
    let start = caretRect(at: range.location)
    let end = caretRect(at: range.location + range.length)
    let maxX = end.minY == start.minY ? end.minX : start.minX
    return CGRect(
      x: start.minX, y: start.minY, width: max(maxX - start.minX, 0), height: start.height)
  }

  /// The offset, at a character boundary, whose caret is nearest `point`.
  func nearestOffset(to point: CGPoint, in range: NSRange) -> Int {
    var best = range.location
    var bestDistance = CGFloat.greatestFiniteMagnitude
    var offset = 0
    var boundaries = [0]
    for character in string {
      offset += character.utf16.count
      boundaries.append(offset)
    }
    for boundary in boundaries
    where boundary >= range.location && boundary <= range.location + range.length {
      let caret = caretRect(at: boundary)
      let dy = point.y < caret.minY ? caret.minY - point.y : max(point.y - caret.maxY, 0)
      let distance = dy * 10_000 + abs(point.x - caret.minX)
      if distance < bestDistance {
        bestDistance = distance
        best = boundary
      }
    }
    return best
  }

  /// The character (grapheme cluster) whose box holds `point`, as a UTF-16 range.
  func characterRange(at point: CGPoint) -> NSRange? {
    var start = 0
    for character in string {
      let length = character.utf16.count
      let from = caretRect(at: start)
      let to = caretRect(at: start + length)
      if character != "\n", point.y >= from.minY, point.y < from.maxY, point.x >= from.minX,
        point.x < to.minX
      {
        return NSRange(location: start, length: length)
      }
      start += length
    }
    return nil
  }
}

/// One rectangle of a selection's highlight.
final class TextSelectionRect: UITextSelectionRect {
  private let storedRect: CGRect
  private let startsSelection: Bool
  private let endsSelection: Bool

  init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
    storedRect = rect
    startsSelection = containsStart
    endsSelection = containsEnd
    super.init()
  }

  override var rect: CGRect { storedRect }
  override var containsStart: Bool { startsSelection }
  override var containsEnd: Bool { endsSelection }
}
