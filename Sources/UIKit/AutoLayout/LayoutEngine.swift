internal import BezelSolver
import Foundation
import Synchronization

private let engineSerials = Atomic<Int>(0)

/// The constraint solver of one view tree, and what it holds for the tree's items.
///
/// UIKit keeps one engine per window; a view outside any window uses the engine of the root of
/// its tree. Activating, deactivating or changing the constant of a constraint updates the
/// solver incrementally; nothing is ever rebuilt.
@MainActor
final class LayoutEngine {
  /// A number no other engine of the process has, for `ItemRegistration.engineSerial`.
  nonisolated let serial = engineSerials.wrappingAdd(1, ordering: .relaxed).newValue
  /// The solver itself: read directly only by what must not mark the engine changed (values,
  /// the invariant checks).
  let solverStorage = Solver()
  /// Whether the solver may have been changed since the last `flushChanges()`.
  private var mayHaveChanges = false
  /// The ids of the variables the last `flushChanges()` found changed: one array for every
  /// flush.
  @exclusivity(unchecked) private var changedIDs: [Int] = []

  /// The solver, for any use that may change it.
  ///
  /// Every use marks the engine as possibly changed, so that the next `flushChanges()` fetches
  /// the changes; read values with `value(of:)`, which leaves nothing to fetch.
  var solver: Solver {
    if !retiringSolverConstraints.isEmpty { removeRetiringConstraints() }
    mayHaveChanges = true
    return solverStorage
  }

  /// The variable's current value.
  func value(of variable: Variable) -> Double {
    if !retiringSolverConstraints.isEmpty { removeRetiringConstraints() }
    return solverStorage.value(of: variable)
  }

  // The tables below change once per constraint or item, each within one method that calls out
  // to nothing that reaches them: their dynamic exclusivity checks are left out.

  /// The registered items, by the ids of their variables: for `fetchChanges`, and to find an
  /// item's slot.
  ///
  /// The engine holds its items by their links (`LayoutItemLink`), not strongly: the root view
  /// owns the engine, and a view owns the constraints installed on it, so strong references back
  /// would keep every tree alive.
  @exclusivity(unchecked) private(set) var itemsByVariable = IntegerMap()
  /// The registered items, each once, at the slots `itemsByVariable` gives; a free slot holds nil.
  @exclusivity(unchecked) private(set) var itemSlots: [LayoutItemReference] = []
  /// For each slot of a view, the view a change of its variables marks for layout: its
  /// superview, whose layout writes its frame, or the view itself without one
  /// (`flushChanges()`); an empty target for a guide or a free slot.
  ///
  /// Read from this array, a relayout that moves thousands of views touches neither their links
  /// nor the views themselves to find what to mark. Unowned, and kept current by the view: its
  /// registration, a new superview, a superview's `deinit` and its own clear or update the
  /// entry (`LayoutTarget.swift`).
  @exclusivity(unchecked) var layoutTargets: [LayoutTarget] = []
  @exclusivity(unchecked) private(set) var freeItemSlots: [Int32] = []
  /// The installed user constraints, each in the slot its `engineSlot` names.
  ///
  /// A free slot is nil. An index kept on the constraint costs less to write than a dictionary
  /// entry, and only the unsatisfiable log looks a constraint up by its solver constraint.
  @exclusivity(unchecked) private(set) var userConstraintSlots: [NSLayoutConstraint?] = []
  @exclusivity(unchecked) private(set) var freeUserConstraintSlots: [Int] = []
  /// Solver constraints of uninstalled constraints, left in the solver until it is next used,
  /// by equation (`LayoutEngine+Retiring.swift`).
  @exclusivity(unchecked) var retiringSolverConstraints: [SolverEquation: RetiringConstraint] =
    [:]
  /// The buffer every solver constraint's terms are built in (`scratchExpression()`).
  @exclusivity(unchecked) var scratchTerms: [Term] = []
  /// The order the next retiring constraint takes.
  @exclusivity(unchecked) var retiringOrder = 0
  /// The engine's own constraints, by solver constraint id, for the unsatisfiable log.
  var internalConstraints: [Int: InternalConstraint] = [:]
  /// Items whose pins must be brought up to date before values are read, in the order they changed.
  ///
  /// UIKit makes autoresizing constraints when it lays out, not when a frame or
  /// `translatesAutoresizingMaskIntoConstraints` changes, so a view added and then switched to Auto
  /// Layout never conflicts with its old frame.
  ///
  /// This and `brokenConstraints` are read by every flush (one per view laid out) and only ever
  /// accessed for an instant (appended to, copied, emptied): their dynamic exclusivity checks are
  /// left out.
  @exclusivity(unchecked) var itemsWithPendingPins: [LayoutItemReference] = []
  /// How many queued items still have pending pins: activation brings the pins of a
  /// constraint's items up to date one item at a time, and leaves the queue as it is.
  @exclusivity(unchecked) var pendingPinsCount = 0
  /// How many passes over the queue of pending pins are running, one inside another.
  @exclusivity(unchecked) var pendingPinsPasses = 0
  /// Required constraints left out because they conflicted; each layout tries them again.
  @exclusivity(unchecked) var brokenConstraints: [NSLayoutConstraint] = []
  /// Whether anything that could let a broken constraint in has changed since the last attempt.
  @exclusivity(unchecked) var brokenConstraintsMayFit = false
  /// The same for items whose pins were left out (`itemsWithBrokenPins`).
  @exclusivity(unchecked) var brokenPinsMayFit = false
  /// Whether `retryBrokenPins` is rebuilding pins, which is no change that could let one in.
  var isRetryingBrokenPins = false
  /// How many times a broken constraint was tried again, for tests.
  var brokenConstraintRetries = 0
  /// Items some of whose own constraints (pins) were left out for a conflict; retried quietly
  /// whenever pins are applied, so that a pin comes back once what blocked it is gone.
  var itemsWithBrokenPins: [LayoutItemReference] = []
  /// Whether conflicts of the engine's own constraints go unlogged (retries, fitting).
  var isAddingQuietly = false

