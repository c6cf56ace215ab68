internal import BezelSolver
import Foundation

extension LayoutEngine {
  /// The size of the view's alignment rectangle that best satisfies its constraints with its width
  /// and height drawn towards the target at the fitting priorities.
  ///
  /// The view's own pins (its frame, or a root's temporary size) are lifted for the computation and
  /// restored after; a frame's pin on a dimension whose fitting priority is required stays, with
  /// the target for its constant meanwhile, and so does a position pin on a variable that no
  /// other constraint mentions.
  func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    register(view)
    applyPendingPins()
    let mayFitBefore = brokenConstraintsMayFit
    guard let registration = view.registration else { return .zero }
    let pins = registration.pins
    let variables = view.layoutVariables
    // A required target for a dimension an autoresizing pin holds is that pin's equation with
    // the target for its constant: the pin stays in and takes the target for the computation,
    // instead of coming out while the same equation goes in as a temporary constraint.
    let framePinned =
      view.storedTranslatesAutoresizingMask && view.storedSuperview != nil && pins.count == 4
    let kept = framePinned ? retargetedPins(pins, horizontal, vertical) : []
    var keepsWidth = false
    var keepsHeight = false
    for (_, isWidth) in kept {
      if isWidth { keepsWidth = true } else { keepsHeight = true }
    }
    // A position pin whose variable no other constraint mentions moves nothing else, in or out:
    // it stays in.
    // (Loops here, not `filter` or `contains(where:)`: a closure formed in main-actor code and
    // passed to the standard library checks its executor at run time on every call.)
    var unmoved: [Constraint] = []
    if framePinned {
      for pin in pins[0..<2] where isOnlyMention(pin) { unmoved.append(pin) }
    }
    // Each pin taken out goes back with the constant the solver holds for it: a frame set since
    // the pins were made changed theirs in place (`updateFramePinsInPlace`), not the pins' own.
    var taken: [(pin: Constraint, constant: Double)] = []
    for (index, pin) in pins.enumerated() {
      // The kept pins are the frame's width and height, the third and fourth.
      if framePinned && ((index == 2 && keepsWidth) || (index == 3 && keepsHeight)) { continue }
      if unmoved.contains(pin) { continue }
      taken.append((pin, solverStorage.constant(of: pin) ?? pin.expression.constant))
      try? solver.removeConstraint(pin)
    }
    // Pins of other items that the view's own pins blocked (its margins guide's, say) count
    // while the view is measured without them.
    retryBrokenPins(force: true)
    // The retry rebuilds the view's own pins too when some of them were broken: those come out
    // as well, or they would hold the view while it is measured, and stay in the solver after.
    let rebuilt = registration.pins != pins
    for pin in registration.pins where !pins.contains(pin) {
      try? solver.removeConstraint(pin)
      internalConstraints[pin.id] = nil
    }
    var retargeted: [(pin: Constraint, constant: Double)] = []
    for (pin, isWidth) in kept {
      let constant = solver.constant(of: pin) ?? 0
      let targetConstant = -Double(isWidth ? target.width : target.height)
      do {
        if targetConstant != constant { try solver.updateConstant(of: pin, to: targetConstant) }
        retargeted.append((pin, constant))
      } catch {
        // A required target that conflicts with required constraints is left out, as below.
        try? solver.removeConstraint(pin)
      }
    }
    var temporary: [Constraint] = []
    if !keepsWidth {
      temporary.append(
        (variables.width == Double(target.width)).withStrength(Self.strength(for: horizontal)))
    }
    if !keepsHeight {
      temporary.append(
        (variables.height == Double(target.height)).withStrength(Self.strength(for: vertical)))
    }
    for constraint in temporary {
      do {
        try solver.addConstraint(constraint)
      } catch {
        // A required target that conflicts with required constraints is left out: the size
        // then comes from the constraints alone.
      }
    }
    let rect = alignmentRect(of: view)
    let size = CGSize(width: rect.width, height: rect.height)
    if rebuilt || retargeted.count != kept.count {
      // Rebuilt from the view's state, as all its pins: none of the old may stay in.
      for (pin, _) in retargeted { try? solver.removeConstraint(pin) }
      for pin in unmoved { try? solver.removeConstraint(pin) }
      registration.pins = []
      for pin in pins { internalConstraints[pin.id] = nil }
      updatePins(of: view)
    } else {
      // The frame has not changed: the retargeted pins take their constants back, then the
      // pins taken out are put back as they were, at the values the solver holds now
      // (`restorePins`), which the temporary sizes still help hold: those come out last. (A pin
      // put back while a retargeted one still held the target could conflict with it.)
      for (pin, constant) in retargeted {
        try? solver.updateConstant(of: pin, to: constant)
      }
      restorePins(taken, of: view)
      var held: [Constraint] = []
      held.reserveCapacity(pins.count)
      for pin in pins where solver.hasConstraint(pin) { held.append(pin) }
      registration.pins = held
    }
    for constraint in temporary where solver.hasConstraint(constraint) {
      try? solver.removeConstraint(constraint)
    }
    // Putting the view's pins back is no new conflict to report, and leaves the engine as it
    // was: broken constraints have nothing new to try, whatever the pins did meanwhile (a table
    // measuring a million rows would otherwise retry them a million times).
    quietly { applyPendingPins(retryingBroken: false) }
    brokenConstraintsMayFit = mayFitBefore
    return size
  }

  /// Whether each variable of the pin is mentioned by the pin alone.
  private func isOnlyMention(_ pin: Constraint) -> Bool {
    for term in pin.expression.terms where solverStorage.mentionCount(of: term.variable) != 1 {
      return false
    }
    return true
  }

  /// The pins among an autoresizing view's four (`minX`, `minY`, `width`, `height`) that hold a
  /// dimension whose fitting priority is required, with whether each is the width.
  private func retargetedPins(
    _ pins: [Constraint], _ horizontal: UILayoutPriority, _ vertical: UILayoutPriority
  ) -> [(pin: Constraint, isWidth: Bool)] {
    var kept: [(pin: Constraint, isWidth: Bool)] = []
    if Self.strength(for: horizontal).isRequired { kept.append((pins[2], true)) }
    if Self.strength(for: vertical).isRequired { kept.append((pins[3], false)) }
    return kept
  }

  /// A variable of the item that can move without changing how well any constraint is met.
  ///
  /// Each variable is pushed both ways by a constraint weaker than any UIKit priority; it moves
  /// only if nothing resists.
  func ambiguousVariable(of item: any LayoutItem) -> (Variable, Double)? {
    let variables = item.layoutVariables
    for variable in [variables.minX, variables.minY, variables.width, variables.height] {
      if let direction = freeDirection(of: variable) { return (variable, direction) }
    }
    return nil
  }

  /// The direction (1 or −1) in which a constraint weaker than any UIKit priority, pulling the
  /// variable 10 points away, moves it; nil when nothing moves it.
  func freeDirection(of variable: Variable) -> Double? {
    let value = solver.value(of: variable)
    for direction in [1.0, -1.0] {
      let push = (variable == value + 10 * direction).withStrength(Strength(1e-3))
      guard (try? solver.addConstraint(push)) != nil else { continue }
      let moved = solver.value(of: variable)
      try? solver.removeConstraint(push)
      if abs(moved - value) > 1e-6 { return direction }
    }
    return nil
  }

  /// Moves the item along its first free variable and keeps it there with a constraint weaker
  /// than any UIKit priority, which the next exercise replaces.
  func exerciseAmbiguity(of item: any LayoutItem) {
    guard let registration = item.registration else { return }
    if let nudge = registration.ambiguityNudge {
      try? solver.removeConstraint(nudge)
      registration.ambiguityNudge = nil
    }
    guard let (variable, direction) = ambiguousVariable(of: item) else { return }
    let value = solver.value(of: variable)
    let nudge = (variable == value + 10 * direction).withStrength(Strength(1e-3))
    if (try? solver.addConstraint(nudge)) != nil {
      registration.ambiguityNudge = nudge
    }
  }
}
