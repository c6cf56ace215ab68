/// The range of numbers the solver computes with reliably.
///
/// Double precision carries about 16 significant digits. A constraint whose coefficients differ
/// in magnitude by more than ``Constraint/largestCoefficientRatio`` makes the solver divide one by
/// the other, and the rounding of the quotient swamps the smaller terms of every row it reaches:
/// no pivoting rule keeps the results within 1e-9 of the magnitudes involved. The solver refuses
/// such a constraint (as ``AddConstraintError/nonFiniteConstraint(_:)``) rather than solve it
/// wrongly. Coefficients that are exactly zero do not count.
extension Constraint {
  /// The most the magnitudes of two coefficients of one constraint may differ by.
  public static let largestCoefficientRatio = 1.0e6

  /// Whether the constraint's coefficients, summed per variable, differ in magnitude by no more
  /// than ``largestCoefficientRatio``.
  public var isWithinSolverRange: Bool {
    var sums: [(variable: Variable, coefficient: Double)] = []
    for term in expression.terms {
      if let i = sums.firstIndex(where: { $0.variable == term.variable }) {
        sums[i].coefficient += term.coefficient
      } else {
        sums.append((term.variable, term.coefficient))
      }
    }
    var smallest = Double.infinity
    var largest = 0.0
    for sum in sums where sum.coefficient != 0 {
      smallest = min(smallest, abs(sum.coefficient))
      largest = max(largest, abs(sum.coefficient))
    }
    return largest <= smallest * Self.largestCoefficientRatio || largest == 0
  }
}
