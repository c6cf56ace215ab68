/// Reading values: parametric symbols are zero, rows keep their values current, and a
/// definition is evaluated after the lower-ranked definitions it refers to.
extension Tableau {
  /// Brings the values of the definitions up to date, in rank order: those that what moved
  /// reaches when few are, every one otherwise.
  ///
  /// - Complexity: O(cells of the definitions reached), or O(cells of the definitions) over
  ///   flat arrays.
  mutating func refreshValues() {
    if valuesAreCurrent { return }
    // Only what moved, when little did (`Tableau+MovedValues`).
    if !evaluatesEverything && evaluateMovedDefinitions() {
      valuesAreCurrent = true
      changesAreReported = false
      return
    }
    // Every definition evaluated: any variable may have moved (`forgetMoves` marks them all
    // for the next check), and tracking starts afresh.
    evaluateEverything()
    evaluatesEverything = false
  }

  /// Evaluates every definition, in rank order, into `values`.
  private mutating func evaluateEverything() {
    forgetMoves()
    if program == nil {
      // When the last program served one evaluation before a change discarded it (a view
      // measured again and again adds and removes constraints between reads), a new one would
      // likely serve one too: the definitions are read directly instead, until a read finds
      // nothing discarded since the last.
      if programUses <= 1, !evaluatedWithoutProgram {
        evaluateDefinitionsWithoutProgram()
        evaluatedWithoutProgram = true
        valuesAreCurrent = true
        changesAreReported = false
        return
      }
      program = makeEvaluationProgram()
      programUses = 0
      compactDefinitionOrder(live: program?.targets.count ?? 0)
    }
    guard let program else { return }
    programUses += 1
    values.withUnsafeMutableBufferPointer { values in
      // The targets are definitions: the program is dropped when one changes.
      basics.withUnsafeBufferPointer { definitions in
        program.targets.withUnsafeBufferPointer { targets in
          program.termStart.withUnsafeBufferPointer { termStart in
            program.termSymbols.withUnsafeBufferPointer { symbols in
              program.termCoefficients.withUnsafeBufferPointer { coefficients in
                var start = 0
                for k in 0..<targets.count {
                  let target = Int(targets[k])
                  let end = Int(termStart[k + 1])
                  var value = definitions[target]?.constant ?? 0
                  for i in start..<end { value += coefficients[i] * values[Int(symbols[i])] }
                  values[target] = value
                  start = end
                }
              }
            }
          }
        }
      }
    }
    valuesAreCurrent = true
    changesAreReported = false
  }

  /// Drops the stale entries of `definitionOrder` once they outnumber the `live` ones.
  private mutating func compactDefinitionOrder(live: Int) {
    guard definitionOrder.count > 2 * live + 64 else { return }
    // A symbol still at its definition's rank has that definition (rows rank below 0).
    definitionOrder.removeAll {
      symbolInfo[Int($0.symbol)].rank != $0.rank || basics[Int($0.symbol)] == nil
    }
  }

  /// A definition's value at `values`.
  ///
  /// Its constant plus each cell times its symbol's value, in cell order, leaving out the
  /// parametric symbols (zero), as an ``EvaluationProgram`` leaves them out. Every evaluation
  /// from the definitions goes through here, for the same bits.
  @inline(__always)
  static func value(
    of definition: Row, values: UnsafeBufferPointer<Double>, basics: UnsafeBufferPointer<Row?>
  ) -> Double {
    var value = definition.constant
    for cell in definition.cells {
      let x = Int(cell.symbol)
      if basics[x] == nil { continue }
      value += cell.coefficient * values[x]
    }
    return value
  }

  /// Evaluates every definition in rank order straight from the definitions, with the terms an
  /// ``EvaluationProgram`` would hold in the same order, so that the values are the same bits.
  private mutating func evaluateDefinitionsWithoutProgram() {
    var live = 0
    values.withUnsafeMutableBufferPointer { values in
      basics.withUnsafeBufferPointer { basics in
        for entry in definitionOrder {
          let s = Int(entry.symbol)
          // A symbol still at its definition's rank has that definition (rows rank below 0).
          guard symbolInfo[s].rank == entry.rank, let definition = basics[s] else { continue }
          live += 1
          values[s] = Self.value(
            of: definition, values: UnsafeBufferPointer(values), basics: basics)
        }
      }
    }
    compactDefinitionOrder(live: live)
  }

  /// The current value of a symbol, once ``refreshValues()`` has run.
  func currentValue(_ symbol: Symbol) -> Double { values[Int(symbol)] }

  mutating func value(of variable: Variable) -> Double {
    guard let symbol = symbolOfVariable[variable.id] else { return 0 }
    refreshValues()
    return currentValue(symbol)
  }

  /// The values of the variables with these ids, evaluated once; 0 for one never seen.
  mutating func values(ofIDs a: Int, _ b: Int, _ c: Int, _ d: Int) -> (
    Double, Double, Double, Double
  ) {
    refreshValues()
    func value(_ id: Int) -> Double { symbolOfVariable[id].map { values[Int($0)] } ?? 0 }
    return (value(a), value(b), value(c), value(d))
  }

  /// Variables whose value differs from the one last reported, in order of first use.
  ///
  /// A variable never reported counts as 0.
  mutating func changes() -> [(variable: Variable, value: Double)] {
    let count = recordChanges()
    return externalVariables.withUnsafeBufferPointer { variables in
      reportedValues.withUnsafeBufferPointer { reported in
        changedScratch.withUnsafeBufferPointer { changed in
          [(variable: Variable, value: Double)](unsafeUninitializedCapacity: count) {
            buffer, initialized in
            for k in 0..<count {
              let i = Int(changed[k])
              buffer.initializeElement(at: k, to: (variables[i], reported[i]))
            }
            initialized = count
          }
        }
      }
    }
  }

  /// The ids of the variables `changes()` would report, reporting them as it does, in `ids`:
  /// emptied first, its storage kept unless far larger than the ids need.
  mutating func changedVariableIDs(into ids: inout [Int]) {
    let count = recordChanges()
    ids.removeAll(keepingCapacity: ids.capacity <= 4 * count + 1024)
    ids.reserveCapacity(count)
    externalVariables.withUnsafeBufferPointer { variables in
      changedScratch.withUnsafeBufferPointer { changed in
        for k in 0..<count { ids.append(variables[Int(changed[k])].id) }
      }
    }
  }

  /// Records the variables whose value differs from the one last reported as reported, and
  /// their indices in `changedScratch`; returns how many there are.
  private mutating func recordChanges() -> Int {
    // Nothing was evaluated since the last report: nothing can have changed.
    if valuesAreCurrent && changesAreReported { return 0 }
    refreshValues()
    defer { changesAreReported = true }
    // Every variable's value is in `values` once they are evaluated. One pass finds the changed
    // ones, so that the result is allocated once at its size.
    if changedScratch.count < externalSymbols.count {
      changedScratch.append(
        contentsOf: repeatElement(0, count: externalSymbols.count - changedScratch.count))
    }
    var count = 0
    values.withUnsafeBufferPointer { values in
      externalSymbols.withUnsafeBufferPointer { symbols in
        reportedValues.withUnsafeMutableBufferPointer { reported in
          changedScratch.withUnsafeMutableBufferPointer { changed in
            for i in 0..<symbols.count {
              let value = values[Int(symbols[i])]
              if value != reported[i] {
                reported[i] = value
                changed[count] = Int32(truncatingIfNeeded: i)
                count += 1
              }
            }
          }
        }
      }
    }
    return count
  }
}
