import BezelSolver
import BezelTestSupport
import Foundation
import Testing

/// Random call sequences checked call by call against what the solver promises: every required
/// constraint it holds is satisfied within 1e-9 of its own magnitudes, its constant and each
/// term at the values (``RequiredResidual``); it refuses a required constraint only when a fresh solver refuses
/// the required constraints it holds together with that one; and no call makes more pivots than
/// the bound. A failing sequence is shrunk to the fewest calls that still fail, and printed.
///
/// `BEZEL_FUZZ_COUNT` sets how many sequences run (400 by default, a few seconds); odd seeds use
/// badly scaled numbers (coefficients of 1e-7 and 1000, constants of 1e9, strengths of 0).
extension FuzzTests {
  enum Call: CustomStringConvertible {
    case add(Constraint)
    case remove(Constraint)
    case update(Constraint, Double)
    case addEdit(Variable, Strength)
    case suggest(Variable, Double)
    case removeEdit(Variable)

    var description: String {
      switch self {
      case .add(let c): "add(\(c))"
      case .remove(let c): "remove(\(c))"
      case .update(let c, let x): "update(\(c), to: \(x))"
      case .addEdit(let v, let s): "addEdit(\(v), \(s))"
      case .suggest(let v, let x): "suggest(\(x), for: \(v))"
      case .removeEdit(let v): "removeEdit(\(v))"
      }
    }
  }

  static var sequenceCount: Int {
    ProcessInfo.processInfo.environment["BEZEL_FUZZ_COUNT"].flatMap(Int.init) ?? 400
  }

