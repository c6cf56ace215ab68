import Foundation

/// How a text storage's mutations are applied, each then reporting itself with
/// `edited(_:range:changeInLength:)`.
///
/// Each is applied to the storage's runs in Swift and the result stored whole (see
/// `NSTextStorage`): equal values are first made one instance, compared with UIKit's equality
/// (`isEqual(_:)` through `AnyHashable`), so Core Foundation finds equal neighbours identical.
extension NSTextStorage {
  /// A stretch of text with its attributes.
  struct Piece {
    var text: String
    var attributes: [NSAttributedString.Key: Any]
  }

  /// `range` if it lies within the text, else nil (UIKit raises NSRangeException; the text is
  /// left unchanged).
  func clamped(_ range: NSRange) -> NSRange? {
    guard range.location >= 0, range.length >= 0, NSMaxRange(range) <= length else { return nil }
    return range
  }

  /// The attributes new characters replacing `range` take: those of the first replaced
  /// character, or, replacing nothing, of the character before, else after
  /// (`replaceCharacters(in:with:)`).
  func inheritedAttributes(replacing range: NSRange) -> [NSAttributedString.Key: Any] {
    guard length > 0 else { return [:] }
    let index = range.length > 0 || range.location == 0 ? range.location : range.location - 1
    return attributes(at: min(index, length - 1), effectiveRange: nil)
  }

  static func pieces(of text: NSAttributedString) -> [Piece] {
    let string = text.string as NSString
    var pieces: [Piece] = []
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) {
      attributes, range, _ in
      pieces.append(Piece(text: string.substring(with: range), attributes: attributes))
    }
    return pieces
  }

  func replace(_ range: NSRange, with inserted: [Piece], actions: EditActions) {
    let string = self.string as NSString
    let before = Self.pieces(
      of: attributedSubstring(from: NSRange(location: 0, length: range.location)))
    let afterStart = NSMaxRange(range)
    let after = Self.pieces(
      of: attributedSubstring(
        from: NSRange(location: afterStart, length: string.length - afterStart)))
    let insertedLength = inserted.reduce(0) { $0 + ($1.text as NSString).length }
    store(before + inserted + after)
    edited(actions, range: range, changeInLength: insertedLength - range.length)
  }

  func changeAttributes(
    in range: NSRange,
    _ change: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
  ) {
    guard let range = clamped(range), range.length > 0 else { return }
    let string = self.string as NSString
    var pieces: [Piece] = []
    enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
      attributes, run, _ in
      // Split the run at the range's ends.
      let cuts = [
        run.location, max(run.location, min(range.location, NSMaxRange(run))),
        max(run.location, min(NSMaxRange(range), NSMaxRange(run))), NSMaxRange(run),
      ]
      for index in 0..<3 where cuts[index + 1] > cuts[index] {
        let part = NSRange(location: cuts[index], length: cuts[index + 1] - cuts[index])
        let inside = NSIntersectionRange(part, range).length > 0
        pieces.append(
          Piece(
            text: string.substring(with: part), attributes: inside ? change(attributes) : attributes
          ))
      }
    }
    store(pieces)
    edited(.editedAttributes, range: range, changeInLength: 0)
  }

  /// Replaces the whole stored text with `pieces`.
  private func store(_ pieces: [Piece]) {
    super.replaceCharacters(
      in: NSRange(location: 0, length: length), with: Self.built(from: pieces))
  }

  /// Attributed text of `pieces` in which equal values are one instance and equal neighbours
  /// one run, so Foundation never compares two distinct equal objects; values that are not
  /// `Hashable` are equal only to themselves.
  static func built(from pieces: [Piece]) -> NSAttributedString {
    var seen: [NSAttributedString.Key: [Any]] = [:]
    var merged: [Piece] = []
    for piece in pieces where !piece.text.isEmpty {
      var attributes: [NSAttributedString.Key: Any] = [:]
      for key in piece.attributes.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
        guard let value = piece.attributes[key] else { continue }
        if let existing = seen[key]?.first(where: { isEqual($0, value) }) {
          attributes[key] = existing
        } else {
          seen[key, default: []].append(value)
          attributes[key] = value
        }
      }
      if let last = merged.last, areEqual(last.attributes, attributes) {
        merged[merged.count - 1].text += piece.text
      } else {
        merged.append(Piece(text: piece.text, attributes: attributes))
      }
    }
    let built = NSMutableAttributedString(string: "")
    for piece in merged {
      built.append(NSAttributedString(string: piece.text, attributes: piece.attributes))
    }
    return built
  }

  static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
    return false
  }

  static func areEqual(
    _ lhs: [NSAttributedString.Key: Any], _ rhs: [NSAttributedString.Key: Any]
  ) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (key, value) in lhs {
      guard let other = rhs[key], isEqual(value, other) else { return false }
    }
    return true
  }
}
