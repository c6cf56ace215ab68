/// Checking the required constraints after a change by looking only at what the change could have
/// broken (``VerificationBaseline``), with the answer a check of every one would give.
extension Tableau {
  /// Whether every required constraint holds at the current values, from the last check.
  ///
  /// Starting from the last check that found them all holding, looks at the constraints added or
  /// given a new constant since, and at those with a term on a variable whose value changed.
  /// Evaluates the values first.
  ///
  /// Nil when there is no such check to start from, or when so much changed that checking
  /// everything (``requiredConstraintsHold()``) costs less.
  ///
  /// - Complexity: O(variables) to find the changed values, plus O(terms) of the constraints it
  ///   looks at.
  mutating func requiredConstraintsHoldIncrementally() -> Bool? {
    guard var baseline = verification else { return nil }
    // Taken out while it changes, so that changing it never copies it.
    verification = nil
    if baseline.pending.count > 64 && baseline.pending.count > records.count / 8 {
      verification = baseline
      return nil
    }
    refreshValues()
    if baseline.index == nil || baseline.index?.needsRebuilding == true {
      baseline.index = makeRequiredConstraintIndex()
    }
    guard let index = baseline.index else { return nil }
    // A check that finds a constraint broken leaves no baseline: refining or solving afresh
    // follows, and checks everything.
    let externalCount = externalSymbols.count
    let limit = externalCount / 4 + 16
    var changed: [Int32] = []
    var holds = true
    if checksEverything || !movedSymbols.isEmpty {
      // Moves not tracked (or not yet evaluated): every variable is compared.
      values.withUnsafeBufferPointer { values in
        externalSymbols.withUnsafeBufferPointer { symbols in
          baseline.values.withUnsafeBufferPointer { verified in
            for i in 0..<externalCount {
              let value = values[Int(symbols[i])]
              if i < verified.count && value.bitPattern == verified[i].bitPattern { continue }
              changed.append(Int32(truncatingIfNeeded: i))
              if changed.count > limit { break }
            }
          }
        }
      }
    } else {
      // Only the variables whose values moved since the last check, and those met since.
      for symbol in unverifiedSymbols {
        guard let i = externalIndex(of: symbol) else { continue }
        if i < baseline.values.count
          && values[Int(symbol)].bitPattern
            == baseline.values[i].bitPattern
        {
          continue
        }
        changed.append(Int32(truncatingIfNeeded: i))
      }
      for i in baseline.values.count..<max(externalCount, baseline.values.count) {
        changed.append(Int32(truncatingIfNeeded: i))
      }
      // In increasing order, as the comparison of every variable lists them.
      changed.sort()
    }
    if changed.count > limit {
      verification = baseline
      return nil
    }
    for i in changed {
      var link = index.head(of: externalSymbols[Int(i)])
      while holds && link >= 0 {
        let entry = index.links[Int(link)]
        link = entry.next
        guard let record = records[entry.constraintID], record.sequence == entry.sequence else {
          continue
        }
        if !requiredConstraintHolds(record) { holds = false }
      }
      if !holds { return false }
    }
    for id in baseline.pending {
      guard let record = records[id], record.constraint.strength.isRequired else { continue }
      if !requiredConstraintHolds(record) { return false }
    }
    for i in changed {
      let value = values[Int(externalSymbols[Int(i)])]
      if Int(i) < baseline.values.count {
        baseline.values[Int(i)] = value
      } else {
        // Positions past the end are reached in increasing order, one after the other.
        baseline.values.append(value)
      }
    }
    baseline.pending.removeAll(keepingCapacity: true)
    verification = baseline
    forgetUnverified()
    checksEverything = false
    return true
  }

  /// Remembers the values at which every required constraint was just found holding, keeping
  /// the index of the last baseline.
  mutating func recordVerifiedValues() {
    var index = verification?.index
    if index?.needsRebuilding == true { index = nil }
    verification = nil
    var verified = [Double](repeating: 0, count: externalSymbols.count)
    for i in externalSymbols.indices { verified[i] = values[Int(externalSymbols[i])] }
    verification = VerificationBaseline(values: verified, index: index)
    // The baseline is every current value: only moves from here on need checking.
    forgetUnverified()
    checksEverything = false
  }

  /// Notes a required constraint added, or given a new constant, since the last check.
  mutating func noteRequiredChange(_ record: ConstraintRecord, isNew: Bool) {
    guard record.constraint.strength.isRequired, verification != nil else { return }
    guard verification!.pending.count < 64 || verification!.pending.count < records.count / 8
    else {
      // So much changed that the next check looks at everything: nothing to keep up to date.
      verification = nil
      return
    }
    verification!.pending.append(record.constraint.id)
    if isNew, verification!.index != nil {
      verification!.index!.link(record, symbols: requiredSymbols(of: record))
    }
  }

  /// Notes a required constraint removed: its links in the index are left behind.
  mutating func noteRequiredRemoval(_ record: ConstraintRecord) {
    guard record.constraint.strength.isRequired, verification?.index != nil else { return }
    verification!.index!.deadLinks += record.constraint.expression.terms.count
  }

  /// The index of the required constraints held, built from them.
  func makeRequiredConstraintIndex() -> RequiredConstraintIndex {
    var index = RequiredConstraintIndex()
    records.forEachValue { record in
      guard record.constraint.strength.isRequired else { return }
      index.link(record, symbols: requiredSymbols(of: record))
    }
    return index
  }

  /// The symbols of the variables the record's constraint has a term on.
  private func requiredSymbols(of record: ConstraintRecord) -> [Symbol] {
    record.constraint.expression.terms.compactMap { term in
      term.coefficient == 0 ? nil : symbolOfVariable[term.variable.id]
    }
  }

  /// Whether the record's required constraint holds at the current values within
  /// ``requiredTolerance``.
  @inline(__always)
  func requiredConstraintHolds(_ record: ConstraintRecord) -> Bool {
    var sum = record.constant
    var scale = abs(record.constant)
    for term in record.constraint.expression.terms where term.coefficient != 0 {
      guard let symbol = symbolOfVariable[term.variable.id] else { continue }
      let x = term.coefficient * values[Int(symbol)]
      sum += x
      scale = max(scale, abs(x))
    }
    let violation: Double
    switch record.constraint.relation {
    case .equal: violation = abs(sum)
    case .lessThanOrEqual: violation = sum
    case .greaterThanOrEqual: violation = -sum
    }
    return violation <= Self.requiredTolerance * max(1, scale)
  }
}
