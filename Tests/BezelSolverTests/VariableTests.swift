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

  /// What a constraint stores per term and the solver per symbol, by hand from the fields: a
  /// variable is its identity word (the flag in its low bit) and a 16-byte `String`; a term adds
  /// an 8-byte coefficient; a symbol's info is the objective and owner (8 each), its rank in 32
  /// bits, kind and marks (1 each), rounded up to 8; a symbol set is two 32-bit members or
  /// counts and an array reference.
  @Test func storageSizes() {
    #expect(MemoryLayout<Variable>.stride == 24)
    #expect(MemoryLayout<Term>.stride == 32)
    #expect(MemoryLayout<SymbolInfo>.stride == 24)
    #expect(MemoryLayout<SymbolSet>.stride == 16)
  }
}
