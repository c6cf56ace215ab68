import HeapModule

/// What the solver keeps about one constraint it holds (kiwi's `Tag` plus bookkeeping).
struct ConstraintRecord: IDTableValue {
  let constraint: Constraint
  /// Order of addition; conflict sets and dumps list constraints in this order.
  let sequence: Int
  /// The constant in force, which ``Solver/updateConstant(of:to:)`` may have changed.
  var constant: Double
  /// The slack, dummy or positive error that marks the constraint's column.
  let marker: Symbol
  /// The second error of an optional constraint, or -1.
  let other: Symbol

  /// Records are keyed by their constraint's identity.
  var tableKey: Int { constraint.id }

  /// The coefficient of `marker` in the constraint's row as built (before any sign change).
  ///
  /// Derived, not stored: a record is 64 bytes, not 72.
  var markerCoefficient: Double { Self.markerCoefficient(of: constraint) }

  /// The coefficient `makeRow` gives a constraint's marker: +1 for a slack of `<=` and a
  /// required equality's dummy, -1 for a slack of `>=` and an optional equality's first error.
  static func markerCoefficient(of constraint: Constraint) -> Double {
    switch constraint.relation {
    case .lessThanOrEqual: 1
    case .greaterThanOrEqual: -1
    case .equal: constraint.strength.isRequired ? 1 : -1
    }
  }
}

/// The fields of one symbol that are not rows, columns or values, packed into 24 bytes.
struct SymbolInfo {
  /// The symbol's coefficient in the objective, written in parametric symbols.
  var objective = 0.0
  /// The id of the constraint whose marker or error the symbol is; -1 for variables.
  var owner: Int
  /// `rank`, in 32 bits: ranks stay within ±`Tableau.rankLimit` (2³⁰) plus what one operation's
  /// rows and pivots add.
  private var storedRank: Int32 = 0
  let kind: SymbolKind
  var marks: Marks = []

  /// The rank of a basic symbol: definitions count up from 0, rows down from -1.
  var rank: Int {
    get { Int(storedRank) }
    set { storedRank = Int32(newValue) }
  }

  init(kind: SymbolKind, owner: Int) {
    self.kind = kind
    self.owner = owner
  }

  /// Marks a symbol carries: whether it waits in `enteringCandidates`, what of it the open
  /// journal saved, and whether its variable prefers zero.
  struct Marks: OptionSet {
    let rawValue: UInt8
    static let enteringQueued = Marks(rawValue: 1)
    static let rowSaved = Marks(rawValue: 2)
    static let objectiveSaved = Marks(rawValue: 4)
    static let valueSaved = Marks(rawValue: 8)
    /// The external symbol's variable prefers zero: it is solved for after slacks and errors.
    static let prefersZero = Marks(rawValue: 16)
    /// The symbol's entry in `Tableau.basics` is a definition, not a row.
    static let isDefinition = Marks(rawValue: 32)
    /// The symbol is in `Tableau.movedSymbols` (while evaluating: its definition is queued).
    static let moved = Marks(rawValue: 64)
    /// The variable's symbol is in `Tableau.unverifiedSymbols`.
    static let unverified = Marks(rawValue: 128)
  }
}

/// A definition's place in ``Tableau/definitionOrder``: its symbol and the rank it was given,
/// in 8 bytes (ranks fit in 32 bits, as in ``SymbolInfo``).
struct DefinitionEntry {
  let symbol: Symbol
  private let storedRank: Int32
  var rank: Int { Int(storedRank) }

  init(_ symbol: Symbol, rank: Int) {
    self.symbol = symbol
    self.storedRank = Int32(rank)
  }
}

/// An edit variable: an optional `variable == value` constraint whose value is suggested.
struct EditRecord: IDTableValue {
  /// The variable's identity, which the solver's edits are keyed by.
  let variableID: Int
  let constraint: Constraint
  var value: Double

  var tableKey: Int { variableID }
}

