import Foundation

/// How an interpolated floating-point value is written (Apple's `OSLogFloatFormatting`): the
/// `printf` conversions `%f`, `%a`, `%e` and `%g`, six digits of precision unless given.
public struct OSLogFloatFormatting: Sendable {
  package enum Notation: Sendable { case fixed, hex, exponential, hybrid }

  package let notation: Notation
  package let precision: Int?
  package let explicitPositiveSign: Bool
  package let uppercase: Bool

  package init(notation: Notation, precision: Int?, explicitPositiveSign: Bool, uppercase: Bool) {
    self.notation = notation
    self.precision = precision
    self.explicitPositiveSign = explicitPositiveSign
    self.uppercase = uppercase
  }

  public static func fixed(
    precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
    uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      notation: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(
      notation: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static var fixed: OSLogFloatFormatting { .fixed() }

  public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(
      notation: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static var hex: OSLogFloatFormatting { .hex() }

  public static func exponential(
    precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
    uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      notation: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(
      notation: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static var exponential: OSLogFloatFormatting { .exponential() }

  public static func hybrid(
    precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
    uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      notation: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(
      notation: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static var hybrid: OSLogFloatFormatting { .hybrid() }

  package func format(_ value: Double) -> String {
    let flags = explicitPositiveSign ? "+" : ""
    let digits = precision.map { ".\(max(0, $0))" } ?? ""
    let conversion: String
    switch notation {
    case .fixed: conversion = uppercase ? "F" : "f"
    case .hex: conversion = uppercase ? "A" : "a"
    case .exponential: conversion = uppercase ? "E" : "e"
    case .hybrid: conversion = uppercase ? "G" : "g"
    }
    return String(format: "%\(flags)\(digits)\(conversion)", value)
  }
}

/// How an interpolated Boolean is written (Apple's `OSLogBoolFormat`).
public enum OSLogBoolFormat: Sendable {
  /// `true` or `false`.
  case truth
  /// `YES` or `NO`.
  case answer
}
