import Foundation

// Offsets as strings (UIGeometry.h): `{horizontal, vertical}`, each component written as
// `NSStringFromCGPoint` writes a coordinate, with 17 significant digits (`%.17g`), so
// `{1, 2}` and `{0.5, -3}`. Swift names these `NSCoder.string(for:)` and `NSCoder.uiOffset(for:)`.

extension NSCoder {
  /// The string for `offset`, in the form `{horizontal, vertical}`.
  public class func string(for offset: UIOffset) -> String {
    String(format: "{%.17g, %.17g}", Double(offset.horizontal), Double(offset.vertical))
  }

  /// The offset a string made by `string(for:)` describes; components the string lacks are 0,
  /// and a string that is no offset gives `.zero`.
  public class func uiOffset(for string: String) -> UIOffset {
    let components = GeometryString.components(of: string, count: 2)
    return UIOffset(horizontal: components[0], vertical: components[1])
  }

  /// Encodes `offset` under `key`, as the string `string(for:)` makes.
  public func encode(_ offset: UIOffset, forKey key: String) {
    encode(NSCoder.string(for: offset) as NSString, forKey: key)
  }

  /// The offset encoded under `key`, or `.zero` when there is none.
  public func decodeUIOffset(forKey key: String) -> UIOffset {
    guard containsValue(forKey: key), let string = decodeObject(of: NSString.self, forKey: key)
    else { return .zero }
    return NSCoder.uiOffset(for: string as String)
  }
}

/// The string for `offset`: the C name, which Swift on iOS imports as `NSCoder.string(for:)`
/// (UIGeometry.h's `NS_SWIFT_NAME`), so a call by this name does not compile there either.
@available(*, unavailable, renamed: "NSCoder.string(for:)")
public func NSStringFromUIOffset(_ offset: UIOffset) -> String {
  NSCoder.string(for: offset)
}

/// The offset `string` describes: the C name, which Swift on iOS imports as
/// `NSCoder.uiOffset(for:)`, so a call by this name does not compile there either.
@available(*, unavailable, renamed: "NSCoder.uiOffset(for:)")
public func UIOffsetFromString(_ string: String) -> UIOffset {
  NSCoder.uiOffset(for: string)
}

/// Reads the numbers of a geometry string such as `{1, 2}`.
enum GeometryString {
  /// The first `count` numbers after the opening brace, separated by commas; a number the string
  /// lacks or cannot read is 0, and a string without the brace gives all zeros.
  static func components(of string: String, count: Int) -> [CGFloat] {
    var values = [CGFloat](repeating: 0, count: count)
    guard let brace = string.firstIndex(of: "{") else { return values }
    let body = string[string.index(after: brace)...].prefix { $0 != "}" }
    for (index, part) in body.split(separator: ",", omittingEmptySubsequences: false).prefix(count)
      .enumerated()
    {
      let text = part.trimmingCharacters(in: .whitespaces)
      values[index] = Double(text).map { CGFloat($0) } ?? 0
    }
    return values
  }
}
