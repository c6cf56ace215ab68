import Foundation

/// The one number format of the snapshot renderings: at most three decimals, trailing zeros
/// trimmed, no `-0`, no exponent.
///
/// Values round half away from zero to the nearest thousandth; magnitudes beyond 9 × 10¹² are
/// clamped and values that are not finite print as `0`, so that no input traps or prints
/// something a reader cannot parse.
enum SnapshotNumber {
  /// Appends `value` to `output`.
  static func append(_ value: CGFloat, to output: inout String) {
    append(Double(value), to: &output)
  }

  /// Appends `value` to `output`.
  static func append(_ value: Double, to output: inout String) {
    guard value.isFinite else {
      output.append("0")
      return
    }
    let limit = 9.0e15
    let scaled = min(max((value * 1000).rounded(), -limit), limit)
    var thousandths = Int64(scaled)
    if thousandths == 0 {
      output.append("0")
      return
    }
    if thousandths < 0 {
      output.append("-")
      thousandths = -thousandths
    }
    output.append(String(thousandths / 1000))
    var fraction = thousandths % 1000
    guard fraction != 0 else { return }
    output.append(".")
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    for _ in text.count..<digits { output.append("0") }
    output.append(text)
  }

  /// `value` formatted.
  static func string(_ value: CGFloat) -> String {
    var output = ""
    append(value, to: &output)
    return output
  }
}
