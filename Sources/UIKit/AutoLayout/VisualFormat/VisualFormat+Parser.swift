import Foundation

extension VisualFormat {
  /// A recursive-descent parser for visual format strings.
  ///
  /// It walks the format's bytes with one cursor and stops at the first fault, which it reports
  /// where UIKit's parser reports it: each check below happens at the same cursor, in the same
  /// order, as in UIKit, so both the description and the caret match. What has been parsed by
  /// then stays in ``parsed``, whole views and connections only.
  struct Parser {
    /// The format, as given and as bytes.
    private let source: String
    private let bytes: [UInt8]
    private let metrics: [String: Any]
    private let viewNames: Set<String>
    /// The offset of the next byte to read.
    private(set) var cursor = 0
    /// What has been parsed so far.
    private(set) var parsed: VisualFormat

    init(format: String, metrics: [String: Any], viewNames: Set<String>) {
      source = format
      bytes = Array(format.utf8)
      self.metrics = metrics
      self.viewNames = viewNames
      parsed = VisualFormat(source: format)
    }

    /// Parses the whole format into ``parsed``.
    mutating func parse() throws(VisualFormatError) {
      guard !bytes.isEmpty else {
        throw VisualFormatError(reason: .emptyFormat, format: source, position: 0)
      }
      if let offset = bytes.firstIndex(where: { $0 >= 0x80 }) {
        throw VisualFormatError(reason: .nonASCII, format: source, position: offset)
      }
      try parseOrientation()
      if peek == ASCII.bar {
        cursor += 1
        guard cursor < bytes.count else { throw fault(.expectedConnectionAfterBar) }
        let spacing = try parseConnection()
        let view = try parseView()
        parsed.leadingSuperview = Connection(spacing, at: cursor)
        parsed.views.append(view)
      } else {
        parsed.views.append(try parseView())
      }
      while cursor < bytes.count {
        let spacing = try parseConnection()
        if peek == ASCII.openBracket {
          let view = try parseView()
          parsed.connections.append(Connection(spacing, at: cursor))
          parsed.views.append(view)
        } else if peek == ASCII.bar {
          cursor += 1
          parsed.trailingSuperview = Connection(spacing, at: cursor)
          break
        } else {
          throw fault(.expectedViewOrBar)
        }
      }
      if cursor < bytes.count {
        throw fault(.expectedEnd)
      }
    }

    // MARK: - Productions

    /// Reads an optional `H:` or `V:`.
    private mutating func parseOrientation() throws(VisualFormatError) {
      let vertical: Bool
      switch peek {
      case ASCII.upperH: vertical = false
      case ASCII.upperV: vertical = true
      default: return
      }
      cursor += 1
      guard peek == ASCII.colon else { throw fault(.expectedColon(vertical: vertical)) }
      cursor += 1
      parsed.orientation = vertical ? .vertical : .horizontal
    }

    /// Reads `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> View {
      guard peek == ASCII.openBracket else { throw fault(.expectedView) }
      cursor += 1
      guard cursor < bytes.count else { throw fault(.expectedView) }
      let name = scanName()
      guard !name.isEmpty else { throw fault(.invalidViewName) }
      guard viewNames.contains(name) else { throw fault(.unknownView(name)) }
      switch peek {
      case ASCII.closeBracket:
        cursor += 1
        return View(name)
      case ASCII.openParenthesis:
        cursor += 1
        guard cursor < bytes.count else { throw fault(.ranOutInView) }
        let predicates = try parsePredicateList(inView: true)
        guard peek == ASCII.closeParenthesis else { throw fault(.expectedParenthesisInView) }
        cursor += 1
        guard peek == ASCII.closeBracket else { throw fault(.expectedBracketAfterPredicates) }
        cursor += 1
        return View(name, predicates)
      default:
        throw fault(.expectedBracket)
      }
    }

