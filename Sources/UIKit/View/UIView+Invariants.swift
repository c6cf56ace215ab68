internal import BezelSolver
import Foundation

/// Checks of the view tree's invariants, for tests (as the solver's `Tableau.invariantViolations`).
///
/// The checks only read: they walk `storedSuperview` rather than the ancestry caches, and read the
/// engine's tables without flushing it, so that running them changes nothing a test could see.
extension UIView {
  /// Every broken invariant of the tree this view is in, described and sorted; empty when the
  /// tree is sound.
  ///
  /// Views are named by their path of subview indices from the root (`root/0/2 UILabel`), so
  /// that the descriptions do not depend on addresses.
  func invariantViolations() -> [String] {
    let root = invariantRoot
    var names: [ObjectIdentifier: String] = [:]
    var views: [UIView] = []
    var stack: [(view: UIView, path: String)] = [(root, "root")]
    while let (view, path) = stack.popLast() {
      names[ObjectIdentifier(view)] = "\(path) \(type(of: view))"
      views.append(view)
      for (index, subview) in view.storedSubviews.enumerated().reversed() {
        stack.append((subview, "\(path)/\(index)"))
      }
    }
    let namer = InvariantNamer(names: names)
    var problems: [String] = []
    let engine = root.ownedEngine
    let isLayingOut = root.layoutRoundsLeft >= 0
    // A tree that outlived its superview holds what the superview left until its next use.
    let checksConstraints = !root.outlivedItsSuperview
    for view in views {
      problems += view.hierarchyViolations(namer)
      if !isLayingOut { problems += view.layoutMarkViolations(namer) }
      if checksConstraints {
        problems += view.constraintViolations(root: root, engine: engine, namer)
        problems += view.referenceViolations(namer)
      }
      if view !== root, view.ownedEngine != nil {
        problems.append("\(namer.name(view)) owns an engine but is not a root")
      }
    }
    if checksConstraints, let engine { problems += engine.invariantViolations(root: root, namer) }
    return problems.sorted()
  }

  /// The root of the tree, found without the ancestry caches.
  private var invariantRoot: UIView {
    var view = self
    while let superview = view.storedSuperview { view = superview }
    return view
  }

  /// Subviews name this view as their superview, and their layers are this view's layer's
  /// sublayers in the same order.
  private func hierarchyViolations(_ namer: InvariantNamer) -> [String] {
    var problems: [String] = []
    let name = namer.name(self)
    var seen: Set<ObjectIdentifier> = []
    for subview in storedSubviews {
      if !seen.insert(ObjectIdentifier(subview)).inserted {
        problems.append("\(name) lists \(namer.name(subview)) twice among its subviews")
      }
      if subview.storedSuperview !== self {
        problems.append(
          "\(name) lists \(namer.name(subview)) as a subview, whose superview is "
            + namer.name(subview.storedSuperview))
      }
      if subview.storedLayer.superlayer !== storedLayer {
        problems.append("the layer of \(namer.name(subview)) is not a sublayer of \(name)'s")
      }
    }
    // The subviews' layers, in the order the layer tree has them, must be the subviews' order.
    let subviewLayers = Set(storedSubviews.map { ObjectIdentifier($0.storedLayer) })
    let layerOrder = (storedLayer.sublayers ?? []).filter {
      subviewLayers.contains(ObjectIdentifier($0))
    }
    let expected = storedSubviews.map(\.storedLayer)
    if layerOrder.count == expected.count, !zip(layerOrder, expected).allSatisfy({ $0 === $1 }) {
      problems.append("the sublayers of \(name)'s layer are not in the order of its subviews")
    }
    for guide in storedLayoutGuides where guide.owningView !== self {
      problems.append("\(name) lists a layout guide owned by \(namer.name(guide.owningView))")
    }
    for guide in systemLayoutGuides where guide.owningView !== self {
      problems.append(
        "\(name)'s guide \(guide.identifier) is owned by \(namer.name(guide.owningView))")
    }
    return problems
  }

  /// The layout marks agree: a view marked as needing layout or its insets updated is marked,
  /// with every ancestor, as holding work; the same for constraint updates.
  ///
  /// Checked outside a layout pass, which clears the marks as it goes down.
  private func layoutMarkViolations(_ namer: InvariantNamer) -> [String] {
    var problems: [String] = []
    if storedNeedsLayout || insetsNeedUpdate {
      var view: UIView? = self
      while let current = view {
        if !current.subtreeNeedsLayout, !current.isLayingOutSubviews {
          problems.append(
            "\(namer.name(self)) needs layout but \(namer.name(current)) is not marked as "
              + "holding work")
          break
        }
        view = current.storedSuperview
      }
    }
    if needsUpdateConstraintsFlag {
      var view: UIView? = self
      while let current = view {
        if !current.constraintUpdatePending {
          problems.append(
            "\(namer.name(self)) needs its constraints updated but \(namer.name(current)) is "
              + "not marked as holding such a view")
          break
        }
        view = current.storedSuperview
      }
    }
    return problems
  }

