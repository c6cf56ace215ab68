import Foundation
import Synchronization

/// The numbers a constraint may hold, as Foundation's NSLayoutConstraint checks them.
///
/// - A constant that is not finite raises NSInternalInconsistencyException ("NSLayoutConstraint
///   constant is not finite!  That's illegal.  constant:inf firstAnchor:… secondAnchor:…",
///   NSLayoutConstraint.m, `_setSymbolicConstant:constant:symbolicConstantMultiplier:`). Foundation
///   tests only for infinity and lets NaN through to the engine; Bezel refuses NaN the same way,
///   since a NaN constant has no solution to give.
/// - A constant beyond UIKit's limit, ±2,777,777 points (`+[NSLayoutConstraint
///   _constraintConstantLimit]` in UIKit's `_UILargeNumberLimitSupport`), is replaced by the limit,
///   with a console message logged once per process.
/// - A multiplier that is not finite raises NSInternalInconsistencyException ("Multiplier is not
///   finite!  That's illegal.  multiplier:inf").
/// A refused constant leaves the constraint as it was; a constraint made with a refused number is
/// never installed, as UIKit, having raised, never made it.
extension NSLayoutConstraint {
  static let constantLimit: CGFloat = 2_777_777

  static let constantLimitMessage =
    "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  "
    + "A smaller value will be substituted, but this problem should be fixed. Break on BOOL "
    + "_NSLayoutConstraintNumberExceedsLimit(void) to debug.  This will be logged only once.  "
    + "This may break in the future."

  /// Whether the console message of the limit was logged in this process.
  private static let loggedConstantLimit = Atomic<Bool>(false)

  /// The constant UIKit keeps for `value`, or nil (after raising) when it refuses it.
  func acceptedConstant(_ value: CGFloat) -> CGFloat? {
    guard value.isFinite else {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:"
          + InvalidGeometry.format(value) + " firstAnchor:\(firstAnchor) secondAnchor:"
          + (secondAnchor.map { "\($0)" } ?? "(null)"))
      return nil
    }
    guard abs(value) > Self.constantLimit else { return value }
    if !Self.loggedConstantLimit.exchange(true, ordering: .relaxed) {
      UIKitDiagnostics.log(Self.constantLimitMessage)
    }
    return value > 0 ? Self.constantLimit : -Self.constantLimit
  }

  /// Replaces numbers that are not finite by the identity, without a report, in a constraint
  /// already refused for another reason.
  func clearInvalidNumbers() {
    if !storedMultiplier.isFinite { storedMultiplier = 1 }
    if !storedConstant.isFinite { storedConstant = 0 }
  }

  /// Checks a new constraint's multiplier and constant; returns why it can never be installed.
  ///
  /// A refused number is replaced by the identity (a multiplier of 1, a constant of 0), so that
  /// the inert constraint holds no value that is not finite.
  func numbersFailure() -> String? {
    guard storedMultiplier.isFinite else {
      let reason =
        "Multiplier is not finite!  That's illegal.  multiplier:"
        + InvalidGeometry.format(storedMultiplier)
      UIKitDiagnostics.raise("NSInternalInconsistencyException", reason)
      storedMultiplier = 1
      if !storedConstant.isFinite { storedConstant = 0 }
      return reason
    }
    guard let constant = acceptedConstant(storedConstant) else {
      storedConstant = 0
      return "constant is not finite"
    }
    storedConstant = constant
    return nil
  }
}