  static func calls(seed: UInt64) -> [Call] {
    var rng = SeededGenerator(seed: seed)
    let harsh = seed % 2 == 1
    let variables = (0..<Int.random(in: 2...10, using: &rng)).map { Variable("v\($0)") }
    func number() -> Double {
      if harsh && Int.random(in: 0..<12, using: &rng) == 0 {
        return [1e9, -1e9, 1e-9, 0].randomElement(using: &rng)!
      }
      return Double(Int.random(in: -500_000...500_000, using: &rng)) / 1000
    }
    let coefficients: [Double] =
      harsh ? [1, -1, 2, 0.5, -3, 0, 1e-7, 1000] : [1, -1, 2, 0.5, -3, 0]
    let strengths: [Strength] = [
      .required, .required, .strong, .medium, .weak, Strength(0), Strength(999_999),
      Strength(501_001.5),
    ]
    var added: [Constraint] = []
    var edits: [Variable] = []
    var calls: [Call] = []
    for _ in 0..<Int.random(in: 10...60, using: &rng) {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<5:
        let terms = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
          Term(variables.randomElement(using: &rng)!, coefficients.randomElement(using: &rng)!)
        }
        let relation = [Constraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual]
          .randomElement(using: &rng)!
        let c = Constraint(
          LinearExpression(terms, constant: number()), relation,
          strength: strengths.randomElement(using: &rng)!)
        added.append(c)
        calls.append(.add(c))
      case 5:
        if let c = added.randomElement(using: &rng) { calls.append(.remove(c)) }
      case 6:
        if let c = added.randomElement(using: &rng) { calls.append(.update(c, number())) }
      case 7:
        let v = variables.randomElement(using: &rng)!
        if edits.contains(v) {
          calls.append(.removeEdit(v))
          edits.removeAll { $0 == v }
        } else {
          calls.append(.addEdit(v, [.strong, .medium, .weak].randomElement(using: &rng)!))
          edits.append(v)
        }
      default:
        if let v = edits.randomElement(using: &rng) { calls.append(.suggest(v, number())) }
      }
    }
    return calls
  }

  /// Whether a fresh solver refuses `constraints`, added in order with these constants.
  static func freshSolverRefuses(_ constraints: [(Constraint, Double)]) -> Bool {
    let fresh = Solver()
    for (c, constant) in constraints {
      let copy = Constraint(
        LinearExpression(c.expression.terms, constant: constant), c.relation, strength: c.strength)
      if (try? fresh.addConstraint(copy)) == nil { return true }
    }
    return false
  }

  /// The first broken promise when `calls` run on a new solver, described; nil when none is.
  static func firstFailure(_ calls: [Call]) -> String? {
    let solver = Solver()
    var held: [Constraint] = []
    func heldRequired() -> [(Constraint, Double)] {
      held.filter { $0.strength.isRequired }.map { ($0, solver.constant(of: $0)!) }
    }
    for (i, call) in calls.enumerated() {
      let pivots = solver.pivotCount
      let bound = solver.pivotBound
      switch call {
      case .add(let c):
        do {
          try solver.addConstraint(c)
          held.append(c)
        } catch .unsatisfiableConstraint {
          if !freshSolverRefuses(heldRequired() + [(c, c.expression.constant)]) {
            return "call \(i): \(call) refused, yet a fresh solver accepts it"
          }
        } catch {}
      case .remove(let c):
        if (try? solver.removeConstraint(c)) != nil { held.removeAll { $0 == c } }
      case .update(let c, let x):
        do {
          try solver.updateConstant(of: c, to: x)
        } catch .unsatisfiableConstraint {
          let others = heldRequired().filter { $0.0 != c }
          if !freshSolverRefuses(others + [(c, x)]) {
            return "call \(i): \(call) refused, yet a fresh solver accepts it"
          }
        } catch {}
      case .addEdit(let v, let s): _ = try? solver.addEditVariable(v, strength: s)
      case .suggest(let v, let x):
        _ = try? solver.suggestValue(x, for: v)
      case .removeEdit(let v): _ = try? solver.removeEditVariable(v)
      }
      if solver.pivotCount - pivots > bound {
        return "call \(i): \(call) made \(solver.pivotCount - pivots) pivots, over \(bound)"
      }
      for c in held where c.strength.isRequired && !RequiredResidual.holds(c, in: solver) {
        let r = RequiredResidual.relativeViolation(c, in: solver)
        return "call \(i): \(call) leaves required \(c) violated by \(r) of its scale"
      }
    }
    return nil
  }

  /// The fewest calls of `calls` that still fail, found by dropping one call at a time.
  static func shrink(_ calls: [Call]) -> [Call] {
    var calls = calls
    var changed = true
    while changed {
      changed = false
      for i in calls.indices.reversed() where i < calls.count {
        var fewer = calls
        fewer.remove(at: i)
        if firstFailure(fewer) != nil {
          calls = fewer
          changed = true
        }
      }
    }
    return calls
  }

  static func check(seed: UInt64) {
    let calls = calls(seed: seed)
    guard let failure = firstFailure(calls) else { return }
    let shrunk = shrink(calls)
    let listing = shrunk.map { "  \($0)" }.joined(separator: "\n")
    Issue.record(
      "seed \(seed): \(failure)\nshrunk to \(shrunk.count) calls: \(firstFailure(shrunk) ?? "")\n\(listing)"
    )
  }

  @Test(arguments: 0..<8)
  func everyCallKeepsTheSolversPromises(batch: Int) {
    let count = Self.sequenceCount
    for k in stride(from: batch, to: count, by: 8) { Self.check(seed: UInt64(500_000 + k)) }
  }

  /// The check above must be able to fail: a solver that left a required constraint violated,
  /// or refused one a fresh solver accepts, is reported.
  @Test func theInvariantCheckCatchesAViolatedRequiredConstraint() {
    let solver = Solver()
    let x = Variable("x")
    let c = Constraint(LinearExpression([Term(x, 1)], constant: -5), .equal)
    #expect(!RequiredResidual.holds(c, in: solver))
    #expect(!Self.freshSolverRefuses([(c, -5)]))
    #expect(Self.freshSolverRefuses([(c, -5), (c, -6)]))
  }
}