    /// Reads the connection before a view or a trailing `|`; nothing at all is a flush one.
    private mutating func parseConnection() throws(VisualFormatError) -> Connection.Spacing {
      guard peek == ASCII.dash else { return .flush }
      cursor += 1
      if peek == ASCII.bar || peek == ASCII.openBracket {
        return .standard
      }
      let predicates: [Predicate]
      switch peek {
      case ASCII.dash:
        throw fault(.ambiguousMinus)
      case ASCII.openParenthesis:
        cursor += 1
        predicates = try parsePredicateList(inView: false)
        guard peek == ASCII.closeParenthesis else {
          throw fault(.expectedParenthesisInConnection)
        }
        cursor += 1
      default:
        // UIKit's grammar calls this a simple predicate, but reads a whole one: `-<=8@750-`.
        predicates = [try parsePredicate(inView: false)]
      }
      if peek == ASCII.comma {
        throw fault(.expectedDashBeforeList)
      }
      guard peek == ASCII.dash else { throw fault(.expectedDash) }
      cursor += 1
      return .predicates(predicates)
    }

    /// Reads predicates separated by commas.
    private mutating func parsePredicateList(
      inView: Bool
    ) throws(VisualFormatError) -> [Predicate] {
      var predicates = [try parsePredicate(inView: inView)]
      while peek == ASCII.comma {
        cursor += 1
        predicates.append(try parsePredicate(inView: inView))
      }
      return predicates
    }

    /// Reads a relation, an object and a priority.
    private mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> Predicate {
      let relation = try parseRelation()
      let object = try parseObject(inView: inView)
      if case .number(let value) = object, !value.isFinite {
        throw fault(.nonFiniteConstant)
      }
      if case .metric(_, let value) = object, !value.isFinite {
        throw fault(.nonFiniteConstant)
      }
      guard peek == ASCII.at else { return Predicate(relation, object) }
      cursor += 1
      let priority: Double
      switch try parseObject(inView: inView) {
      case .number(let value), .metric(_, let value): priority = Double(value)
      // UIKit takes a view here for the object of the predicate, and reads the priority as 0.
      case .view: priority = 0
      }
      // `!(priority > 0)` also turns away NaN, which UIKit lets through.
      guard priority > 0 else { throw fault(.priorityTooLow(priority)) }
      guard priority <= 1000 else { throw fault(.priorityTooHigh(priority)) }
      return Predicate(relation, object, priority: Float(priority))
    }

    /// Reads `==`, `<=` or `>=`, or nothing, which means `==`.
    private mutating func parseRelation() throws(VisualFormatError) -> NSLayoutConstraint.Relation {
      guard let byte = peek else { throw fault(.expectedMoreInput) }
      let relation: NSLayoutConstraint.Relation
      switch byte {
      case ASCII.lessThan: relation = .lessThanOrEqual
      case ASCII.equals: relation = .equal
      case ASCII.greaterThan: relation = .greaterThanOrEqual
      default: return .equal
      }
      cursor += 1
      guard peek == ASCII.equals else { throw fault(.unknownRelation) }
      cursor += 1
      return relation
    }

    /// Reads a number, a metric name, or (in a view's predicates) a view name.
    private mutating func parseObject(inView: Bool) throws(VisualFormatError) -> Object {
      guard let byte = peek else { throw fault(.expectedNumberOrMetric) }
      if byte == ASCII.dash || ASCII.isDigit(byte) {
        guard let (value, length) = NumberScanner.scan(bytes, from: cursor) else {
          throw fault(.malformedNumber)
        }
        cursor += length
        return .number(CGFloat(value))
      }
      guard ASCII.startsName(byte) else { throw fault(.expectedNumberOrMetric) }
      let name = scanName()
      if let value = metrics[name] {
        guard let number = Self.number(from: value) else { throw fault(.metricNotANumber(name)) }
        return .metric(name, CGFloat(number))
      }
      guard viewNames.contains(name) else { throw fault(.unknownMetric(name)) }
      guard inView else { throw fault(.viewInConnection) }
      return .view(name)
    }

    // MARK: - Scanning

    /// The byte at the cursor, or `nil` at the end.
    private var peek: UInt8? {
      cursor < bytes.count ? bytes[cursor] : nil
    }

    /// Reads a C identifier, which may be empty.
    private mutating func scanName() -> String {
      let start = cursor
      guard let first = peek, ASCII.startsName(first) else { return "" }
      cursor += 1
      while let byte = peek, ASCII.continuesName(byte) {
        cursor += 1
      }
      return String(decoding: bytes[start..<cursor], as: UTF8.self)
    }

    /// An error pointing at the cursor.
    private func fault(_ reason: VisualFormatError.Reason) -> VisualFormatError {
      VisualFormatError(reason: reason, format: source, position: cursor)
    }

