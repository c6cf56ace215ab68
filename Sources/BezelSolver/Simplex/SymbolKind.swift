/// What a tableau symbol stands for (kiwi's `Symbol::Type`).
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality: never negative.
  case slack
  /// The error of an optional constraint: never negative, weighted in the objective.
  case error
  /// The marker of a required equality: always zero; never enters the basis.
  case dummy

  /// Whether the symbol must stay non-negative (slack and error; dummies stay at zero).
  var isRestricted: Bool { self != .external }

  /// The letter that prefixes the symbol in dumps.
  var letter: Character {
    switch self {
    case .external: "v"
    case .slack: "s"
    case .error: "e"
    case .dummy: "d"
    }
  }
}

/// Symbol ids are small integers handed out in order of first use, so that every choice the
/// solver makes by "lowest id" is the same on every run.
typealias Symbol = Int32
