/// Escaping of text for HTML and XML content and attribute values.
enum HTMLEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by their character references.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { special($0) }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  private static func special(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }
}
