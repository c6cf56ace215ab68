import Foundation

/// A position in a text field's or text view's content: a UTF-16 offset from the start, as
/// `NSRange` counts.
final class IndexedTextPosition: UITextPosition {
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
    super.init()
  }

  override func isEqual(_ object: Any?) -> Bool {
    (object as? IndexedTextPosition)?.offset == offset
  }
  override var hash: Int { offset }
}

/// A range of a text field's or text view's content, in UTF-16 offsets.
final class IndexedTextRange: UITextRange {
  let range: NSRange

  init(_ range: NSRange) {
    self.range = range
    super.init()
  }

  override var isEmpty: Bool { range.length == 0 }
  override var start: UITextPosition { IndexedTextPosition(range.location) }
  override var end: UITextPosition { IndexedTextPosition(range.location + range.length) }

  override func isEqual(_ object: Any?) -> Bool {
    (object as? IndexedTextRange)?.range == range
  }
  override var hash: Int { range.location &* 31 &+ range.length }
}

/// A text and its selection, as a text field or text view edits them: ranges in UTF-16 code
/// units, as `NSRange` and the delegates' ranges count.
@MainActor
struct EditableText {
  var string = ""
  /// The selected range; empty for a caret.
  ///
  /// A programmatic change of the text puts the caret at
  /// the end.
  var selection = NSRange(location: 0, length: 0)

  var length: Int { string.utf16.count }

  /// `offset` kept within the text.
  func clamped(_ offset: Int) -> Int { min(max(offset, 0), length) }

  /// `range` kept within the text.
  func clamped(_ range: NSRange) -> NSRange {
    let start = clamped(range.location)
    let end = clamped(range.location + max(range.length, 0))
    return NSRange(location: start, length: end - start)
  }

  /// The text in `range`, clamped to the text.
  func substring(in range: NSRange) -> String {
    let range = clamped(range)
    return (string as NSString).substring(with: range)
  }

  /// The text with `range` replaced by `replacement`.
  func replacing(_ range: NSRange, with replacement: String) -> String {
    (string as NSString).replacingCharacters(in: clamped(range), with: replacement)
  }

  /// Replaces `range` with `replacement` and puts the caret after it.
  mutating func replace(_ range: NSRange, with replacement: String) {
    let range = clamped(range)
    string = replacing(range, with: replacement)
    selection = NSRange(location: range.location + replacement.utf16.count, length: 0)
  }

  /// `setMarkedText(_:selectedRange:)`: `text` replaces `markedRange` (or the selection) and
  /// stays marked, with the selection at `selectedRange` within it; returns the new marked
  /// range, `nil` for empty text.
  mutating func mark(
    _ text: String, replacing markedRange: NSRange?, selectedRange: NSRange
  ) -> NSRange? {
    let range = markedRange ?? selection
    replace(range, with: text)
    let marked = NSRange(location: range.location, length: text.utf16.count)
    selection = clamped(
      NSRange(location: marked.location + selectedRange.location, length: selectedRange.length))
    return text.isEmpty ? nil : marked
  }

  /// Sets the text and puts the caret at its end.
  mutating func setString(_ newValue: String) {
    string = newValue
    selection = NSRange(location: length, length: 0)
  }

  /// The range `deleteBackward()` removes: the selection, or else the whole character (grapheme
  /// cluster) before the caret; nil at the start of the text.
  var rangeToDeleteBackward: NSRange? {
    if selection.length > 0 { return selection }
    let caret = clamped(selection.location)
    guard caret > 0 else { return nil }
    var start = 0
    for character in string {
      let end = start + character.utf16.count
      if end >= caret { return NSRange(location: start, length: caret - start) }
      start = end
    }
    return NSRange(location: caret - 1, length: 1)
  }

  // MARK: Positions

  func offset(of position: UITextPosition) -> Int? {
    (position as? IndexedTextPosition).map { $0.offset }
  }

  func range(of range: UITextRange) -> NSRange? {
    (range as? IndexedTextRange)?.range
  }

  func position(_ offset: Int) -> UITextPosition? {
    (0...length).contains(offset) ? IndexedTextPosition(offset) : nil
  }

  func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
    guard let start = offset(of: from), let end = offset(of: to),
      (0...length).contains(start), (0...length).contains(end)
    else { return nil }
    return IndexedTextRange(NSRange(location: min(start, end), length: abs(end - start)))
  }

  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    let first = offset(of: position) ?? 0
    let second = offset(of: other) ?? 0
    if first < second { return .orderedAscending }
    return first > second ? .orderedDescending : .orderedSame
  }

  /// Moves `offset` by `count` along a line: right and down go forward, left and up backward.
  func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset count: Int
  ) -> UITextPosition? {
    guard let start = offset(of: position) else { return nil }
    let forward = direction == .right || direction == .down
    return self.position(start + (forward ? count : -count))
  }
}
