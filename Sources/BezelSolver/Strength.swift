/// How much a constraint matters: a weight for optional constraints, or ``required``.
///
/// Strengths are plain numbers, as in Cassowary and kiwi: the solver minimises the sum of
/// each optional constraint's error times its strength. ``create(_:_:_:weight:)`` builds the
/// customary three-level strengths, so that any number of weak violations stays cheaper than
/// one medium violation in practice.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The weight.
  ///
  /// `required` is 1,001,001,000.
  public let value: Double

  /// Creates a strength from a plain weight, clipped to `0 … required`.
  ///
  /// A weight that is not a number stays as it is, so that the solver can refuse it.
  public init(_ value: Double) {
    self.value = value.isNaN ? value : min(max(value, 0), 1_001_001_000)
  }

  /// Builds a strength from three levels, each clipped to `0 … 1000` after weighting:
  /// `a·1,000,000 + b·1,000 + c`.
  public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Strength {
    func level(_ x: Double) -> Double { min(max(x * weight, 0), 1000) }
    return Strength(level(a) * 1_000_000 + level(b) * 1000 + level(c))
  }

  /// A constraint that must hold.
  public static let required = create(1000, 1000, 1000)
  /// The strongest optional level (1,000,000).
  public static let strong = create(1, 0, 0)
  /// The middle optional level (1,000).
  public static let medium = create(0, 1, 0)
  /// The weakest optional level (1).
  public static let weak = create(0, 0, 1)

  /// Whether a constraint of this strength must hold.
  public var isRequired: Bool { value >= Strength.required.value }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

  public var description: String {
    switch self {
    case .required: "required"
    case .strong: "strong"
    case .medium: "medium"
    case .weak: "weak"
    default: "\(value)"
    }
  }
}