/// The simplex tableau behind ``Solver`` (kiwi `SolverImpl`), with its basis kept factored.
///
/// Every basic symbol has one row, and no row is ever substituted into when another symbol
/// becomes basic: a row refers to parametric symbols and to basic symbols of lower rank, so
/// the rows form a triangular system that is read in rank order. Two kinds of rows hold them:
/// - *Rows* hold every restricted basic symbol (slack, error, dummy) and the variables a pivot
///   made basic. A new row is written out in parametric symbols and takes the lowest rank yet;
///   it goes on referring to those symbols when they later become basic. A fully reduced
///   tableau would write every row out again instead, which fills rows in: solving a row of
///   5000 views for one width makes every other row hold all 5000 errors.
/// - *Definitions* give an external variable as a combination of other symbols, exactly as the
///   constraint that introduced it said: a chain of positions `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 8` stays a
///   chain. Definitions rank above every row, and no row refers to a definition.
///
/// The values of rows are kept current as the basis moves (a pivot moves them along the
/// entering symbol's column, computed through the rows that refer to it); definitions are
/// evaluated when values are read. The *objective* stays written out in parametric symbols:
/// each symbol's reduced cost is in its ``SymbolInfo``.
struct Tableau {
  // Per symbol.
  /// Kind, rank, objective coefficient and bookkeeping, in one array, so that a new symbol
  /// appends once for them all.
  var symbolInfo: [SymbolInfo] = []
  /// For each basic symbol, its row or its definition; nil for a parametric symbol.
  ///
  /// One array for both, as no symbol has both: ``SymbolInfo/Marks/isDefinition`` says which an
  /// entry is, and ``subscript(row:)`` and ``subscript(definition:)`` read and write them.
  var basics: [Row?] = []
  /// For each symbol, the rows that contain it.
  var columns: [SymbolSet] = []
  /// For each symbol, the definitions that contain it.
  var definitionColumns: [SymbolSet] = []
  /// Current for rows, zero for parametric symbols; for definitions once evaluated.
  var values: [Double] = []
  /// The symbols of variables, in order of first use.
  var externalSymbols: [Symbol] = []
  /// The variable of each entry of `externalSymbols`.
  var externalVariables: [Variable] = []
  /// The value `changes()` last reported for each entry of `externalSymbols`.
  var reportedValues: [Double] = []
  /// Room for the positions in `externalSymbols` whose values `changes()` finds changed.
  var changedScratch: [Int32] = []

  // Whole tableau.
  var objectiveConstant = 0.0
  /// Symbols that may improve the objective, lowest id first (Bland's rule).
  var enteringCandidates = Heap<Symbol>()
  var artificial: Row?
  var infeasible: [Symbol] = []
  /// Definitions in rank order; an entry whose symbol no longer has that rank is stale.
  var definitionOrder: [DefinitionEntry] = []
  var nextRank = 0
  /// The rank the next row takes: each row ranks below every row already there.
  var nextRowRank = -1
  var nextSequence = 0
  /// Pivots made since the tableau was created, for tests of the iteration bound.
  var pivotCount = 0
  /// Whether a simplex loop stopped at ``iterationLimit`` since the flag was last cleared.
  var iterationLimitReached = false
  /// Whether a row or definition was written since the required constraints were last checked
  /// at the current values (``requiredConstraintsHold()``).
  var needsVerification = false
  /// Whether the values needed iterative refinement (``refineRequiredConstraints()``): every
  /// read after a change checks the required constraints until they hold unrefined.
  var refinesValues = false
  /// What the last check that found every required constraint holding saw; nil when there is
  /// none to start from.
  var verification: VerificationBaseline?
  var valuesAreCurrent = true
  /// Whether `changes()` has reported every value since they were last evaluated.
  var changesAreReported = true
  /// How to evaluate the definitions; nil once a definition changed, or a symbol a definition
  /// refers to became basic or parametric.
  var program: EvaluationProgram? {
    didSet { if program == nil { evaluatedWithoutProgram = false } }
  }
  /// Symbols whose value or definition moved since the values were last evaluated
  /// (`Tableau+MovedValues`); not kept while `evaluatesEverything`.
  var movedSymbols: [Symbol] = []
  /// Whether the next evaluation evaluates every definition, not only what moved.
  var evaluatesEverything = true
  /// Scratch space for evaluating what moved.
  var movedQueue = Heap<Int>()
  /// Variables whose values may differ from those of the last check that found every required
  /// constraint holding; not kept while `checksEverything`.
  var unverifiedSymbols: [Symbol] = []
  /// Whether the next check compares every variable with the last check's values.
  var checksEverything = true
  /// How many evaluations used the last program built; 2 before any was built.
  var programUses = 2
  /// Whether the definitions were evaluated without a program since `program` was last
  /// discarded.
  var evaluatedWithoutProgram = false
  var symbolOfVariable = IntegerMap()
  /// Changes whenever a symbol found for a variable may stop being its (`Tableau+SymbolEpoch`).
  var symbolEpoch = Tableau.newSymbolEpoch()
  var records = IDTable<ConstraintRecord>()
  var edits = IDTable<EditRecord>()
  var journal: Journal?
  /// What the open journal saved: rows before their first change, and objective cells.
  var savedRows: [(symbol: Symbol, row: Row?, definition: Row?, rank: Int)] = []
  var savedObjective: [(symbol: Symbol, coefficient: Double)] = []
  /// Constants the open journal changed in place before saving whole rows: restored after them.
  var savedConstants: [(symbol: Symbol, constant: Double, isDefinition: Bool)] = []
  /// Symbols the open journal's simplex loops took out of `enteringCandidates`: a roll-back
  /// queues again those that may improve the objective once more.
  var poppedCandidates: [Symbol] = []
  /// Markers and errors of constraints removed since the symbols were last compacted
  /// (``compactSymbols()``).
  var deadSymbolCount = 0
  /// Values the open journal changed.
  var savedValues: [(symbol: Symbol, value: Double)] = []
  /// Scratch space for ``reduced(_:)``.
  var accumulator = SparseAccumulator()
  /// The column last computed by ``computeColumn(of:)``.
  var column = Column()
  /// Scratch space for ``computeColumn(of:)``.
  var traversal = Traversal()
  /// Scratch space for ``reduced(_:)``.
  var rankHeap = Heap<Int>()
  /// Scratch space for ``chooseSubject(_:_:magnitude:defersZeroPreferring:)``: its candidates,
  /// kept so that their storage is reused.
  var subjectCandidates: [(inObjective: Int, count: Int, symbol: Symbol)] = []

