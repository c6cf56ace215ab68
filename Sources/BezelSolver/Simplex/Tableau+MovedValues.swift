import HeapModule

/// Evaluating again only what moved: the definitions that a moved value or a changed definition
/// reaches, and checking only the variables whose values they moved.
///
/// A definition's value is its constant plus its cells times the values of their basic symbols,
/// summed in cell order. Evaluated again with the same definition and bitwise the same inputs,
/// it gives bitwise the same value. So after a change that moved a few values (a view measured
/// in a long table), evaluating the definitions those values reach, in rank order (each after
/// the lower-ranked definitions it refers to), leaves every value exactly as evaluating all of
/// them would.
///
/// What is tracked, in `movedSymbols` (each symbol once, marked ``SymbolInfo/Marks/moved``):
/// - a symbol whose value was set to other bits (``setValue(_:_:)``);
/// - a definition made, changed, moved in its constant or taken away;
/// - a symbol that became basic or parametric while a definition refers to it, since
///   evaluation leaves a parametric symbol's term out.
///
/// Whatever writes values another way (a roll-back, refinement, renumbering) makes the next
/// evaluation evaluate everything and the next check compare every variable (``forgetMoves()``);
/// so does more tracking than evaluating everything would cost.
extension Tableau {
  /// How many symbols may be tracked, or definitions evaluated, before evaluating everything is
  /// the cheaper way: a definition reached through the queue costs several times one evaluated
  /// in order (`docs/performance.md`, "evaluating only what moved").
  var movedBudget: Int { min(definitionOrder.count / 16, 256) + 32 }

  /// Notes that the value of `symbol`, or its definition, moved.
  @inline(__always)
  mutating func noteMoved(_ symbol: Symbol) {
    if evaluatesEverything { return }
    let s = Int(symbol)
    if symbolInfo[s].marks.contains(.moved) { return }
    symbolInfo[s].marks.insert(.moved)
    movedSymbols.append(symbol)
    if movedSymbols.count > movedBudget { forgetMoves() }
  }

  /// Stops tracking until the next evaluation, which then evaluates every definition, and the
  /// next check, which then compares every variable: what moved untracked is not listed.
  ///
  /// For whatever writes values other than through ``setValue(_:_:)`` and the evaluations too (a
  /// roll-back, refinement, renumbering).
  mutating func forgetMoves() {
    for symbol in movedSymbols { symbolInfo[Int(symbol)].marks.remove(.moved) }
    movedSymbols.removeAll(keepingCapacity: true)
    evaluatesEverything = true
    checkEverything()
  }

  /// Evaluates, in rank order, the definitions that the moved symbols reach; notes the variables
  /// whose values moved for the next check (``noteUnverified(_:)``).
  ///
  /// Returns false once the definitions queued and evaluated would exceed ``movedBudget``: the
  /// caller then evaluates everything.
  mutating func evaluateMovedDefinitions() -> Bool {
    let budget = movedBudget
    if movedSymbols.count > budget { return false }
    // The heap is moved out of the tableau while in use, so that using it never copies it.
    var queue = Heap<Int>()
    swap(&queue, &movedQueue)
    defer { swap(&queue, &movedQueue) }
    // The mark means "moved" until here and "queued" from here on: every root is unmarked before
    // any is queued.
    for symbol in movedSymbols { symbolInfo[Int(symbol)].marks.remove(.moved) }
    for symbol in movedSymbols {
      let s = Int(symbol)
      if symbolInfo[s].kind == .external { noteUnverified(symbol) }
      if symbolInfo[s].marks.contains(.isDefinition) { enqueue(symbol, in: &queue) }
      for definition in definitionColumns[s] { enqueue(definition, in: &queue) }
      if queue.count > budget { break }
    }
    movedSymbols.removeAll(keepingCapacity: true)
    // Queued and evaluated definitions count against the budget: a change that reaches many
    // (a container's width) gives up early, before paying the queue for them.
    var evaluated = 0
    while queue.count + evaluated <= budget, let top = queue.popMin() {
      let s = top & 0xFFFF_FFFF
      symbolInfo[s].marks.remove(.moved)
      guard symbolInfo[s].marks.contains(.isDefinition), let definition = basics[s] else {
        continue
      }
      evaluated += 1
      let value = values.withUnsafeBufferPointer { values in
        basics.withUnsafeBufferPointer { Self.value(of: definition, values: values, basics: $0) }
      }
      if value.bitPattern == values[s].bitPattern { continue }
      values[s] = value
      if symbolInfo[s].kind == .external { noteUnverified(Symbol(s)) }
      for dependent in definitionColumns[s] { enqueue(dependent, in: &queue) }
    }
    if queue.isEmpty { return true }
    // Over the budget: the queued marks go, in no order, and the queue with them.
    for entry in queue.unordered { symbolInfo[entry & 0xFFFF_FFFF].marks.remove(.moved) }
    queue = Heap()
    return false
  }

  /// Queues the definition of `symbol` once, by rank.
  @inline(__always)
  private mutating func enqueue(_ symbol: Symbol, in queue: inout Heap<Int>) {
    let s = Int(symbol)
    if symbolInfo[s].marks.contains(.moved) { return }
    symbolInfo[s].marks.insert(.moved)
    queue.insert(symbolInfo[s].rank << 32 | s)
  }

  // MARK: Variables to check

  /// Notes that the value of the variable `symbol` may differ from the last check's.
  mutating func noteUnverified(_ symbol: Symbol) {
    if checksEverything { return }
    let s = Int(symbol)
    if symbolInfo[s].marks.contains(.unverified) { return }
    symbolInfo[s].marks.insert(.unverified)
    unverifiedSymbols.append(symbol)
    if unverifiedSymbols.count > externalSymbols.count / 4 + 16 { checkEverything() }
  }

  /// Makes the next check compare every variable with the last check's values.
  mutating func checkEverything() {
    forgetUnverified()
    checksEverything = true
  }

  /// Empties the list of variables to check.
  mutating func forgetUnverified() {
    for symbol in unverifiedSymbols { symbolInfo[Int(symbol)].marks.remove(.unverified) }
    unverifiedSymbols.removeAll(keepingCapacity: true)
  }
}
