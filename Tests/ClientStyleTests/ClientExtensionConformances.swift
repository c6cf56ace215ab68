import UIKit

// Conformances and infix operators that layout libraries add (read from their symbol graphs). If
// the UIKit module declared one of these too, Swift would only warn here and then use the module's
// declaration, so ClientExtensionNameTests checks at run time whose declaration runs.

// Anchorage's tests describe attributes by conforming them to CustomDebugStringConvertible.
extension NSLayoutConstraint.Attribute: CustomDebugStringConvertible {
  public var debugDescription: String { "client attribute \(rawValue)" }
}

// EasyPeasy and Stevia write priorities as literals. These conformances negate the literal, so
// that the tests can tell them from any the module might declare. So in this target a literal
// priority (`250`, and also `UILayoutPriority(250)`, which Swift reads as a literal) is
// negative: write `UILayoutPriority(rawValue: 250)` or a named level.
extension UILayoutPriority: ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public init(floatLiteral value: Float) {
    self.init(rawValue: -value)
  }

  public init(integerLiteral value: Int) {
    self.init(rawValue: -Float(value))
  }
}

/// Addition of insets, as TinyConstraints declares it; the protocol's own implementation runs
/// unless UIEdgeInsets has a `+` of its own.
protocol InsetsAddition {
  static func + (lhs: Self, rhs: Self) -> Self
}

extension InsetsAddition {
  static func + (lhs: Self, rhs: Self) -> Self { lhs }
}

extension UIEdgeInsets: InsetsAddition {}

/// Returns `lhs + rhs` through `InsetsAddition`, whichever declaration witnesses it.
func insetsSum<Insets: InsetsAddition>(_ lhs: Insets, _ rhs: Insets) -> Insets {
  lhs + rhs
}
