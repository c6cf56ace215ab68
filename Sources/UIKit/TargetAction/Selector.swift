import Foundation

/// The name of a method, as Objective-C's `SEL`: what a control sends its target.
///
/// Apple's platforms give `Selector` from the Objective-C runtime, which Linux lacks, so UIKit
/// defines it here with Apple's shape: made from a string (`Selector("tapped:")`) or a string
/// literal, equal when the names are equal, and described by its name. Swift on Linux has no
/// `#selector(...)`: write the Objective-C name the expression would give (`tapped(_:)` is
/// `"tapped:"`, `tapped(_:forEvent:)` is `"tapped:forEvent:"`, `refresh()` is `"refresh"`),
/// and have the target answer it through `SelectorTarget`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  let name: String

  /// The selector named `name`.
  public init(_ name: String) {
    self.name = name
  }

  public init(stringLiteral name: String) {
    self.name = name
  }

  /// The selector's name.
  public var description: String { name }
}

/// The name of `selector` (Foundation's `NSStringFromSelector`).
public func NSStringFromSelector(_ selector: Selector) -> String {
  selector.name
}

/// The selector named `name` (Foundation's `NSSelectorFromString`).
public func NSSelectorFromString(_ name: String) -> Selector {
  Selector(name)
}
