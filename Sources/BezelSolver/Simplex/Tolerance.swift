/// The solver's numerical policy: every test of "zero" on a row is relative to the magnitudes that
/// made the number, never absolute, so that a coefficient of 1e-7 or a strength of 0 means what it
/// says and a constant of 1e9 does not turn rounding into a contradiction.
///
/// - A sum of two coefficients is zero when it is rounding noise: no more than
///   ``cancellation`` times the larger of the two terms. A product is never rounded away.
/// - A residual (a row's constant that should be zero, or a value that should not be negative)
///   counts as zero when it is no more than ``residual`` times the magnitudes it was computed
///   from, and at most ``residual`` in absolute terms below a magnitude of 1.
/// - A pivot element is avoided when another candidate is more than ``pivotRatio`` times larger:
///   dividing by it would multiply the rounding of every other cell.
/// - An objective coefficient under ``objective`` is zero besides: strengths are weights from 1
///   to 1e9 in practice, and the objective sums them over many rows, so that what is left below
///   1e-8 of a weight is rounding (kiwi's absolute tolerance, kept for the objective alone).
enum Tolerance {
  static let cancellation = 1.0e-11
  static let residual = 1.0e-11
  static let pivotRatio = 1.0e6
  static let objective = 1.0e-8
}

/// Whether `sum`, computed as `a + b`, is rounding noise around zero.
@inline(__always)
func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
  abs(sum) <= Tolerance.cancellation * max(abs(a), abs(b))
}

/// Whether `residual`, computed from numbers whose magnitudes add up to `magnitude`, counts as
/// zero.
@inline(__always)
func isNegligible(_ residual: Double, magnitude: Double) -> Bool {
  abs(residual) <= Tolerance.residual * max(1, magnitude)
}