  var symbolCount: Int { symbolInfo.count }

  mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Symbol {
    let symbol = Symbol(symbolInfo.count)
    symbolInfo.append(SymbolInfo(kind: kind, owner: owner))
    basics.append(nil)
    columns.append(SymbolSet())
    definitionColumns.append(SymbolSet())
    values.append(0)
    return symbol
  }

  mutating func symbol(for variable: Variable) -> Symbol {
    if let symbol = symbolOfVariable[variable.id] { return symbol }
    let symbol = makeSymbol(.external)
    if variable.prefersZero { symbolInfo[Int(symbol)].marks.insert(.prefersZero) }
    symbolOfVariable[variable.id] = symbol
    externalSymbols.append(symbol)
    program = nil
    externalVariables.append(variable)
    reportedValues.append(0)
    return symbol
  }

  /// The variable an external symbol stands for.
  func variable(of symbol: Symbol) -> Variable? {
    externalIndex(of: symbol).map { externalVariables[$0] }
  }

  /// The position of an external symbol in `externalSymbols`, which is in increasing order.
  func externalIndex(of symbol: Symbol) -> Int? {
    var low = 0
    var high = externalSymbols.count
    while low < high {
      let mid = (low + high) >> 1
      if externalSymbols[mid] < symbol { low = mid + 1 } else { high = mid }
    }
    return low < externalSymbols.count && externalSymbols[low] == symbol ? low : nil
  }

  @inline(__always) func kind(_ symbol: Symbol) -> SymbolKind { symbolInfo[Int(symbol)].kind }
  @inline(__always) func isBasic(_ symbol: Symbol) -> Bool { basics[Int(symbol)] != nil }

  /// The row of symbol `s`, nil when it has none (it is parametric or has a definition).
  ///
  /// Setting a row makes it the symbol's; setting nil removes a row, and leaves a definition.
  subscript(row s: Int) -> Row? {
    @inline(__always) get {
      if symbolInfo[s].marks.contains(.isDefinition) { return nil }
      return basics[s]
    }
    set {
      if let newValue {
        basics[s] = newValue
        symbolInfo[s].marks.remove(.isDefinition)
      } else if !symbolInfo[s].marks.contains(.isDefinition) {
        basics[s] = nil
      }
    }
    // In place, so that `self[row: s]?.constant = c` neither copies the row nor the tableau.
    _modify {
      if symbolInfo[s].marks.contains(.isDefinition) {
        var row: Row? = nil
        yield &row
        if let row { self[row: s] = row }
      } else {
        yield &basics[s]
      }
    }
  }

  /// The definition of symbol `s`, nil when it has none (it is parametric or has a row).
  ///
  /// Setting a definition makes it the symbol's; setting nil removes a definition, and leaves a
  /// row.
  subscript(definition s: Int) -> Row? {
    @inline(__always) get {
      if !symbolInfo[s].marks.contains(.isDefinition) { return nil }
      return basics[s]
    }
    set {
      if let newValue {
        basics[s] = newValue
        symbolInfo[s].marks.insert(.isDefinition)
      } else if symbolInfo[s].marks.contains(.isDefinition) {
        basics[s] = nil
        symbolInfo[s].marks.remove(.isDefinition)
      }
    }
    // In place, so that `self[definition: s]?.constant = c` neither copies the row nor the
    // tableau.
    _modify {
      if symbolInfo[s].marks.contains(.isDefinition) {
        yield &basics[s]
        if basics[s] == nil { symbolInfo[s].marks.remove(.isDefinition) }
      } else {
        var definition: Row? = nil
        yield &definition
        if let definition { self[definition: s] = definition }
      }
    }
  }

