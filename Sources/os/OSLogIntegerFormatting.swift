import Foundation

/// How an interpolated integer is written (Apple's `OSLogIntegerFormatting`): the `printf`
/// conversions `%d`, `%x` and `%o` with their `+` and `#` flags and a minimum digit count.
public struct OSLogIntegerFormatting: Sendable {
  package enum Radix: Sendable { case decimal, hex, octal }

  package let radix: Radix
  package let explicitPositiveSign: Bool
  package let includePrefix: Bool
  package let uppercase: Bool
  package let minDigits: Int?

  package init(
    radix: Radix, explicitPositiveSign: Bool, includePrefix: Bool, uppercase: Bool, minDigits: Int?
  ) {
    self.radix = radix
    self.explicitPositiveSign = explicitPositiveSign
    self.includePrefix = includePrefix
    self.uppercase = uppercase
    self.minDigits = minDigits
  }

  public static func decimal(
    explicitPositiveSign: Bool = false, minDigits: @escaping @autoclosure () -> Int
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
      uppercase: false, minDigits: minDigits())
  }

  public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
      uppercase: false, minDigits: nil)
  }

  public static var decimal: OSLogIntegerFormatting { .decimal(explicitPositiveSign: false) }

  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @escaping @autoclosure () -> Int
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits())
  }

  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: nil)
  }

  public static var hex: OSLogIntegerFormatting { .hex() }

  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @escaping @autoclosure () -> Int
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits())
  }

  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: nil)
  }

  public static var octal: OSLogIntegerFormatting { .octal() }

  /// `value` written as `printf` writes it with this format's conversion: hex and octal show a
  /// signed value's bits as the unsigned value of the same width, as `%lx` does.
  package func format<T: FixedWidthInteger>(_ value: T) -> String {
    var flags = ""
    if explicitPositiveSign { flags += "+" }
    if includePrefix { flags += "#" }
    let precision = minDigits.map { ".\(max(0, $0))" } ?? ""
    switch radix {
    case .decimal:
      if T.isSigned {
        return String(format: "%\(flags)\(precision)lld", Int64(value))
      }
      return String(format: "%\(flags)\(precision)llu", UInt64(value))
    case .hex, .octal:
      let bits = UInt64(truncatingIfNeeded: T.Magnitude(truncatingIfNeeded: value))
      let conversion = radix == .octal ? "o" : (uppercase ? "X" : "x")
      return String(format: "%\(flags)\(precision)ll\(conversion)", bits)
    }
  }
}
