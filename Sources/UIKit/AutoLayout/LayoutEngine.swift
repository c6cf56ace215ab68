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
  private let solverStorage = Solver()
  /// Whether the solver may have been changed since the last `flushChanges()`.
  private var mayHaveChanges = false

  /// The solver, for any use that may change it.
  ///
  /// Every use marks the engine as possibly changed, so that the next `flushChanges()` fetches
  /// the changes; read values with `value(of:)`, which leaves nothing to fetch.
  var solver: Solver {
    mayHaveChanges = true
    return solverStorage
  }

  /// The variable's current value.
  func value(of variable: Variable) -> Double {
    solverStorage.value(of: variable)
  }

  // The tables below change once per constraint or item, each within one method that calls out
  // to nothing that reaches them: their dynamic exclusivity checks are left out.

  /// The registered items, by the ids of their variables: for `fetchChanges`, and to find an
  /// item's slot.
  ///
  /// The engine holds its items weakly: the root view owns the engine, and a view owns the
  /// constraints installed on it, so strong references back would keep every tree alive.
  @exclusivity(unchecked) private var itemsByVariable = VariableSlots()
  /// The registered items, each once, at the slots `itemsByVariable` gives; a free slot holds nil.
  @exclusivity(unchecked) private var itemSlots: [WeakLayoutItem] = []
  @exclusivity(unchecked) private var freeItemSlots: [Int32] = []
  /// The installed user constraints, each in the slot its `engineSlot` names.
  ///
  /// A free slot is nil. An index kept on the constraint costs less to write than a dictionary
  /// entry, and only the unsatisfiable log looks a constraint up by its solver constraint.
  @exclusivity(unchecked) private var userConstraintSlots: [NSLayoutConstraint?] = []
  @exclusivity(unchecked) private var freeUserConstraintSlots: [Int] = []
  /// The engine's own constraints, by solver constraint id, for the unsatisfiable log.
  var internalConstraints: [Int: InternalConstraint] = [:]
  /// Items whose pins must be brought up to date before values are read, in the order they changed.
  ///
  /// UIKit makes autoresizing constraints when it lays out, not when a frame or
  /// `translatesAutoresizingMaskIntoConstraints` changes, so a view added and then switched to Auto
  /// Layout never conflicts with its old frame.
  var itemsWithPendingPins: [WeakLayoutItem] = []
  /// Required constraints left out because they conflicted; each layout tries them again.
  var brokenConstraints: [NSLayoutConstraint] = []
  /// Items some of whose own constraints (pins) were left out for a conflict; retried quietly
  /// whenever pins are applied, so that a pin comes back once what blocked it is gone.
  var itemsWithBrokenPins: [WeakLayoutItem] = []
  /// Whether conflicts of the engine's own constraints go unlogged (retries, fitting).
  var isAddingQuietly = false

  /// Registers `item`: its pins and intrinsic-size constraints go into the solver.
  func register(_ item: any LayoutItem) {
    // An item is registered here exactly when its registration names this engine.
    if isRegistered(item) { return }
    let variables = item.layoutVariables
    if registeredSlot(of: item, variables) != nil { return }
    let entry = WeakLayoutItem(item: item)
    let slot: Int32
    if let free = freeItemSlots.popLast() {
      slot = free
      itemSlots[Int(free)] = entry
    } else {
      slot = Int32(itemSlots.count)
      itemSlots.append(entry)
    }
    itemsByVariable.insert(variables.minX.id, slot)
    itemsByVariable.insert(variables.minY.id, slot)
    itemsByVariable.insert(variables.width.id, slot)
    itemsByVariable.insert(variables.height.id, slot)
    if let other = item.registration?.engine, other !== self {
      other.unregister(item)
    }
    let registration = ItemRegistration(engine: self)
    item.registration = registration
    updatePins(of: item)
    if let view = item as? UIView {
      updateContentSizeConstraints(of: view)
    }
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
    itemSlots[Int(slot)] = WeakLayoutItem()
    freeItemSlots.append(slot)
    itemsByVariable.remove(variables.minX.id)
    itemsByVariable.remove(variables.minY.id)
    itemsByVariable.remove(variables.width.id)
    itemsByVariable.remove(variables.height.id)
    item.registration = nil
  }

  /// The slot of `item`, whose variables are `variables`, when it is registered here.
  private func registeredSlot(of item: any LayoutItem, _ variables: LayoutVariables) -> Int32? {
    guard let slot = itemsByVariable.slot(for: variables.minX.id),
      itemSlots[Int(slot)].item === item
    else { return nil }
    return slot
  }

  func isRegistered(_ item: any LayoutItem) -> Bool {
    // Serial numbers are never reused, so an equal one names this engine, which is alive.
    item.registration?.engineSerial == serial
  }

  /// Marks the views whose subviews' frames changed in the solver as needing layout.
  ///
  /// - Returns: whether anything changed.
  @discardableResult
  func flushChanges() -> Bool {
    applyPendingPins()
    // Fetching changes visits every variable; with nothing changed since the last fetch it
    // would find none. A layout pass flushes once per view laid out.
    guard mayHaveChanges else { return false }
    mayHaveChanges = false
    let changes = solverStorage.fetchChanges()
    // An item's four variables mark the same view: each item is looked at once.
    var isMarked = [Bool](repeating: false, count: itemSlots.count)
    for change in changes {
      guard let slot = itemsByVariable.slot(for: change.variable.id) else { continue }
      let index = Int(slot)
      if isMarked[index] { continue }
      isMarked[index] = true
      guard let item = itemSlots[index].item else { continue }
      if let view = item as? UIView {
        if let superview = view.storedSuperview {
          superview.needsLayoutFlag = true
        } else {
          view.needsLayoutFlag = true
        }
      } else {
        item.layoutParent?.needsLayoutFlag = true
      }
    }
    return !changes.isEmpty
  }

  /// Records an installed user constraint.
  func recordUserConstraint(_ constraint: NSLayoutConstraint) {
    if let slot = freeUserConstraintSlots.popLast() {
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

  /// The installed user constraint whose solver constraint has the id `id`.
  func userConstraint(forSolverID id: Int) -> NSLayoutConstraint? {
    for case let constraint? in userConstraintSlots where constraint.solverConstraint?.id == id {
      return constraint
    }
    return nil
  }

  /// The item's alignment rectangle in its parent's coordinates, as the solver has it.
  func alignmentRect(of item: any LayoutItem) -> CGRect {
    let variables = item.layoutVariables
    return CGRect(
      x: value(of: variables.minX), y: value(of: variables.minY),
      width: value(of: variables.width), height: value(of: variables.height))
  }

  /// Every item registered here, in a stable order (by variable id).
  var registeredItems: [any LayoutItem] {
    itemSlots.compactMap(\.item).sorted {
      $0.layoutVariables.minX.id < $1.layoutVariables.minX.id
    }
  }
}

/// A weak reference to a view or layout guide.
struct WeakLayoutItem {
  weak var item: (any LayoutItem)?
}

/// A map from variable ids to the slots of the items they belong to: open addressing with linear
/// probing over integer keys.
///
/// A `Dictionary` would hash each id with SipHash and copy a weak reference for each of an item's
/// four variables; here an item's weak reference is stored once, and the table moves integers.
struct VariableSlots {
  private static let empty = -1
  private static let deleted = -2

  private var keys: [Int] = []
  private var slots: [Int32] = []
  /// Entries in use, deleted ones included.
  private var used = 0
  private var count = 0

  @inline(__always)
  private static func hash(_ key: Int, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private func index(of key: Int) -> Int? {
    if keys.isEmpty { return nil }
    let mask = keys.count - 1
    var i = Self.hash(key, mask)
    while true {
      let k = keys[i]
      if k == key { return i }
      if k == Self.empty { return nil }
      i = (i + 1) & mask
    }
  }

  func slot(for key: Int) -> Int32? {
    index(of: key).map { slots[$0] }
  }

  /// Maps `key`, a non-negative id, to `slot`.
  mutating func insert(_ key: Int, _ slot: Int32) {
    if let i = index(of: key) {
      slots[i] = slot
      return
    }
    if (used + 1) * 2 > keys.count { rehash(Swift.max(16, (count + 1) * 4)) }
    let mask = keys.count - 1
    var i = Self.hash(key, mask)
    while keys[i] >= 0 { i = (i + 1) & mask }
    if keys[i] == Self.empty { used += 1 }
    keys[i] = key
    slots[i] = slot
    count += 1
  }

  mutating func remove(_ key: Int) {
    guard let i = index(of: key) else { return }
    keys[i] = Self.deleted
    count -= 1
  }

  private mutating func rehash(_ capacity: Int) {
    var size = 16
    while size < capacity { size *= 2 }
    let oldKeys = keys
    let oldSlots = slots
    keys = [Int](repeating: Self.empty, count: size)
    slots = [Int32](repeating: 0, count: size)
    used = 0
    count = 0
    for i in oldKeys.indices where oldKeys[i] >= 0 {
      let mask = size - 1
      var j = Self.hash(oldKeys[i], mask)
      while keys[j] != Self.empty { j = (j + 1) & mask }
      keys[j] = oldKeys[i]
      slots[j] = oldSlots[i]
      used += 1
      count += 1
    }
  }
}