  // MARK: Rows

  /// Gives `symbol` the row `row`, ranked below every row already there.
  mutating func setRow(_ symbol: Symbol, _ row: Row) {
    let s = Int(symbol)
    assert(basics[s] == nil || !symbolInfo[s].marks.contains(.isDefinition), "defined symbol")
    saveRow(symbol)
    self[row: s] = row
    symbolInfo[s].rank = nextRowRank
    nextRowRank -= 1
    for x in row.symbols { columns[Int(x)].insert(symbol) }
    valuesAreCurrent = false
    needsVerification = true
    invalidateProgramIfDefinitionsRefer(to: symbol)
  }

  /// Takes the row of `symbol`, which becomes parametric: its value is zero.
  mutating func takeRow(_ symbol: Symbol) -> Row? {
    let s = Int(symbol)
    guard let row = self[row: s] else { return nil }
    saveRow(symbol)
    self[row: s] = nil
    for x in row.symbols { columns[Int(x)].remove(symbol) }
    setValue(symbol, 0)
    valuesAreCurrent = false
    invalidateProgramIfDefinitionsRefer(to: symbol)
    return row
  }

  /// Forgets the evaluation program if a definition refers to `symbol`, which just became basic
  /// or parametric: the program leaves out terms in parametric symbols, and holds nothing else
  /// that a row decides.
  @inline(__always)
  private mutating func invalidateProgramIfDefinitionsRefer(to symbol: Symbol) {
    if !definitionColumns[Int(symbol)].isEmpty {
      program = nil
      noteMoved(symbol)
    }
  }

  /// Changes a row in place, keeping its rank and the columns right.
  mutating func modifyRow(_ symbol: Symbol, _ change: (inout Row) -> Void) {
    // The cells of a row are no part of the evaluation program.
    modify(symbol, isDefinition: false, indexedBy: \.columns, changesProgram: false, change)
  }

  /// Changes the row (or, with `isDefinition`, the definition) of `symbol` in place, keeping
  /// `index`, the symbols' lists of the rows that hold them, right.
  private mutating func modify(
    _ symbol: Symbol, isDefinition: Bool,
    indexedBy index: WritableKeyPath<Tableau, [SymbolSet]>, changesProgram: Bool,
    _ change: (inout Row) -> Void
  ) {
    let s = Int(symbol)
    guard symbolInfo[s].marks.contains(.isDefinition) == isDefinition, var row = basics[s]
    else { return }
    saveRow(symbol)
    // Taken out while it changes, so that changing it never copies it.
    basics[s] = nil
    for x in row.symbols { self[keyPath: index][Int(x)].remove(symbol) }
    change(&row)
    for x in row.symbols { self[keyPath: index][Int(x)].insert(symbol) }
    basics[s] = row
    valuesAreCurrent = false
    needsVerification = true
    if changesProgram { program = nil }
    if isDefinition { noteMoved(symbol) }
  }

  /// Makes the parametric `symbol` basic with `row`, written in parametric symbols.
  ///
  /// The rows that refer to `symbol` keep doing so; their values move with it.
  mutating func enterBasis(_ symbol: Symbol, _ row: Row) {
    let value = row.constant
    if value != 0 && !columns[Int(symbol)].isEmpty {
      computeColumn(of: symbol)
      moveValuesAlongColumn(by: value)
    }
    setRow(symbol, row)
    setValue(symbol, value)
    substituteInObjectives(symbol, row)
  }

  /// Replaces `symbol` by `row` in the objective and the artificial objective, which stay
  /// written in parametric symbols.
  mutating func substituteInObjectives(_ symbol: Symbol, _ row: Row) {
    let coefficient = symbolInfo[Int(symbol)].objective
    if coefficient != 0 {
      setObjectiveCoefficient(symbol, 0)
      addToObjective(row, times: coefficient)
    }
    if var a = artificial {
      artificial = nil
      a.substitute(symbol, with: row)
      artificial = a
    }
  }

  /// Removes the row of `symbol` for good: first writes it into the rows and definitions that
  /// refer to `symbol`, so that they keep the relation the row held.
  mutating func dropRow(_ symbol: Symbol) {
    guard let row = takeRow(symbol) else { return }
    for x in columns[Int(symbol)].sorted() {
      modifyRow(x) { $0.substitute(symbol, with: row) }
    }
    substituteInDefinitions(symbol, row)
  }

