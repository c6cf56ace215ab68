import Dispatch
import Synchronization
import Testing

@testable import BezelSolver

/// A variable's identity, name and flag, and the sizes of what the solver stores per term and
/// per symbol.
@Suite struct VariableTests {
  /// Each variable gets a new identity, larger than the last; its name and flag stay as given.
  @Test func aVariableKeepsItsNameFlagAndIdentity() {
    let x = Variable("x")
    let w = Variable(prefersZero: true)
    let y = Variable("y", prefersZero: true)
    #expect(w.id > x.id)
    #expect(y.id > w.id)
    #expect(x.name == "x")
    #expect(!x.prefersZero)
    #expect(w.name.isEmpty)
    #expect(w.prefersZero)
    #expect(y.name == "y")
    #expect(y.prefersZero)
    #expect(x.description == "x")
    #expect(w.description == "x\(w.id)")
  }

  /// A variable is equal to its copies and to no other variable, whatever the names.
  @Test func aVariableIsEqualOnlyToItself() {
    let a = Variable("same")
    let b = Variable("same")
    let copy = a
    #expect(a == copy)
    #expect(a != b)
    #expect(Set([a, b, copy]).count == 2)
  }

  /// Variables named on several threads at once each keep their own name.
  @Test func variablesNamedConcurrentlyKeepTheirNames() {
    let made = Mutex<[(String, Variable)]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      let mine = (0..<500).map { index in
        let name = "t\(thread).v\(index)"
        return (name, Variable(name))
      }
      made.withLock { $0 += mine }
    }
    let pairs = made.withLock { $0 }
    #expect(pairs.count == 4_000)
    #expect(pairs.allSatisfy { $0.0 == $0.1.name })
  }

  /// The name table keeps the last names recorded up to its capacity and forgets the oldest
  /// first, so that naming variables without end holds a bounded number of names.
  @Test func theNameTableForgetsTheOldestNamesBeyondItsCapacity() {
    var table = VariableNames.Table(capacity: 3)
    for id in 1...5 { table.record("v\(id)", of: id) }
    #expect(table.count == 3)
    #expect(table.name(of: 1).isEmpty)
    #expect(table.name(of: 2).isEmpty)
    #expect((3...5).map { table.name(of: $0) } == ["v3", "v4", "v5"])
    table.record("v6", of: 6)
    #expect(table.name(of: 3).isEmpty)
    #expect((4...6).map { table.name(of: $0) } == ["v4", "v5", "v6"])
    #expect(table.name(of: 7).isEmpty)
  }

  /// What a constraint stores per term and the solver per symbol, by hand from the fields: a
  /// variable is its identity word (its two flags in the low bits), with no name in it; a term
  /// adds an 8-byte coefficient; a symbol's info is the objective and owner (8 each), its rank in
  /// 32 bits, kind and marks (1 each), rounded up to 8; a symbol set is two 32-bit members or
  /// counts and an array reference; an entry of the definitions' order is a symbol and a rank,
  /// 32 bits each.
  @Test func storageSizes() {
    #expect(MemoryLayout<Variable>.stride == 8)
    #expect(MemoryLayout<Term>.stride == 16)
    #expect(MemoryLayout<SymbolInfo>.stride == 24)
    #expect(MemoryLayout<SymbolSet>.stride == 16)
    #expect(MemoryLayout<DefinitionEntry>.stride == 8)
  }

  /// Terms hold no reference, so arrays of them are copied and freed as plain memory.
  @Test func termsAreTrivialValues() {
    #expect(_isPOD(Variable.self))
    #expect(_isPOD(Term.self))
  }
}
