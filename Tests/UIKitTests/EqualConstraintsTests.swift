import Testing

@testable import UIKit

/// Equal constraints, and a deactivated constraint's solver constraint, which waits for an equal
/// one until the solver is next used.
///
/// Each constraint stays active and deactivatable on its own.
@Suite(.checksInvariants)
@MainActor
struct EqualConstraintsTests {
  @Test func deactivatingOneOfTwoEqualConstraintsLeavesTheOtherInForce() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let first = view.widthAnchor.constraint(equalToConstant: 100)
    let second = view.widthAnchor.constraint(equalToConstant: 100)
    let fallback = view.widthAnchor.constraint(equalToConstant: 50)
    fallback.priority = .defaultLow
    NSLayoutConstraint.activate([first, second, fallback])
    first.isActive = false
    root.layoutIfNeeded()
    #expect(!first.isActive && second.isActive)
    #expect(view.frame.width == 100)
  }

  @Test func deactivatingEveryEqualConstraintTakesTheEquationOut() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let first = view.widthAnchor.constraint(equalToConstant: 100)
    let second = view.widthAnchor.constraint(equalToConstant: 100)
    let fallback = view.widthAnchor.constraint(equalToConstant: 50)
    fallback.priority = .defaultLow
    NSLayoutConstraint.activate([first, second, fallback])
    root.layoutIfNeeded()
    NSLayoutConstraint.deactivate([first, second])
    root.layoutIfNeeded()
    #expect(view.frame.width == 50)
  }

  // Two equal optional constraints weigh twice as much as one: two at 500 outweigh one at 520,
  // which outweighs one at 500.
  @Test func equalOptionalConstraintsWeighTwiceAsMuchAsOne() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let first = view.widthAnchor.constraint(equalToConstant: 100)
    let second = view.widthAnchor.constraint(equalToConstant: 100)
    let other = view.widthAnchor.constraint(equalToConstant: 200)
    first.priority = UILayoutPriority(500)
    second.priority = UILayoutPriority(500)
    other.priority = UILayoutPriority(520)
    NSLayoutConstraint.activate([first, second, other])
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
  }

  @Test func changingTheConstantOfOneOfTwoEqualConstraintsConflictsWithTheOther() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let first = view.widthAnchor.constraint(equalToConstant: 100)
    let second = view.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([first, second])
    let messages = UIKitDiagnostics.capturing { second.constant = 120 }
    root.layoutIfNeeded()
    #expect(messages.count == 1)
    #expect(first.isActive && second.isActive)
    #expect(view.frame.width == 100)
  }

  @Test func aConstantChangedOnTheLastOfEqualConstraintsTakesEffect() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let first = view.widthAnchor.constraint(equalToConstant: 100)
    let second = view.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([first, second])
    first.isActive = false
    second.constant = 120
    root.layoutIfNeeded()
    #expect(view.frame.width == 120)
  }

  @Test func anEqualConstraintActivatedAfterADeactivationTakesOverItsSolverConstraint() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let old = view.widthAnchor.constraint(equalToConstant: 100)
    old.isActive = true
    let solverConstraint = old.solverConstraint
    old.isActive = false
    let new = view.widthAnchor.constraint(equalToConstant: 100)
    new.isActive = true
    root.layoutIfNeeded()
    #expect(new.solverConstraint?.id == solverConstraint?.id)
    #expect(view.frame.width == 100)
  }

  // The deactivated constraint leaves the solver before the new one comes in: no conflict.
  @Test func aDeactivatedConstraintNeverConflictsWithTheNextOne() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let old = view.widthAnchor.constraint(equalToConstant: 100)
    old.isActive = true
    let messages = UIKitDiagnostics.capturing {
      old.isActive = false
      view.widthAnchor.constraint(equalToConstant: 200).isActive = true
    }
    root.layoutIfNeeded()
    #expect(messages.isEmpty)
    #expect(view.frame.width == 200)
  }

  @Test func aConstantChangedOnAConstraintThatTookOverASolverConstraintTakesEffect() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let old = view.widthAnchor.constraint(equalToConstant: 100)
    old.isActive = true
    old.isActive = false
    let new = view.widthAnchor.constraint(equalToConstant: 100)
    new.isActive = true
    new.constant = 120
    root.layoutIfNeeded()
    #expect(view.frame.width == 120)
  }
}
