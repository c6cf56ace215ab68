import Foundation

/// A position in a text content manager's text (NSTextRange.h, TextKit 2).
public protocol NSTextLocation: NSObjectProtocol {
  /// The order of this location and `location`.
  func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// A location in a content storage's text: a UTF-16 offset.
final class TextOffsetLocation: NSObject, NSTextLocation {
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
    super.init()
  }

  func compare(_ location: any NSTextLocation) -> ComparisonResult {
    guard let other = location as? TextOffsetLocation else { return .orderedSame }
    return offset < other.offset
      ? .orderedAscending : (offset > other.offset ? .orderedDescending : .orderedSame)
  }

  override func isEqual(_ object: Any?) -> Bool {
    (object as? TextOffsetLocation)?.offset == offset
  }

  override var hash: Int { offset }
}

/// A range between two text locations (NSTextRange.h).
open class NSTextRange: NSObject {
  /// The start.
  open private(set) var location: any NSTextLocation
  /// The end (after the last position in the range).
  open private(set) var endLocation: any NSTextLocation

  /// A range from `location` to `end`; nil when `end` comes before `location`.
  public init?(location: any NSTextLocation, end: (any NSTextLocation)?) {
    let end = end ?? location
    guard location.compare(end) != .orderedDescending else { return nil }
    self.location = location
    self.endLocation = end
    super.init()
  }

  /// An empty range at `location`.
  public convenience init(location: any NSTextLocation) {
    self.init(location: location, end: nil)!
  }

  /// Whether the range holds no position.
  open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }

  /// Whether `location` lies in the range.
  open func contains(_ location: any NSTextLocation) -> Bool {
    self.location.compare(location) != .orderedDescending
      && location.compare(endLocation) == .orderedAscending
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSTextRange else { return false }
    return location.compare(other.location) == .orderedSame
      && endLocation.compare(other.endLocation) == .orderedSame
  }

  open override var hash: Int { (location as? TextOffsetLocation)?.offset ?? 0 }

  /// The range as UTF-16 offsets, for locations of a content storage.
  var offsets: NSRange? {
    guard let start = location as? TextOffsetLocation, let end = endLocation as? TextOffsetLocation
    else { return nil }
    return NSRange(location: start.offset, length: end.offset - start.offset)
  }
}