    /// The value of a metric, for the number types a metrics dictionary holds.
    static func number(from value: Any) -> Double? {
      switch value {
      case let number as NSNumber: number.doubleValue
      case let number as any BinaryFloatingPoint: Double(number)
      case let number as any BinaryInteger: Double(number)
      default: nil
      }
    }
  }
}

/// The ASCII bytes the grammar is made of.
private enum ASCII {
  static let bar = UInt8(ascii: "|")
  static let dash = UInt8(ascii: "-")
  static let colon = UInt8(ascii: ":")
  static let comma = UInt8(ascii: ",")
  static let at = UInt8(ascii: "@")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")
  static let lessThan = UInt8(ascii: "<")
  static let equals = UInt8(ascii: "=")
  static let greaterThan = UInt8(ascii: ">")
  static let upperH = UInt8(ascii: "H")
  static let upperV = UInt8(ascii: "V")

  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  static func startsName(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == UInt8(ascii: "_")
  }

  static func continuesName(_ byte: UInt8) -> Bool {
    startsName(byte) || isDigit(byte)
  }
}

/// Finds the number that C's `strtod` reads at the start of some bytes, which is how UIKit reads
/// the numbers of a format (once it has seen a `-` or a digit there).
private enum NumberScanner {
  /// The value and length of the longest number at `start`, or `nil` if there is none.
  static func scan(_ bytes: [UInt8], from start: Int) -> (Double, Int)? {
    var index = start
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    if let end = special(bytes, from: index) {
      let isNaN = bytes[index] | 0x20 == UInt8(ascii: "n")
      let magnitude = isNaN ? Double.nan : Double.infinity
      return (negative ? -magnitude : magnitude, end - start)
    }
    guard let end = hexadecimal(bytes, from: index) ?? decimal(bytes, from: index) else {
      return nil
    }
    guard let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)) else {
      return nil
    }
    return (value, end - start)
  }

  /// The end of `digits [. digits] [e [sign] digits]`, with at least one digit before the `e`.
  private static func decimal(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    var digits = skip(bytes, from: &index, where: isDigit)
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      digits += skip(bytes, from: &index, where: isDigit)
    }
    guard digits > 0 else { return nil }
    return exponent(bytes, from: index, marker: UInt8(ascii: "e"))
  }

  /// The end of `0x hex [. hex] [p [sign] digits]`, with at least one hexadecimal digit.
  private static func hexadecimal(_ bytes: [UInt8], from start: Int) -> Int? {
    guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "0"),
      bytes[start + 1] | 0x20 == UInt8(ascii: "x")
    else { return nil }
    var index = start + 2
    var digits = skip(bytes, from: &index, where: isHexDigit)
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      digits += skip(bytes, from: &index, where: isHexDigit)
    }
    guard digits > 0 else { return nil }
    return exponent(bytes, from: index, marker: UInt8(ascii: "p"))
  }

  /// The end of `inf`, `infinity` or `nan` with an optional `(chars)`, in any case.
  private static func special(_ bytes: [UInt8], from start: Int) -> Int? {
    func matches(_ word: String, at index: Int) -> Bool {
      let letters = Array(word.utf8)
      guard index + letters.count <= bytes.count else { return false }
      return zip(bytes[index...], letters).allSatisfy { $0 | 0x20 == $1 }
    }
    if matches("infinity", at: start) { return start + 8 }
    if matches("inf", at: start) { return start + 3 }
    guard matches("nan", at: start) else { return nil }
    var index = start + 3
    guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return index }
    index += 1
    _ = skip(bytes, from: &index) { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "_") }
    return index < bytes.count && bytes[index] == UInt8(ascii: ")") ? index + 1 : start + 3
  }

  /// The end of an optional exponent starting at `index`.
  private static func exponent(_ bytes: [UInt8], from start: Int, marker: UInt8) -> Int {
    guard start < bytes.count, bytes[start] | 0x20 == marker else { return start }
    var index = start + 1
    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      index += 1
    }
    return skip(bytes, from: &index, where: isDigit) > 0 ? index : start
  }

  /// Moves `index` past the bytes that satisfy `test` and returns how many there were.
  private static func skip(
    _ bytes: [UInt8], from index: inout Int, where test: (UInt8) -> Bool
  ) -> Int {
    let start = index
    while index < bytes.count, test(bytes[index]) {
      index += 1
    }
    return index - start
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }
}
