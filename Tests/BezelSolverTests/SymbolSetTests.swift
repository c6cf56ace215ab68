import BezelTestSupport
import Testing

@testable import BezelSolver

/// The column index's symbol set agrees with a standard `Set`, small (inline members and a short
/// array) or large (a hash table), as members come and go.
@Suite struct SymbolSetTests {
  /// After every step the count, emptiness, membership of a probe and the members themselves
  /// agree with the reference.
  ///
  /// Sizes wander between empty and about forty members, so the set
  /// turns into a table, empties while a table, and starts small again after `removeAll()`.
  @Test(arguments: [1, 2, 3, 4])
  func symbolSetMatchesASet(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    var set = SymbolSet()
    var reference = Set<Int32>()
    for step in 0..<6000 {
      let symbol = Int32.random(in: 0..<48, using: &rng)
      switch Int.random(in: 0..<100, using: &rng) {
      case 0:
        set.removeAll()
        reference.removeAll()
      case 1..<45:
        set.remove(symbol)
        reference.remove(symbol)
      default:
        set.insert(symbol)
        reference.insert(symbol)
      }
      let probe = Int32.random(in: 0..<48, using: &rng)
      #expect(set.contains(probe) == reference.contains(probe), "step \(step)")
      #expect(set.count == reference.count, "step \(step)")
      #expect(set.isEmpty == reference.isEmpty, "step \(step)")
      #expect(set.sorted() == reference.sorted(), "step \(step)")
    }
  }

  /// Removing the inline members leaves holes that later insertions fill: the count never
  /// counts a hole, and no member is lost or repeated.
  @Test func holesInASmallSetAreNotCounted() {
    var set = SymbolSet()
    for symbol: Int32 in [5, 6, 7, 8] { set.insert(symbol) }
    set.remove(5)
    set.remove(6)
    #expect(set.count == 2)
    #expect(set.sorted() == [7, 8])
    set.insert(9)
    #expect(set.count == 3)
    #expect(set.sorted() == [7, 8, 9])
    set.remove(7)
    set.remove(8)
    set.remove(9)
    #expect(set.isEmpty)
  }

  /// A set grown past its small form and emptied again is empty, and equal to a new set.
  @Test func aTableEmptiedByRemovalsIsEmpty() {
    var set = SymbolSet()
    for symbol in Int32(0)..<20 { set.insert(symbol) }
    #expect(set.count == 20)
    for symbol in Int32(0)..<20 { set.remove(symbol) }
    #expect(set.isEmpty)
    #expect(set.count == 0)
    #expect(set == SymbolSet())
    set.insert(3)
    #expect(set.sorted() == [3])
  }

  /// A table and a small set with the same members are equal.
  @Test func equalityIgnoresTheForm() {
    var large = SymbolSet()
    for symbol in Int32(0)..<12 { large.insert(symbol) }
    for symbol in Int32(2)..<12 { large.remove(symbol) }
    var small = SymbolSet()
    small.insert(1)
    small.insert(0)
    #expect(large == small)
    #expect(large.count == 2)
  }
}
