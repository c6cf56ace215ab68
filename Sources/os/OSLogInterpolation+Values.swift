import Foundation

// The interpolations Apple's `os` module accepts, each with its formatting options and its
// default privacy (numbers and Booleans public, everything else private).

extension OSLogInterpolation {
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append({ align.apply(to: argumentString()) }, privacy: privacy, isScalar: false)
  }

  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append({ align.apply(to: value().description) }, privacy: privacy, isScalar: false)
  }

  public mutating func appendInterpolation(
    _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
  ) {
    append({ argumentObject().description }, privacy: privacy, isScalar: false)
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append({ align.apply(to: String(describing: value())) }, privacy: privacy, isScalar: false)
  }

  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
    privacy: OSLogPrivacy = .auto
  ) {
    append(
      {
        switch format {
        case .truth: boolean() ? "true" : "false"
        case .answer: boolean() ? "YES" : "NO"
        }
      }, privacy: privacy, isScalar: true)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append({ align.apply(to: format.format(number())) }, privacy: privacy, isScalar: true)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append({ align.apply(to: format.format(Double(number()))) }, privacy: privacy, isScalar: true)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append({ align.apply(to: format.format(Double(number()))) }, privacy: privacy, isScalar: true)
  }

  mutating func appendInteger<T: FixedWidthInteger>(
    _ number: @escaping () -> T, format: OSLogIntegerFormatting, align: OSLogStringAlignment,
    privacy: OSLogPrivacy
  ) {
    append({ align.apply(to: format.format(number())) }, privacy: privacy, isScalar: true)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { appendInteger(number, format: format, align: align, privacy: privacy) }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int8, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { appendInteger(number, format: format, align: align, privacy: privacy) }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int16, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { appendInteger(number, format: format, align: align, privacy: privacy) }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int32, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { appendInteger(number, format: format, align: align, privacy: privacy) }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int64, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { appendInteger(number, format: format, align: align, privacy: privacy) }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> UInt, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { appendInteger(number, format: format, align: align, privacy: privacy) }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> UInt8, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { appendInteger(number, format: format, align: align, privacy: privacy) }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> UInt16, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { appendInteger(number, format: format, align: align, privacy: privacy) }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> UInt32, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { appendInteger(number, format: format, align: align, privacy: privacy) }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> UInt64, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { appendInteger(number, format: format, align: align, privacy: privacy) }
}
