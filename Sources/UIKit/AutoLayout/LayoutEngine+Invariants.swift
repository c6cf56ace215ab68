internal import BezelSolver
import Foundation

/// Checks of the engine's invariants, for tests (`UIView.invariantViolations()` calls them for
/// the engine of the tree it checks).
extension LayoutEngine {
  /// Every broken invariant of the engine owned by `root`, described; empty when it is sound.
  ///
  /// Only reads: nothing is flushed, and no retiring constraint is removed.
  func invariantViolations(root: UIView, _ namer: InvariantNamer) -> [String] {
    itemViolations(root: root, namer) + constraintTableViolations(root: root, namer)
  }

  /// Each slot holds a live item of the tree, registered here, its variables mapped to the
  /// slot, and its own constraints in the solver.
  private func itemViolations(root: UIView, _ namer: InvariantNamer) -> [String] {
    var problems: [String] = []
    let free = Set(freeItemSlots)
    for (index, entry) in itemSlots.enumerated() {
      let slot = Int32(index)
      guard let item = entry.item else {
        if !free.contains(slot) { problems.append("item slot \(index) holds a deallocated item") }
        if !layoutTargets[index].isEmpty {
          problems.append("item slot \(index) holds no item but names a layout target")
        }
        continue
      }
      let name = namer.name(item)
      if let view = item as? UIView {
        if !layoutTargets[index].names(view.storedSuperview ?? view) {
          problems.append("\(name)'s layout target is not the view that lays it out")
        }
        if view.registration?.slot != slot {
          problems.append("\(name)'s registration names another slot")
        }
      } else if !layoutTargets[index].isEmpty {
        problems.append("item slot \(index) holds a guide but names a layout target")
      }
      if free.contains(slot) { problems.append("item slot \(index) holds \(name) but is free") }
      if item.hierarchyView.map(Self.root(of:)) !== root {
        problems.append("\(name) is registered in the engine of another tree")
      }
      if !isRegistered(item) {
        problems.append("\(name) is in an item slot but its registration names another engine")
      }
      let variables = item.layoutVariables
      for variable in [variables.minX, variables.minY, variables.width, variables.height]
      where itemsByVariable[variable.id] != slot {
        problems.append("a variable of \(name) does not map to its slot")
      }
      guard let registration = item.registration else { continue }
      let own =
        registration.pins + registration.contentSize
        + (registration.ambiguityNudge.map { [$0] } ?? [])
      for constraint in own where !solverStorage.hasConstraint(constraint) {
        problems.append("\(name) has an own constraint the solver does not hold")
      }
      for constraint in registration.pins + registration.contentSize
      where internalConstraints[constraint.id] == nil {
        problems.append("\(name) has an own constraint the engine does not describe")
      }
    }
    // Every item of the tree registered in an engine is registered in this one.
    var stack = [root]
    while let view = stack.popLast() {
      stack += view.storedSubviews
      let items: [any LayoutItem] = [view] + view.storedLayoutGuides + view.systemLayoutGuides
      for item in items where item.registration != nil && !isRegistered(item) {
        problems.append("\(namer.name(item)) is registered in an engine other than its tree's")
      }
    }
    return problems
  }

  /// The installed, broken and retiring user constraints agree with the constraints' own fields,
  /// and the solver holds exactly the constraints the engine accounts for.
  private func constraintTableViolations(root: UIView, _ namer: InvariantNamer) -> [String] {
    var problems: [String] = []
    for (slot, constraint) in userConstraintSlots.enumerated() {
      guard let constraint else { continue }
      let label = "installed constraint \(slot) of the engine"
      if constraint.engine !== self { problems.append("\(label) names another engine") }
      if constraint.engineSlot != slot {
        problems.append("\(label) names slot \(constraint.engineSlot)")
      }
      if constraint.solverConstraint == nil { problems.append("\(label) has no solver constraint") }
      guard let container = constraint.container else {
        problems.append("\(label) is not active")
        continue
      }
      if Self.root(of: container) !== root {
        problems.append("\(label) is installed on \(namer.name(container)), in another tree")
      }
    }
    for (index, constraint) in brokenConstraints.enumerated() {
      let label = "broken constraint \(index) of the engine"
      if constraint.engine !== self { problems.append("\(label) names another engine") }
      if constraint.solverConstraint != nil { problems.append("\(label) has a solver constraint") }
      if constraint.container == nil { problems.append("\(label) is not active") }
    }
    for retiring in retiringSolverConstraints.values
    where !solverStorage.hasConstraint(retiring.constraint) {
      problems.append("a retiring constraint is missing from the solver")
    }
    // The solver holds nothing the engine cannot account for: the installed constraints', the
    // retiring ones, and the registered items' own.
    var accounted = retiringSolverConstraints.count
    for case let constraint? in userConstraintSlots where constraint.solverConstraint != nil {
      accounted += 1
    }
    for entry in itemSlots {
      guard let item = entry.item, isRegistered(item), let registration = item.registration
      else { continue }
      accounted += registration.pins.count + registration.contentSize.count
      if registration.ambiguityNudge != nil { accounted += 1 }
    }
    if solverStorage.constraintCount != accounted {
      problems.append(
        "the solver holds \(solverStorage.constraintCount) constraints, the engine accounts "
          + "for \(accounted)")
    }
    return problems
  }

  /// The root of `view`'s tree, found without the ancestry caches.
  private static func root(of view: UIView) -> UIView {
    var current = view
    while let superview = current.storedSuperview { current = superview }
    return current
  }
}
