/// The definitions flattened in rank order, so that evaluating them reads plain arrays.
///
/// It depends only on which symbols are basic and on the definitions' cells, not on any
/// constant: suggesting a value or changing a constant leaves it valid, and only a pivot, an
/// addition or a removal makes the tableau build it again.
struct EvaluationProgram {
  /// Basic symbols with reduced rows that definitions read, and variables with reduced rows:
  /// their values are row constants.
  ///
  /// Definitions' terms in parametric symbols, which are zero, are left out.
  var rowSymbols: [Int32] = []
  /// Parametric symbols that definitions read, and parametric variables: their values are zero.
  var parametricSymbols: [Int32] = []
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
    var seen = [Bool](repeating: false, count: symbolCount)
    program.targets.reserveCapacity(definitionOrder.count)
    program.termStart.reserveCapacity(definitionOrder.count + 1)
    definitions.withUnsafeBufferPointer { definitions in
      rows.withUnsafeBufferPointer { rows in
        seen.withUnsafeMutableBufferPointer { seen in
          for entry in definitionOrder {
            let s = Int(entry.symbol)
            guard ranks[s] == entry.rank, let definition = definitions[s] else { continue }
            program.targets.append(entry.symbol)
            for (i, x) in definition.symbols.enumerated() {
              if definitions[Int(x)] == nil {
                // A parametric symbol is zero while the program stands: its term adds nothing.
                guard rows[Int(x)] != nil else { continue }
                if !seen[Int(x)] {
                  seen[Int(x)] = true
                  program.rowSymbols.append(x)
                }
              }
              program.termSymbols.append(x)
              program.termCoefficients.append(definition.coefficients[i])
            }
            program.termStart.append(Int32(program.termSymbols.count))
          }
          // Every variable gets its value too, so that `changes()` reads them all from `values`.
          for x in externalSymbols where definitions[Int(x)] == nil && !seen[Int(x)] {
            seen[Int(x)] = true
            if rows[Int(x)] != nil {
              program.rowSymbols.append(x)
            } else {
              program.parametricSymbols.append(x)
            }
          }
        }
      }
    }
    program.rowSymbols.sort()
    program.parametricSymbols.sort()
    return program
  }
}
