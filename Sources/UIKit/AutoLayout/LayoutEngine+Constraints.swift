internal import BezelSolver
import Foundation

extension LayoutEngine {
  /// The engine of the tree `view` belongs to, made on first use by the tree's root.
  static func forTree(of view: UIView) -> LayoutEngine {
    let root = view.rootView
    if let engine = root.ownedEngine { return engine }
    let engine = LayoutEngine()
    root.ownedEngine = engine
    return engine
  }

  /// The engine of the tree `view` belongs to, if it has one.
  static func existing(for view: UIView) -> LayoutEngine? {
    view.rootView.ownedEngine
  }

  /// Puts an active constraint into the solver.
  ///
  /// A required constraint that conflicts with the required constraints already there is logged as
  /// UIKit logs it and left out ("broken").
  func install(_ constraint: NSLayoutConstraint) {
    guard let container = constraint.container else { return }
    install(constraint, in: container)
  }

  /// `install(_:)` for a constraint of one term and a constant whose container, just set, and
  /// item the caller holds.
  func install(_ constraint: NSLayoutConstraint, in container: UIView, first: any LayoutItem) {
    constraint.engine = self
    guard let solverConstraint = solverConstraint(for: constraint, in: container, first: first)
    else { return }
    addSolverConstraint(solverConstraint, for: constraint)
  }

  /// `install(_:)` for a constraint of one term a side whose container, just set, and items the
  /// caller holds.
  func install(
    _ constraint: NSLayoutConstraint, in container: UIView, first: any LayoutItem,
    second: any LayoutItem
  ) {
    constraint.engine = self
    guard
      let solverConstraint = solverConstraint(
        for: constraint, in: container, first: first, second: second)
    else { return }
    addSolverConstraint(solverConstraint, for: constraint)
  }

  /// `install(_:)` for a constraint whose container, just set, the caller holds.
  func install(_ constraint: NSLayoutConstraint, in container: UIView) {
    constraint.engine = self
    guard let solverConstraint = solverConstraint(for: constraint, in: container) else { return }
    addSolverConstraint(solverConstraint, for: constraint)
  }

  /// Adds the solver constraint made for `constraint`, or logs it and leaves it out as broken.
  private func addSolverConstraint(
    _ solverConstraint: Constraint, for constraint: NSLayoutConstraint
  ) {
    applyPendingPins(ofItemsIn: constraint)
    do {
      try addUserSolverConstraint(solverConstraint, for: constraint)
      recordUserConstraint(constraint)
    } catch .unsatisfiableConstraint(let failure) {
      logUnsatisfiable(failure, breaking: constraint)
      brokenConstraints.append(constraint)
    } catch .nonFiniteConstraint {
      // Numbers the solver cannot compute with reliably (a multiplier of 1e9: docs/solver.md,
      // "Using the solver") leave the constraint out as a conflict does, tried again with the
      // broken ones; UIKit publishes no text for this, Bezel says what happened.
      UIKitDiagnostics.log(
        "Unable to install the constraint \(constraint.constraintDescription): its numbers are "
          + "out of the range the layout engine computes with reliably. It is left out.",
        constraints: [constraint])
      brokenConstraints.append(constraint)
    } catch {
      // Duplicates cannot occur: each solver constraint is new.
    }
  }

  func uninstall(_ constraint: NSLayoutConstraint) {
    brokenConstraintsMayFit = true
    brokenPinsMayFit = true
    if constraint.solverConstraint == nil,
      let index = brokenConstraints.firstIndex(where: { $0 === constraint })
    {
      brokenConstraints.remove(at: index)
    }
    if constraint.solverConstraint != nil {
      removeUserSolverConstraint(of: constraint)
      forgetUserConstraint(constraint)
    }
    constraint.engine = nil
  }

  /// Installs the broken constraints that no longer conflict; the others stay broken, without
  /// another log.
  ///
  /// A broken constraint stays broken until something could let it in: a constraint removed, a
  /// constant or priority edited, a view's own frame constraints changed. Layout passes in which
  /// none of that happened do not try again, so a conflict costs one attempt, not one a pass.
  func retryBrokenConstraints() {
    guard !brokenConstraints.isEmpty, brokenConstraintsMayFit else { return }
    brokenConstraintsMayFit = false
    let broken = brokenConstraints
    brokenConstraints = []
    // A retry that fails is not logged again, so its conflict needs no explanation.
    let explained = solver.explainsConflicts
    solver.explainsConflicts = false
    defer { solver.explainsConflicts = explained }
    for constraint in broken {
      brokenConstraintRetries += 1
      guard let container = constraint.container,
        let solverConstraint = solverConstraint(for: constraint, in: container)
      else { continue }
      if (try? addUserSolverConstraint(solverConstraint, for: constraint)) != nil {
        recordUserConstraint(constraint)
      } else {
        brokenConstraints.append(constraint)
      }
    }
  }

