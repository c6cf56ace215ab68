/// The range of numbers the solver computes with reliably.
///
/// Double precision carries about 16 significant digits. A constraint whose coefficients differ
/// in magnitude by more than ``Constraint/largestCoefficientRatio`` makes the solver divide one by
/// the other, and the rounding of the quotient swamps the smaller terms of every row it reaches;
/// a constraint whose constant over its smallest coefficient passes
/// ``Constraint/largestMagnitude`` sets a variable where one unit in the last place is larger than
/// the other constants. No pivoting rule keeps the results within 1e-9 of the magnitudes
/// involved, so the solver refuses such numbers (as a non-finite constraint, constant or value)
/// rather than solve them wrongly. Coefficients that are exactly zero do not count.
extension Constraint {
  /// The most the magnitudes of two coefficients of one constraint may differ by.
  public static let largestCoefficientRatio = 1.0e6
  /// The largest value a constraint may set a variable to on its own: its constant over its
  /// smallest coefficient.
  public static let largestMagnitude = 1.0e12

  /// The smallest and largest magnitudes among the coefficients, summed per variable; zero
  /// coefficients do not count.
  private var coefficientRange: (smallest: Double, largest: Double) {
    var terms = expression.terms
    var smallest = Double.infinity
    var largest = 0.0
    // One term, or two of different variables (most of a screen's constraints): each sum is one
    // coefficient, without the general pass.
    if terms.count == 1 || (terms.count == 2 && terms[0].variable != terms[1].variable) {
      for term in terms where term.coefficient != 0 {
        smallest = min(smallest, abs(term.coefficient))
        largest = max(largest, abs(term.coefficient))
      }
      return (smallest, largest)
    }
    // Most constraints have a handful of terms, which a quadratic pass serves without allocating;
    // a long one is sorted by variable first, so that each variable's terms are together.
    let sorted = terms.count > 16
    if sorted { terms.sort { $0.variable.id < $1.variable.id } }
    for i in terms.indices {
      let variable = terms[i].variable
      let isFirst =
        sorted
        ? i == 0 || terms[i - 1].variable != variable
        : !terms[..<i].contains(where: { $0.variable == variable })
      if !isFirst { continue }
      var sum = 0.0
      var j = i
      while j < terms.count {
        if terms[j].variable == variable {
          sum += terms[j].coefficient
        } else if sorted {
          break
        }
        j += 1
      }
      if sum != 0 {
        smallest = min(smallest, abs(sum))
        largest = max(largest, abs(sum))
      }
    }
    return (smallest, largest)
  }

  /// Whether the constraint's coefficients differ in magnitude by no more than
  /// ``largestCoefficientRatio``, and its constant over its smallest coefficient is no more than
  /// ``largestMagnitude``.
  public var isWithinSolverRange: Bool { isWithinSolverRange(constant: expression.constant) }

  /// ``isWithinSolverRange``, with `constant` in place of the expression's constant.
  public func isWithinSolverRange(constant: Double) -> Bool { range(constant: constant).isWithin }

  /// The most the coefficients of a constraint the solver checks only when values are read may
  /// differ by; see ``isWideRange(constant:)``.
  static let narrowCoefficientRatio = 1.0e2
  /// The largest value such a constraint may set a variable to on its own.
  static let narrowMagnitude = 1.0e6

  /// Whether the numbers are wide enough to be checked as they come.
  ///
  /// While such a constraint is held, the solver checks the required constraints after every
  /// call and refuses a call it cannot solve within 1e-9. Wide means coefficients that differ by
  /// more than ``narrowCoefficientRatio``, or a constant over the smallest coefficient above
  /// ``narrowMagnitude``. The layouts of screens never come near: multipliers are aspect ratios
  /// and constants are points.
  func isWideRange(constant: Double) -> Bool { range(constant: constant).isWide }

  /// ``isWithinSolverRange(constant:)`` and ``isWideRange(constant:)`` from one pass over the
  /// terms.
  func range(constant: Double) -> (isWithin: Bool, isWide: Bool) {
    let (smallest, largest) = coefficientRange
    if largest == 0 { return (true, abs(constant) > Self.narrowMagnitude) }
    let isWithin =
      largest <= smallest * Self.largestCoefficientRatio
      && abs(constant) <= smallest * Self.largestMagnitude
    let isWide =
      largest > smallest * Self.narrowCoefficientRatio
      || abs(constant) > smallest * Self.narrowMagnitude
    return (isWithin, isWide)
  }
}
