import Foundation
import Testing

@testable import UIKit

/// The numbers a constraint may hold: Foundation refuses a constant or multiplier that is not
/// finite (NSLayoutConstraint.m raises NSInternalInconsistencyException), and UIKit replaces a
/// constant beyond ±2,777,777 points (its `_constraintConstantLimit`) by the limit.
@MainActor
struct ConstraintNumberTests {
  private func exceptionTexts(_ messages: [UIKitDiagnostics.Message]) -> [String] {
    messages.compactMap {
      if case .exception(let name) = $0.kind { return name + ": " + $0.text }
      return nil
    }
  }

  @Test(arguments: [CGFloat.infinity, -.infinity, .nan])
  func aConstantThatIsNotFiniteIsRefused(_ value: CGFloat) {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    let messages = UIKitDiagnostics.capturing { width.constant = value }
    #expect(width.constant == 10)
    let texts = exceptionTexts(messages)
    #expect(texts.count == 1)
    #expect(
      texts.first?.hasPrefix(
        "NSInternalInconsistencyException: NSLayoutConstraint constant is not finite!  "
          + "That's illegal.  constant:\(InvalidGeometry.format(value)) firstAnchor:") == true)
  }

  @Test func aConstraintMadeWithAnInfiniteConstantIsNeverInstalled() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let messages = UIKitDiagnostics.capturing {
      let constraint = view.heightAnchor.constraint(equalToConstant: .infinity)
      constraint.isActive = true
      #expect(!constraint.isActive)
    }
    #expect(exceptionTexts(messages).count == 1)
  }

  @Test(arguments: [CGFloat.infinity, .nan])
  func aMultiplierThatIsNotFiniteIsRefused(_ value: CGFloat) {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let messages = UIKitDiagnostics.capturing {
      let constraint = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: value)
      constraint.isActive = true
      #expect(!constraint.isActive)
      let items = NSLayoutConstraint(
        item: view, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height,
        multiplier: value, constant: 0)
      items.isActive = true
      #expect(!items.isActive)
    }
    let expected =
      "NSInternalInconsistencyException: Multiplier is not finite!  That's illegal.  multiplier:"
      + InvalidGeometry.format(value)
    #expect(exceptionTexts(messages) == [expected, expected])
  }

  // 1e300 becomes 2,777,777: the view is that wide, and the solver never meets the huge value.
  @Test func aHugeConstantIsReplacedByTheLimit() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let width = view.widthAnchor.constraint(equalToConstant: 1e300)
    let height = view.heightAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      width, height, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    #expect(width.constant == 2_777_777)
    height.constant = -1e12
    #expect(height.constant == -2_777_777)
    root.layoutIfNeeded()
    #expect(view.frame.width == 2_777_777)
  }

  @Test func theLimitIsLoggedInUIKitsWords() {
    #expect(
      NSLayoutConstraint.constantLimitMessage
        == "This NSLayoutConstraint is being configured with a constant that exceeds internal "
        + "limits.  A smaller value will be substituted, but this problem should be fixed. Break "
        + "on BOOL _NSLayoutConstraintNumberExceedsLimit(void) to debug.  This will be logged "
        + "only once.  This may break in the future.")
  }

  // UILayoutPriority.required: "Don't specify a layout constraint that exceeds this number".
  @Test(arguments: [Float(1001), 0, -1, .infinity, .nan])
  func aPriorityOutsideOneToAThousandIsRefused(_ value: Float) {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    width.priority = .defaultHigh
    width.isActive = true
    let messages = UIKitDiagnostics.capturing {
      width.priority = UILayoutPriority(rawValue: value)
    }
    #expect(width.priority == .defaultHigh)
    let texts = exceptionTexts(messages)
    #expect(texts.count == 1)
    #expect(texts.first?.hasPrefix("NSInvalidArgumentException: ") == true)
  }

  @Test(arguments: [Float(1), 1000])
  func thePrioritiesAtEitherEndOfTheRangeAreAccepted(_ value: Float) {
    let width = UIView().widthAnchor.constraint(equalToConstant: 10)
    let messages = UIKitDiagnostics.capturing {
      width.priority = UILayoutPriority(rawValue: value)
    }
    #expect(messages.isEmpty)
    #expect(width.priority.rawValue == value)
  }

  // A multiplier of 1e9 puts coefficients more than 1e6 apart, which the solver refuses as out
  // of its range (docs/solver.md, "Using the solver"). The constraint is left out as a conflicting one
  // is, logged once, and kept among the broken constraints to be tried again, so that the tree
  // stays sound: an active constraint is in the solver or broken.
  @Test func aConstraintOutOfTheSolversRangeIsLoggedAndLeftOutAsBroken() throws {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let constraint = view.widthAnchor.constraint(
      equalTo: view.heightAnchor, multiplier: 1e9, constant: 100)
    let messages = UIKitDiagnostics.capturing { constraint.isActive = true }
    #expect(constraint.isActive)
    #expect(constraint.solverConstraint == nil)
    let engine = try #require(root.ownedEngine)
    #expect(engine.brokenConstraints.contains { $0 === constraint })
    #expect(messages.count == 1)
    #expect(messages.first?.text.hasPrefix("Unable to install the constraint") == true)
    #expect(messages.first?.constraints.first === constraint)
    #expect(root.invariantViolations().isEmpty)
  }
}
