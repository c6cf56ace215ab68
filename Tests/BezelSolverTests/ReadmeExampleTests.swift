import BezelSolver
import Testing

/// The README's example, line for line, with the values its comments promise.
@Suite struct ReadmeExampleTests {
  @Test func readmeExamplePrintsWhatItSays() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")

    let margin = left == 16
    try solver.addConstraint(margin)
    try solver.addConstraint(right == left + width)
    try solver.addConstraint(width >= 100)
    try solver.addConstraint((width == 320) | .weak)
    try solver.addEditVariable(width, strength: .strong)

    try solver.suggestValue(200, for: width)
    let changes = solver.fetchChanges()
    #expect(changes.map(\.variable.name) == ["left", "right", "width"])
    #expect(changes.map(\.value) == [16, 216, 200])

    try solver.updateConstant(of: margin, to: -24)
    #expect(solver.value(of: right) == 224)

    let narrow = width <= 50
    do {
      try solver.addConstraint(narrow)
      Issue.record("width <= 50 was accepted")
    } catch .unsatisfiableConstraint(let conflict) {
      #expect(conflict.conflicts.count == 2)
      #expect(conflict.conflicts.last == narrow)
      #expect(conflict.conflicts.first?.expression.constant == -100)  // width - 100 >= 0
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