  /// Each constraint installed here names this view as its container and the tree's engine as
  /// its engine; its items list it among their referencing constraints and lie in this subtree;
  /// the engine's solver holds its solver constraint, or the engine lists it as broken.
  private func constraintViolations(
    root: UIView, engine: LayoutEngine?, _ namer: InvariantNamer
  ) -> [String] {
    var problems: [String] = []
    let name = namer.name(self)
    var seen: Set<ObjectIdentifier> = []
    for (index, constraint) in installedConstraints.enumerated() {
      let label = "constraint \(index) of \(name)"
      if !seen.insert(ObjectIdentifier(constraint)).inserted {
        problems.append("\(label) is installed twice")
      }
      if constraint.container !== self {
        problems.append("\(label) names \(namer.name(constraint.container)) as its container")
      }
      for item in constraint.layoutItems {
        if !item.referencingConstraints.contains(where: { $0 === constraint }) {
          problems.append("\(label) is missing from \(namer.name(item))'s referencing constraints")
        }
        if let view = item.hierarchyView, !view.isInvariantDescendant(of: self) {
          problems.append("\(label) relates \(namer.name(item)), which is outside \(name)")
        }
      }
      guard let engine else {
        problems.append("\(label) is installed in a tree without an engine")
        continue
      }
      if constraint.engine !== engine {
        problems.append("\(label) is not in the engine of its tree")
        continue
      }
      if let solverConstraint = constraint.solverConstraint {
        if !engine.solverStorage.hasConstraint(solverConstraint) {
          problems.append("\(label) has a solver constraint the solver does not hold")
        }
        if engine.retiringSolverConstraints.values.contains(where: {
          $0.constraint.id == solverConstraint.id
        }) {
          problems.append("\(label) has a solver constraint that is retiring")
        }
        if !engine.recordsUserConstraint(constraint) {
          problems.append("\(label) is missing from its engine's installed constraints")
        }
      } else if !engine.brokenConstraints.contains(where: { $0 === constraint }),
        constraint.allItemsAreAlive
      {
        problems.append("\(label) is neither in the solver nor among the broken constraints")
      }
    }
    return problems
  }

  /// Each constraint this view or one of its guides lists as referencing it is active, installed
  /// on its container, and mentions the item.
  private func referenceViolations(_ namer: InvariantNamer) -> [String] {
    var problems: [String] = []
    let items: [any LayoutItem] = [self] + storedLayoutGuides + systemLayoutGuides
    for item in items {
      for constraint in item.referencingConstraints {
        let label = "a constraint referencing \(namer.name(item))"
        guard let container = constraint.container else {
          problems.append("\(label) is not active")
          continue
        }
        if !container.installedConstraints.contains(where: { $0 === constraint }) {
          problems.append("\(label) is missing from its container \(namer.name(container))")
        }
        if !constraint.layoutItems.contains(where: { $0 === item }) {
          problems.append("\(label) does not mention it")
        }
      }
    }
    return problems
  }

  /// `isDescendant(of:)` without the ancestry caches.
  private func isInvariantDescendant(of ancestor: UIView) -> Bool {
    var view: UIView? = self
    while let current = view {
      if current === ancestor { return true }
      view = current.storedSuperview
    }
    return false
  }
}

extension NSLayoutConstraint {
  /// Whether every item the constraint's terms name is alive: with one deallocated, the
  /// constraint cannot be expressed, and stays out of the solver without being broken.
  var allItemsAreAlive: Bool {
    storedFirstTerms.allSatisfy { $0.layoutItem != nil }
      && storedSecondTerms.allSatisfy { $0.layoutItem != nil }
  }
}

/// Names views and guides by their place in the tree being checked.
@MainActor
struct InvariantNamer {
  let names: [ObjectIdentifier: String]

  func name(_ item: (any LayoutItem)?) -> String {
    guard let item else { return "nil" }
    if let name = names[ObjectIdentifier(item)] { return name }
    if let guide = item as? UILayoutGuide {
      let owner = guide.owningView.map { name($0) } ?? "no view"
      return "guide \(guide.identifier.isEmpty ? "(unnamed)" : guide.identifier) of \(owner)"
    }
    return "a \(type(of: item)) outside the tree"
  }
}
