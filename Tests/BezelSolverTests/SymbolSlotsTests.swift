import BezelTestSupport
import Testing

@testable import BezelSolver

/// The scratch numbering of touched symbols, and the sum and column built on it.
@Suite struct SymbolSlotsTests {
  /// Slots count 0, 1, 2, … in order of first touch; a second touch finds the first slot.
  @Test func slotsAreNumberedInOrderOfFirstTouch() {
    var slots = SymbolSlots()
    #expect(slots.slotInserting(7) == (0, true))
    #expect(slots.slotInserting(3) == (1, true))
    #expect(slots.slotInserting(7) == (0, false))
    #expect(slots.insertUntouched(12) == 2)
    #expect(slots.count == 3)
    #expect([0, 1, 2].map { slots.symbol($0) } == [7, 3, 12])
    #expect(slots.slot(of: 3) == 1)
    #expect(slots.slot(of: 4) == -1)
    // Beyond every symbol touched so far.
    #expect(slots.slot(of: 1_000) == -1)
  }

  /// After `removeAll()` no symbol has a slot, and numbering starts from 0 again.
  @Test func removeAllForgetsEverySymbol() {
    var slots = SymbolSlots()
    for symbol: Int32 in [5, 9, 2] { _ = slots.slotInserting(symbol) }
    slots.removeAll()
    #expect(slots.count == 0)
    #expect([5, 9, 2].map { slots.slot(of: $0) } == [-1, -1, -1])
    #expect(slots.slotInserting(9) == (0, true))
    #expect(slots.slot(of: 5) == -1)
  }

  /// A symbol far beyond the others gets a slot, and the symbols before it keep theirs.
  @Test func aSymbolFarBeyondTheOthersGetsASlot() {
    var slots = SymbolSlots()
    _ = slots.slotInserting(1)
    _ = slots.slotInserting(1 << 20)
    #expect(slots.slot(of: 1) == 0)
    #expect(slots.slot(of: 1 << 20) == 1)
    #expect(slots.slot(of: (1 << 20) - 1) == -1)
  }

  /// A sum of rows with integer coefficients (exact in doubles, so a cell that cancels is exactly
  /// zero) equals the rows merged one by one, cell for cell and in the constant.
  @Test(arguments: [1, 2, 3, 4, 5])
  func aSumEqualsTheRowsMerged(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    var accumulator = SparseAccumulator()
    for _ in 0..<50 {
      let rows = (0..<Int.random(in: 1...6, using: &rng)).map { _ in randomRow(&rng) }
      let factors = rows.map { _ in [-3.0, -2, -1, 1, 2, 3].randomElement(using: &rng)! }
      var expected = rows[0]
      accumulator.start(rows[0])
      for (row, factor) in zip(rows.dropFirst(), factors.dropFirst()) {
        expected.add(row, times: factor)
        accumulator.add(row, times: factor)
      }
      let sum = accumulator.finish()
      #expect(sum.cells == expected.cells)
      #expect(sum.constant == expected.constant)
    }
  }

  /// Marks and taken cells belong to one sum: the next sum starts with neither.
  @Test func aFinishedSumLeavesNothingForTheNext() {
    var accumulator = SparseAccumulator()
    var first = Row(constant: 1)
    first.insert(4, 2)
    first.insert(6, 3)
    accumulator.start(first)
    accumulator.mark(4)
    accumulator.mark(8)
    #expect(accumulator.take(6) == 3)
    #expect(accumulator.isMarked(8))
    _ = accumulator.finish()
    var second = Row(constant: 0)
    second.insert(6, 5)
    accumulator.start(second)
    #expect(!accumulator.isMarked(4))
    #expect(!accumulator.isMarked(8))
    #expect(accumulator.coefficient(of: 4) == 0)
    #expect(accumulator.coefficient(of: 6) == 5)
    let sum = accumulator.finish()
    #expect(sum.cells == [Cell(symbol: 6, coefficient: 5)])
  }

  private func randomRow(_ rng: inout SeededGenerator) -> Row {
    var row = Row(constant: Double(Int.random(in: -20...20, using: &rng)))
    for _ in 0..<Int.random(in: 0...8, using: &rng) {
      let coefficient = Double(Int.random(in: -4...4, using: &rng))
      row.insert(Int32.random(in: 0..<40, using: &rng), coefficient)
    }
    return row
  }
}