  /// Registers `item`: its pins and intrinsic-size constraints go into the solver.
  func register(_ item: any LayoutItem) {
    // An item is registered here exactly when its registration names this engine.
    if isRegistered(item) { return }
    let variables = item.layoutVariables
    if registeredSlot(of: item, variables) != nil { return }
    let entry = LayoutItemReference(item: item)
    let slot: Int32
    if let free = freeItemSlots.popLast() {
      slot = free
      itemSlots[Int(free)] = entry
    } else {
      slot = Int32(itemSlots.count)
      itemSlots.append(entry)
      layoutTargets.append(LayoutTarget())
    }
    itemsByVariable[variables.minX.id] = slot
    itemsByVariable[variables.minY.id] = slot
    itemsByVariable[variables.width.id] = slot
    itemsByVariable[variables.height.id] = slot
    if let other = item.registration?.engine, other !== self {
      other.unregister(item)
    }
    let registration = ItemRegistration(engine: self, slot: slot)
    item.registration = registration
    let view = item as? UIView
    if let view { updateLayoutTarget(of: view, slot: slot) }
    updatePins(of: item)
    if let view { updateContentSizeConstraints(of: view) }
  }

  /// Removes `item` and what it brought into the solver.
  ///
  /// Constraints that mention it must have been uninstalled first.
  func unregister(_ item: any LayoutItem) {
    let variables = item.layoutVariables
    guard let slot = registeredSlot(of: item, variables), let registration = item.registration
    else {
      return
    }
    for constraint in registration.pins + registration.contentSize
      + (registration.ambiguityNudge.map { [$0] } ?? [])
    {
      try? solver.removeConstraint(constraint)
      internalConstraints[constraint.id] = nil
    }
    itemSlots[Int(slot)] = LayoutItemReference()
    layoutTargets[Int(slot)] = LayoutTarget()
    freeItemSlots.append(slot)
    itemsByVariable[variables.minX.id] = nil
    itemsByVariable[variables.minY.id] = nil
    itemsByVariable[variables.width.id] = nil
    itemsByVariable[variables.height.id] = nil
    item.registration = nil
  }

  /// The slot of `item`, whose variables are `variables`, when it is registered here.
  private func registeredSlot(of item: any LayoutItem, _ variables: LayoutVariables) -> Int32? {
    guard let slot = itemsByVariable[variables.minX.id],
      itemSlots[Int(slot)].item === item
    else { return nil }
    return slot
  }

  func isRegistered<Item: LayoutItem>(_ item: Item) -> Bool {
    // Serial numbers are never reused, so an equal one names this engine, which is alive.
    item.registration?.engineSerial == serial
  }

  /// Marks the views whose subviews' frames changed in the solver as needing layout.
  ///
  /// - Returns: whether anything changed.
  @discardableResult
  func flushChanges() -> Bool {
    // A pass flushes once per view laid out, and most flushes find nothing pending, no broken
    // constraint due for a retry and nothing changed.
    if itemsWithPendingPins.isEmpty, brokenConstraints.isEmpty || !brokenConstraintsMayFit,
      retiringSolverConstraints.isEmpty, !mayHaveChanges
    {
      return false
    }
    applyPendingPins()
    if !retiringSolverConstraints.isEmpty { removeRetiringConstraints() }
    // Fetching changes visits every variable; with nothing changed since the last fetch it
    // would find none. A layout pass flushes once per view laid out.
    guard mayHaveChanges else { return false }
    mayHaveChanges = false
    solverStorage.fetchChangedVariableIDs(into: &changedIDs)
    let changes = changedIDs
    // An item's four variables mark the same view: each item is looked at once.
    var isMarked = [Bool](repeating: false, count: itemSlots.count)
    // Siblings' variables come one after the other: their superview is marked once for them.
    var lastMarkedSuperview: ObjectIdentifier?
    for id in changes {
      guard let slot = itemsByVariable[id] else { continue }
      let index = Int(slot)
      if isMarked[index] { continue }
      isMarked[index] = true
      if let target = layoutTargets[index].view {
        let identifier = ObjectIdentifier(target)
        if identifier == lastMarkedSuperview { continue }
        lastMarkedSuperview = identifier
        target.needsLayoutFlag = true
        continue
      }
      // Every registered view has a target: an empty one is a guide's, whose owner lays it out.
      itemSlots[index].link?.guide?.layoutParent?.needsLayoutFlag = true
    }
    return !changes.isEmpty
  }

