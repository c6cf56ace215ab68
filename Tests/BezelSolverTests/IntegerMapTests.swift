import BezelTestSupport
import Testing

@testable import BezelSolver

/// The solver's integer map agrees with a dictionary, whether its keys form a dense run, lie far
/// from it, or come and go.
@Suite struct IntegerMapTests {
  /// Keys mostly in a run starting at `start`, some far above and some below it.
  static func randomKey(_ start: Int, _ rng: inout SeededGenerator) -> Int {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: Int.random(in: 0..<start, using: &rng)
    case 1: Int.random(in: start + 1_000_000..<start + 2_000_000, using: &rng)
    default: Int.random(in: start..<start + 3000, using: &rng)
    }
  }

  @Test(arguments: [1, 2, 3, 4])
  func integerMapMatchesADictionary(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    var map = IntegerMap()
    var reference: [Int: Int32] = [:]
    let start = Int.random(in: 1000..<100_000, using: &rng)
    for step in 0..<20_000 {
      let key = Self.randomKey(start, &rng)
      if Int.random(in: 0..<3, using: &rng) == 0 {
        map[key] = nil
        reference[key] = nil
      } else {
        let value = Int32(step)
        map[key] = value
        reference[key] = value
      }
      let probe = Self.randomKey(start, &rng)
      #expect(map[probe] == reference[probe])
    }
    #expect(map.count == reference.count)
    for (key, value) in reference { #expect(map[key] == value) }
  }

  /// Counts kept with `add(_:to:)` agree with a dictionary of counts, a key whose count falls to
  /// zero going away.
  @Test(arguments: [5, 6])
  func addedCountsMatchADictionary(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    var map = IntegerMap()
    var reference: [Int: Int32] = [:]
    let start = Int.random(in: 1000..<100_000, using: &rng)
    for _ in 0..<20_000 {
      let key = Self.randomKey(start, &rng)
      let current = reference[key] ?? 0
      let delta: Int32 = current > 0 && Bool.random(using: &rng) ? -1 : 1
      map.add(delta, to: key)
      reference[key] = current + delta == 0 ? nil : current + delta
      #expect(map[key] == reference[key])
    }
    #expect(map.count == reference.count)
    for (key, value) in reference { #expect(map[key] == value) }
  }

  @Test func idTableListsValuesInStorageOrderAndKeysSorted() {
    var table = IDTable<Named>()
    table[50] = Named(id: 50, name: "a")
    table[7] = Named(id: 7, name: "b")
    table[9_000_000] = Named(id: 9_000_000, name: "c")
    table[7] = nil
    table[12] = Named(id: 12, name: "d")
    // The freed slot of 7 is taken by 12.
    #expect(table.values.map(\.name) == ["a", "d", "c"])
    #expect(table.sortedByKey().map(\.key) == [12, 50, 9_000_000])
    #expect(table.sortedByKey().map(\.value.name) == ["d", "a", "c"])
    #expect(table.count == 3)
  }

  @Test func idTableContainsTheKeysItHoldsOnly() {
    var table = IDTable<Named>()
    table[50] = Named(id: 50, name: "a")
    table[9_000_000] = Named(id: 9_000_000, name: "b")
    table[50] = nil
    #expect(!table.contains(50))
    #expect(table.contains(9_000_000))
    #expect(!table.contains(7))
  }

  /// A value that carries the key it is stored under, as the solver's records do.
  private struct Named: IDTableValue {
    let id: Int
    let name: String
    var tableKey: Int { id }
  }
}
