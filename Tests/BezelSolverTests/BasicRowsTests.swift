import Testing

@testable import BezelSolver

/// A basic symbol's row and its definition share one per-symbol entry (`Tableau.basics`), a mark
/// telling them apart: each reads as nil through the other's subscript, and clearing one never
/// clears the other.
@Suite struct BasicRowsTests {
  private static func row(_ constant: Double) -> Row { Row(constant: constant) }

  @Test func aDefinitionReadsAsNoRow() {
    var tableau = Tableau()
    let s = Int(tableau.makeSymbol(.external))
    tableau[definition: s] = Self.row(3)
    #expect(tableau[definition: s]?.constant == 3)
    #expect(tableau[row: s] == nil)
    #expect(tableau.isBasic(Symbol(s)))
  }

  @Test func aRowReadsAsNoDefinition() {
    var tableau = Tableau()
    let s = Int(tableau.makeSymbol(.slack))
    tableau[row: s] = Self.row(5)
    #expect(tableau[row: s]?.constant == 5)
    #expect(tableau[definition: s] == nil)
    #expect(tableau.isBasic(Symbol(s)))
  }

  @Test func clearingTheRowLeavesADefinition() {
    var tableau = Tableau()
    let s = Int(tableau.makeSymbol(.external))
    tableau[definition: s] = Self.row(3)
    tableau[row: s] = nil
    #expect(tableau[definition: s]?.constant == 3)
  }

  @Test func clearingTheDefinitionLeavesARow() {
    var tableau = Tableau()
    let s = Int(tableau.makeSymbol(.external))
    tableau[row: s] = Self.row(5)
    tableau[definition: s] = nil
    #expect(tableau[row: s]?.constant == 5)
  }

  @Test func aSymbolWhoseDefinitionIsTakenIsParametric() {
    var tableau = Tableau()
    let s = Int(tableau.makeSymbol(.external))
    tableau[definition: s] = Self.row(3)
    tableau[definition: s] = nil
    #expect(!tableau.isBasic(Symbol(s)))
    // A row set now is a row, not a definition.
    tableau[row: s] = Self.row(7)
    #expect(tableau[definition: s] == nil)
    #expect(tableau[row: s]?.constant == 7)
  }

  @Test func aRollBackGivesADefinitionThatBecameARowBack() {
    var tableau = Tableau()
    let symbol = tableau.makeSymbol(.external)
    let s = Int(symbol)
    tableau.setDefinition(symbol, Self.row(3))
    tableau.beginJournal()
    _ = tableau.takeDefinition(symbol)
    tableau.setRow(symbol, Self.row(9))
    #expect(tableau[row: s]?.constant == 9)
    tableau.rollBack()
    #expect(tableau[definition: s]?.constant == 3)
    #expect(tableau[row: s] == nil)
  }
}