  func reinstall(_ constraint: NSLayoutConstraint) {
    uninstall(constraint)
    install(constraint)
  }

  /// Applies a new constant in place: no constraint is removed or added.
  func updateConstant(of constraint: NSLayoutConstraint) {
    brokenConstraintsMayFit = true
    brokenPinsMayFit = true
    guard let installed = constraint.solverConstraint, let container = constraint.container,
      let updated = solverConstraint(for: constraint, in: container)
    else {
      // A broken constraint gets another chance with its new constant.
      if constraint.solverConstraint == nil { reinstall(constraint) }
      return
    }
    do {
      try solver.updateConstant(of: installed, to: updated.expression.constant)
    } catch .unsatisfiableConstraint(let failure) {
      uninstall(constraint)
      constraint.engine = self
      logUnsatisfiable(failure, breaking: constraint)
      brokenConstraints.append(constraint)
    } catch {
      reinstall(constraint)
    }
  }
}

extension UIView {
  /// Every view of the subtree rooted here, this view first, in preorder.
  var subtree: [UIView] {
    var result: [UIView] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.storedSubviews.reversed())
    }
    return result
  }

  /// Takes this subtree's constraints and items out of the engine they are in.
  ///
  /// - Returns: whether the subtree had any constraint installed.
  func detachSubtreeFromEngine() -> Bool {
    if storedSubviews.isEmpty, installedConstraints.isEmpty, registration == nil,
      storedLayoutGuides.isEmpty
    {
      return false
    }
    var hasConstraints = false
    let views = subtree
    for view in views {
      for constraint in view.installedConstraints {
        hasConstraints = true
        constraint.engine?.uninstall(constraint)
      }
    }
    for view in views {
      view.registration?.engine?.unregister(view)
      for guide in view.storedLayoutGuides + view.systemLayoutGuides {
        guide.registration?.engine?.unregister(guide)
      }
    }
    return hasConstraints
  }

  /// `detachSubtreeFromEngine()` for a root that owns its engine, which is discarded with it:
  /// every constraint and item lets go of the engine, and the solver is left as it is rather than
  /// emptied one constraint at a time (a screen of 1,000 views moving into a window took 3,000
  /// removals, each through the solver's bookkeeping).
  ///
  /// Only a root owns an engine; a view that owns none detaches as `detachSubtreeFromEngine()`
  /// does. Either way it owns none after.
  ///
  /// - Returns: whether the subtree had any constraint installed.
  func detachSubtreeDiscardingOwnedEngine() -> Bool {
    guard let engine = ownedEngine else {
      return detachSubtreeFromEngine()
    }
    ownedEngine = nil
    var hasConstraints = false
    for view in subtree {
      for constraint in view.installedConstraints {
        hasConstraints = true
        if constraint.engine === engine {
          constraint.solverConstraint = nil
          constraint.engineSlot = -1
          constraint.engine = nil
        } else {
          constraint.engine?.uninstall(constraint)
        }
      }
      view.releaseRegistration(in: engine)
      for guide in view.storedLayoutGuides + view.systemLayoutGuides {
        guide.releaseRegistration(in: engine)
      }
    }
    return hasConstraints
  }

  /// Installs this subtree's constraints into the engine of the tree it is now in.
  ///
  /// The constraints go in in the order they were activated, not view by view: the solver then
  /// meets them as it did the first time. Met view by view, a chain of views whose positions are
  /// installed on their superview and whose sizes on each view arrives positions first, and
  /// each position is written out through every earlier one (a vertical list of 5,000 views
  /// became 25 million cells of rows).
  func attachSubtreeToEngine() {
    let engine = LayoutEngine.forTree(of: self)
    var constraints: [NSLayoutConstraint] = []
    var holders = 0
    for view in subtree where !view.installedConstraints.isEmpty {
      constraints += view.installedConstraints
      holders += 1
    }
    if holders > 1 { constraints.sort { $0.activationOrder < $1.activationOrder } }
    for constraint in constraints {
      engine.install(constraint)
    }
  }
}
