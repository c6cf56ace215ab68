import BezelSolver
import Testing

/// A constraint added holding another constant than its expression's, as the UIKit layer puts
/// back a view's pins after measuring it: it acts with that constant until
/// `updateConstant(of:to:)` gives it another, exactly as one added with it would.
@Suite struct HoldingConstantTests {
  // `x == 10` is `x − 10 == 0`: its constant is −10. Held at −5 it puts x at 5.
  @Test func aHeldConstantActsUntilUpdated() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = x == 10
    try solver.addConstraint(pin, holding: -5)
    #expect(solver.value(of: x) == 5)
    #expect(solver.constant(of: pin) == -5)
    try solver.updateConstant(of: pin, to: -10)
    #expect(solver.value(of: x) == 10)
    #expect(solver.constant(of: pin) == -10)
  }

  // A row whose content makes it at least 30 tall and pulls it to 0 weakly, pinned to 50; a
  // label 8 below its bottom. Measured, the pin is lifted and a weak target of 0 added: 30.
  // Put back holding 30 and moved to 50, then the target removed: 50 and 58, as a solver given
  // the same constraints directly.
  @Test func aPinPutBackHoldingTheMeasuredValueEndsAsAddedDirectly() throws {
    let (height, label) = (Variable("height"), Variable("label"))
    let content = height >= 30
    let hugging = (height == 0).withStrength(.weak)
    let below = label == height + 8
    let pin = height == 50
    let solver = Solver()
    for constraint in [content, hugging, below, pin] { try solver.addConstraint(constraint) }
    try solver.removeConstraint(pin)
    let target = (height == 0).withStrength(Strength(50))
    try solver.addConstraint(target)
    let measured = solver.value(of: height)
    #expect(measured == 30)
    try solver.addConstraint(pin, holding: -measured)
    #expect(solver.value(of: height) == 30)
    try solver.updateConstant(of: pin, to: pin.expression.constant)
    try solver.removeConstraint(target)
    let direct = Solver()
    for constraint in [content, hugging, below, pin] { try direct.addConstraint(constraint) }
    #expect(solver.value(of: height) == 50)
    #expect(solver.value(of: label) == 58)
    #expect(direct.value(of: height) == 50)
    #expect(direct.value(of: label) == 58)
  }

  @Test func aHeldConstraintIsRefusedAsAnAddedOneIs() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = x == 10
    try solver.addConstraint(pin)
    #expect(throws: AddConstraintError.self) { try solver.addConstraint(pin, holding: 0) }
    let other = x >= 0
    #expect(throws: AddConstraintError.self) {
      try solver.addConstraint(other, holding: .infinity)
    }
    #expect(!solver.hasConstraint(other))
    // Required and in conflict at the held constant: refused, naming the conflict.
    let conflicting = x == 20
    #expect(throws: AddConstraintError.self) {
      try solver.addConstraint(conflicting, holding: -20)
    }
    #expect(solver.value(of: x) == 10)
  }
}