  /// Writes `row` in place of `symbol` in every definition that refers to it.
  mutating func substituteInDefinitions(_ symbol: Symbol, _ row: Row) {
    for x in definitionColumns[Int(symbol)].sorted() {
      modifyDefinition(x) { $0.substitute(symbol, with: row) }
    }
  }

  // MARK: Values

  /// Sets the value of a symbol, saving the old one when the open journal asks for it.
  @inline(__always)
  mutating func setValue(_ symbol: Symbol, _ value: Double) {
    let s = Int(symbol)
    if let j = journal, j.recording || j.savesValues, s < j.symbolCount,
      !symbolInfo[s].marks.contains(.valueSaved)
    {
      symbolInfo[s].marks.insert(.valueSaved)
      savedValues.append((symbol, values[s]))
    }
    if values[s].bitPattern != value.bitPattern { noteMoved(symbol) }
    values[s] = value
  }

  // MARK: Definitions

  mutating func setDefinition(_ symbol: Symbol, _ row: Row) {
    let s = Int(symbol)
    assert(basics[s] == nil || symbolInfo[s].marks.contains(.isDefinition), "symbol with a row")
    saveRow(symbol)
    self[definition: s] = row
    symbolInfo[s].rank = nextRank
    definitionOrder.append(DefinitionEntry(symbol, rank: nextRank))
    nextRank += 1
    for x in row.symbols { definitionColumns[Int(x)].insert(symbol) }
    valuesAreCurrent = false
    needsVerification = true
    program = nil
    noteMoved(symbol)
  }

  mutating func takeDefinition(_ symbol: Symbol) -> Row? {
    let s = Int(symbol)
    guard let row = self[definition: s] else { return nil }
    saveRow(symbol)
    self[definition: s] = nil
    for x in row.symbols { definitionColumns[Int(x)].remove(symbol) }
    setValue(symbol, 0)
    valuesAreCurrent = false
    program = nil
    // Parametric now, it leaves the definitions that refer to it even when its value was zero.
    noteMoved(symbol)
    return row
  }

  /// Changes a definition in place, keeping its rank and the definition columns right.
  mutating func modifyDefinition(_ symbol: Symbol, _ change: (inout Row) -> Void) {
    modify(
      symbol, isDefinition: true, indexedBy: \.definitionColumns, changesProgram: true, change)
  }

  // MARK: Objective

  mutating func setObjectiveCoefficient(_ symbol: Symbol, _ value: Double) {
    let s = Int(symbol)
    if let j = journal, j.recording, !symbolInfo[s].marks.contains(.objectiveSaved) {
      symbolInfo[s].marks.insert(.objectiveSaved)
      savedObjective.append((symbol, symbolInfo[s].objective))
    }
    symbolInfo[s].objective = value
    // Two tests, not `&&`: unoptimised, its autoclosure would copy the whole tableau.
    if symbolInfo[s].marks.contains(.enteringQueued) { return }
    if Self.improves(kind: symbolInfo[s].kind, value) {
      symbolInfo[s].marks.insert(.enteringQueued)
      enteringCandidates.insert(symbol)
    }
  }

  @inline(__always)
  func improves(_ symbol: Symbol, _ coefficient: Double) -> Bool {
    Self.improves(kind: symbolInfo[Int(symbol)].kind, coefficient)
  }

  /// ``improves(_:_:)`` for a symbol of `kind`.
  static func improves(kind: SymbolKind, _ coefficient: Double) -> Bool {
    switch kind {
    case .dummy: false
    case .external: coefficient != 0
    case .slack, .error: coefficient < 0
    }
  }

  mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double) {
    let old = symbolInfo[Int(symbol)].objective
    let sum = old + coefficient
    let zero = cancels(sum, old, coefficient) || abs(sum) < Tolerance.objective
    setObjectiveCoefficient(symbol, zero ? 0 : sum)
  }

  mutating func addToObjective(_ row: Row, times factor: Double) {
    objectiveConstant += row.constant * factor
    for cell in row.cells { addToObjective(cell.symbol, cell.coefficient * factor) }
  }

  // MARK: Journal

  @inline(__always)
  mutating func saveRow(_ symbol: Symbol) {
    guard let j = journal, j.recording else { return }
    let s = Int(symbol)
    if symbolInfo[s].marks.contains(.rowSaved) { return }
    symbolInfo[s].marks.insert(.rowSaved)
    savedRows.append((symbol, self[row: s], self[definition: s], symbolInfo[s].rank))
  }
}

extension Tableau {
  mutating func reset() {
    self = Tableau()
  }
}