  /// Records an installed user constraint.
  func recordUserConstraint(_ constraint: NSLayoutConstraint) {
    // Array's own `count`, subscript and `remove(at:)`, not `popLast()`: unoptimised, the
    // collection protocols' generic `popLast`, `removeLast` and `isEmpty` look metadata up at
    // run time on every call.
    let freeCount = freeUserConstraintSlots.count
    if freeCount > 0 {
      let slot = freeUserConstraintSlots[freeCount - 1]
      freeUserConstraintSlots.remove(at: freeCount - 1)
      userConstraintSlots[slot] = constraint
      constraint.engineSlot = slot
    } else {
      constraint.engineSlot = userConstraintSlots.count
      userConstraintSlots.append(constraint)
    }
  }

  /// Forgets a user constraint `recordUserConstraint(_:)` recorded.
  func forgetUserConstraint(_ constraint: NSLayoutConstraint) {
    let slot = constraint.engineSlot
    guard slot >= 0, slot < userConstraintSlots.count, userConstraintSlots[slot] === constraint
    else { return }
    userConstraintSlots[slot] = nil
    freeUserConstraintSlots.append(slot)
    constraint.engineSlot = -1
  }

  /// Whether `constraint` is recorded as installed here, in the slot it names.
  func recordsUserConstraint(_ constraint: NSLayoutConstraint) -> Bool {
    let slot = constraint.engineSlot
    return slot >= 0 && slot < userConstraintSlots.count && userConstraintSlots[slot] === constraint
  }

  /// The installed user constraint whose solver constraint has the id `id`.
  func userConstraint(forSolverID id: Int) -> NSLayoutConstraint? {
    for case let constraint? in userConstraintSlots where constraint.solverConstraint?.id == id {
      return constraint
    }
    return nil
  }

  /// The installed user constraints among `ids`, by solver constraint id, found in one pass.
  func userConstraints(forSolverIDs ids: Set<Int>) -> [Int: NSLayoutConstraint] {
    var found: [Int: NSLayoutConstraint] = [:]
    for case let constraint? in userConstraintSlots {
      if let id = constraint.solverConstraint?.id, ids.contains(id) { found[id] = constraint }
    }
    return found
  }

  /// The item's alignment rectangle in its parent's coordinates, as the solver has it.
  ///
  /// Generic rather than existential, and read by variable ids: a view's frame is read for every
  /// subview of every pass, and the specialization neither boxes the view nor copies its
  /// variables.
  func alignmentRect<Item: LayoutItem>(of item: Item) -> CGRect {
    if !retiringSolverConstraints.isEmpty { removeRetiringConstraints() }
    let variables = item.layoutVariables
    let (x, y, width, height) = solverStorage.values(
      ofIDs: variables.minX.id, variables.minY.id, variables.width.id, variables.height.id)
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The alignment rectangle of `view` when it is registered here, nil otherwise.
  ///
  /// The view keeps where the solver holds its variables (``UIView/frameSymbols``): each read
  /// after the first neither looks them up nor reads the registration. Symbols the view keeps
  /// are this solver's only while the view stays registered here: any change of registration
  /// forgets them, and the epoch they carry is no other solver's.
  func alignmentRect(ofRegistered view: UIView) -> CGRect? {
    if !retiringSolverConstraints.isEmpty { removeRetiringConstraints() }
    if let values = solverStorage.values(at: view.frameSymbols) {
      return CGRect(x: values.0, y: values.1, width: values.2, height: values.3)
    }
    guard let registration = view.registration, registration.engineSerial == serial else {
      return nil
    }
    let variables = view.layoutVariables
    // Found again after the solver numbered its symbols anew, or once the variables are in it.
    if let found = solverStorage.symbols(
      ofIDs: variables.minX.id, variables.minY.id, variables.width.id, variables.height.id)
    {
      view.frameSymbols = found
      if let values = solverStorage.values(at: found) {
        return CGRect(x: values.0, y: values.1, width: values.2, height: values.3)
      }
    }
    view.frameSymbols = .none
    return alignmentRect(of: view)
  }

  /// Every item registered here, in a stable order (by variable id).
  var registeredItems: [any LayoutItem] {
    itemSlots.compactMap(\.item).sorted {
      $0.layoutVariables.minX.id < $1.layoutVariables.minX.id
    }
  }
}
