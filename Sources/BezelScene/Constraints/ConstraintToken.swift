/// A token of a constraint expression, with its offset in Unicode scalars.
struct ConstraintToken: Equatable {
  enum Kind: Equatable {
    case identifier(String)
    case number(Double)
    case symbol(String)
    case end
  }

  var kind: Kind
  var text: String
  var offset: Int

  /// The tokens of `text`, ending with `.end`.
  static func tokenize(_ text: String) throws(ConstraintSyntaxError) -> [ConstraintToken] {
    let scalars = Array(text.unicodeScalars)
    var tokens: [ConstraintToken] = []
    var index = 0
    func word(_ range: Range<Int>) -> String {
      String(String.UnicodeScalarView(scalars[range]))
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let start = index
      if scalar == " " || scalar == "\t" {
        index += 1
      } else if scalar.isIdentifierStart {
        while index < scalars.count, scalars[index].isIdentifierStart || scalars[index].isDigit {
          index += 1
        }
        tokens.append(
          ConstraintToken(
            kind: .identifier(word(start..<index)), text: word(start..<index), offset: start))
      } else if scalar.isDigit {
        while index < scalars.count, scalars[index].isDigit { index += 1 }
        if index + 1 < scalars.count, scalars[index] == ".", scalars[index + 1].isDigit {
          index += 1
          while index < scalars.count, scalars[index].isDigit { index += 1 }
        }
        let text = word(start..<index)
        guard let value = Double(text), value.isFinite else {
          throw ConstraintSyntaxError(
            offset: start, message: "number '\(text)' is too large", text: text,
            expected: "a number from -100000 to 100000")
        }
        tokens.append(ConstraintToken(kind: .number(value), text: text, offset: start))
      } else if let symbol = ["==", ">=", "<="].first(where: { matches($0, scalars, at: index) }) {
        index += 2
        tokens.append(ConstraintToken(kind: .symbol(symbol), text: symbol, offset: start))
      } else if "+-*/@.".unicodeScalars.contains(scalar) {
        index += 1
        tokens.append(
          ConstraintToken(kind: .symbol(String(scalar)), text: String(scalar), offset: start))
      } else {
        let hint =
          scalar == "="
          ? "a relation: ==, >= or <=" : "a name, a number, or one of == >= <= + - * / @ ."
        throw ConstraintSyntaxError(
          offset: start, message: "unexpected character '\(scalar.escaped(asASCII: true))'",
          text: String(scalar), expected: hint)
      }
    }
    tokens.append(ConstraintToken(kind: .end, text: "", offset: scalars.count))
    return tokens
  }

  private static func matches(_ symbol: String, _ scalars: [Unicode.Scalar], at index: Int) -> Bool
  {
    let symbol = Array(symbol.unicodeScalars)
    guard index + symbol.count <= scalars.count else { return false }
    return Array(scalars[index..<(index + symbol.count)]) == symbol
  }
}

extension Unicode.Scalar {
  /// A letter or underscore: what a C identifier starts with.
  var isIdentifierStart: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_"
  }

  /// An ASCII digit.
  var isDigit: Bool { ("0"..."9").contains(self) }
}
