/// The definitions flattened in rank order, so that evaluating them reads plain arrays.
///
/// It depends only on the definitions' cells and on which of the symbols they refer to are basic,
/// not on any constant or on the rows' cells: suggesting a value or changing a constant leaves
/// it valid, and so does a pivot or an addition that writes rows alone. A changed definition, or
/// a symbol of one that enters or leaves the basis, makes the tableau build it again.
///
/// Rows keep their values current and parametric symbols are zero, so definitions' terms in
/// parametric symbols are left out.
struct EvaluationProgram {
  /// Definition subjects, in rank order.
  var targets: [Int32] = []
  /// For target `k`, its terms are `termStart[k] ..< termStart[k + 1]`.
  var termStart: [Int32] = [0]
  var termSymbols: [Int32] = []
  var termCoefficients: [Double] = []
}

extension Tableau {
  func makeEvaluationProgram() -> EvaluationProgram {
    var program = EvaluationProgram()
    program.targets.reserveCapacity(definitionOrder.count)
    program.termStart.reserveCapacity(definitionOrder.count + 1)
    basics.withUnsafeBufferPointer { basics in
      for entry in definitionOrder {
        let s = Int(entry.symbol)
        // A symbol still at its definition's rank has that definition (rows rank below 0).
        guard symbolInfo[s].rank == entry.rank, let definition = basics[s] else { continue }
        program.targets.append(entry.symbol)
        for cell in definition.cells {
          let x = cell.symbol
          // A parametric symbol is zero while the program stands: its term adds nothing.
          if basics[Int(x)] == nil { continue }
          program.termSymbols.append(x)
          program.termCoefficients.append(cell.coefficient)
        }
        program.termStart.append(Int32(program.termSymbols.count))
      }
    }
    return program
  }
}
