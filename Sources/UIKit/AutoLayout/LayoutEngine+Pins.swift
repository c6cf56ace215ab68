internal import BezelSolver
import Foundation

extension LayoutEngine {
  /// The solver strength of a UIKit priority.
  ///
  /// UIKit satisfies higher priorities first. A solver with one objective needs weights instead;
  /// Bezel's weights grow geometrically, `10^(6·p/1000)`, so that each level outweighs the one
  /// below it in any one-to-one conflict (751 beats 750, 250 and 50), and the weights span
  /// 1 … 10^6, which keeps the simplex well conditioned. Many lower-priority errors can outweigh
  /// one higher-priority error where UIKit's ordering would not let them; that is the model's
  /// known limit.
  static func strength(for priority: UILayoutPriority) -> Strength {
    let raw = Double(priority.rawValue)
    if raw >= 1000 || raw.isNaN { return .required }
    return Strength(pow(10, 6 * max(raw, 1) / 1000))
  }

  /// The strength of a root view's size: above any optional UIKit priority (whose strongest,
  /// 999, weighs about 10^6), below required.
  static let temporarySizeStrength = Strength(1e8)

  /// Marks the item's pins out of date and queues the item; `applyPendingPins` replaces them
  /// with ones that match its state then.
  func updatePins(of item: any LayoutItem) {
    guard let registration = item.registration, registration.engineSerial == serial,
      !registration.pinsArePending
    else { return }
    registration.pinsArePending = true
    itemsWithPendingPins.append(LayoutItemReference(item: item))
    pendingPinsCount += 1
  }

  /// Brings every pending item's pins up to date, then gives broken constraints another try.
  func applyPendingPins(retryingBroken: Bool = true) {
    guard !itemsWithPendingPins.isEmpty else {
      if retryingBroken { retryBrokenConstraints() }
      return
    }
    let items = itemsWithPendingPins
    itemsWithPendingPins = []
    pendingPinsPasses += 1
    for entry in items { applyPendingPins(of: entry.item) }
    pendingPinsPasses -= 1
    // With nothing queued again meanwhile, and no outer pass still holding items (code a pin
    // reads, measuring a view, can start a pass of its own), no item's pins are pending: the
    // count drops what it kept for items freed while queued.
    if pendingPinsPasses == 0, itemsWithPendingPins.isEmpty { pendingPinsCount = 0 }
    retryBrokenPins()
    if retryingBroken { retryBrokenConstraints() }
  }

  /// Brings the pins of the items `constraint` mentions up to date before it goes in.
  ///
  /// What a new constraint leaves undetermined rests where the values already in the solver put
  /// it, and a root view's size, which UIKit has in its engine before any constraint on its
  /// subviews is made, must be among them: with it, `width <= root.width - 52` leaves the width
  /// at 0 as on iOS rather than at the bound.
  func applyPendingPins(ofItemsIn constraint: NSLayoutConstraint) {
    // An item's pins are pending only while it is queued (`updatePins`): with none pending, no
    // term's item needs loading.
    guard pendingPinsCount > 0 else { return }
    // Along the links, loading each term once: unoptimised (a client's `swift test`), each read
    // of a term retains it.
    applyPendingPins(ofSide: constraint.firstLink, constraint.listedFirstTerms)
    applyPendingPins(ofSide: constraint.secondLink, constraint.listedSecondTerms)
  }

  /// Brings the pins of a side's items up to date: the item of its link, or of each listed term.
  private func applyPendingPins(ofSide link: LayoutItemLink?, _ terms: AnchorTerms) {
    if let link {
      applyPendingPins(of: link.item)
      return
    }
    var term = terms.head
    while let current = term {
      applyPendingPins(of: current.layoutItem)
      term = current.next
    }
  }

  /// Brings one item's pins up to date if they are pending.
  ///
  /// `pendingPinsCount` goes up once each time an item's pins become pending and down once each
  /// time they stop, so it never falls below the number pending.
  private func applyPendingPins(of item: (any LayoutItem)?) {
    guard let item, let registration = item.registration, registration.pinsArePending,
      registration.engineSerial == serial
    else { return }
    registration.pinsArePending = false
    pendingPinsCount -= 1
    applyPins(of: item, registration)
  }

  /// Rebuilds, without logging, the pins of the items whose pins were left out for a conflict.
  ///
  /// An item with a pin left out has fewer pins than it wants, so `applyPins` rebuilds them all.
  ///
  /// As for broken constraints, only a change that could let a pin in leads to another try: a
  /// constraint removed or edited, or other pins changed (`force` says the caller knows so).
  /// Rebuilding the broken items' own pins is no such change.
  func retryBrokenPins(force: Bool = false) {
    guard !itemsWithBrokenPins.isEmpty, force || brokenPinsMayFit else { return }
    brokenPinsMayFit = false
    let items = itemsWithBrokenPins
    itemsWithBrokenPins = []
    isRetryingBrokenPins = true
    quietly {
      for entry in items {
        guard let item = entry.item, let registration = item.registration,
          registration.engineSerial == serial
        else { continue }
        registration.hasBrokenPins = false
        applyPins(of: item, registration)
      }
    }
    isRetryingBrokenPins = false
  }

  /// Runs `body` with conflicts of the engine's own constraints left unlogged.
  func quietly(_ body: () -> Void) {
    let wasQuiet = isAddingQuietly
    let explained = solver.explainsConflicts
    isAddingQuietly = true
    solver.explainsConflicts = false
    body()
    isAddingQuietly = wasQuiet
    solver.explainsConflicts = explained
  }

  private func applyPins(of item: any LayoutItem, _ registration: ItemRegistration) {
    // A view under Auto Layout in a superview wants no pins (`desiredPins`): with none
    // installed there is nothing to do, and nothing to build.
    if registration.pins.isEmpty, let view = item as? UIView,
      !view.storedTranslatesAutoresizingMask, view.storedSuperview != nil
    {
      return
    }
    notePinsChanged(of: item)
    if let view = item as? UIView {
      if updateFramePinsInPlace(of: view, registration) { return }
    } else if let guide = item as? UILayoutGuide {
      if updateGuidePinsInPlace(of: guide, registration) { return }
    }
    let pins = desiredPins(of: item)
    // A view under Auto Layout has no pins before or after: nothing to take out or put in.
    if pins.isEmpty, registration.pins.isEmpty { return }
    if updateConstantsInPlace(registration.pins, to: pins) { return }
    let kind: InternalConstraint.Kind =
      if item is UILayoutGuide {
        .guide
      } else if (item as? UIView)?.storedSuperview == nil {
        .temporarySize
      } else {
        .autoresizing
      }
    registration.pins = replace(registration.pins, with: pins, of: item, kind: kind)
  }

  /// Takes `installed` out of the solver and puts `constraints` in, as the item's own
  /// constraints of `kind`; returns those the solver took (a conflicting one is left out).
  private func replace(
    _ installed: [Constraint], with constraints: [Constraint], of item: any LayoutItem,
    kind: InternalConstraint.Kind
  ) -> [Constraint] {
    for constraint in installed {
      try? solver.removeConstraint(constraint)
      internalConstraints[constraint.id] = nil
    }
    for (index, constraint) in constraints.enumerated() {
      internalConstraints[constraint.id] = InternalConstraint(item: item, kind: kind, index: index)
      add(constraint, logOnConflict: item)
    }
    // A loop, not `filter`: a closure formed in main-actor code and passed to the standard
    // library checks its executor at run time on every call.
    var taken: [Constraint] = []
    taken.reserveCapacity(constraints.count)
    for constraint in constraints where solver.hasConstraint(constraint) {
      taken.append(constraint)
    }
    return taken
  }

  /// Notes that the item's pins change, which may let broken constraints and other items' broken
  /// pins in.
  private func notePinsChanged(of item: any LayoutItem) {
    // A view's frame constraints changing may let a broken constraint in; a guide's (a scroll
    // view's frame guide moving with every scroll) follows from the views' and may not.
    if !(item is UILayoutGuide) { brokenConstraintsMayFit = true }
    if !isRetryingBrokenPins { brokenPinsMayFit = true }
  }

  /// Puts back, quietly, the item's pins that fitting took out, each at its constant; one in
  /// conflict is left out, as `add` leaves a conflicting pin.
  ///
  /// Each goes in holding the constant the current values satisfy, which moves nothing, and
  /// then takes its own (`Solver.addConstraint(_:holding:)`): a pin whose constant differs from
  /// where the measurement left the view would otherwise need the solver's artificial-variable
  /// phase.
  func restorePins(_ taken: [(pin: Constraint, constant: Double)], of item: any LayoutItem) {
    notePinsChanged(of: item)
    var held: [(pin: Constraint, constant: Double)] = []
    quietly {
      // Every pin's offset from the current values first: holding them moves no value.
      var offsets: [(pin: Constraint, constant: Double, residual: Double)] = []
      for (pin, constant) in taken {
        offsets.append((pin, constant, residual(of: pin, constant: constant)))
      }
      for (pin, constant, residual) in offsets {
        if residual != 0, residual.isFinite,
          (try? solver.addConstraint(pin, holding: constant - residual)) != nil
        {
          held.append((pin, constant))
        } else {
          add(pin, holding: constant, logOnConflict: item)
        }
      }
      for (pin, constant) in held {
        do {
          try solver.updateConstant(of: pin, to: constant)
        } catch {
          // In conflict with required constraints at its own constant: left out, as `add`
          // leaves a conflicting pin.
          try? solver.removeConstraint(pin)
          add(pin, holding: constant, logOnConflict: item)
        }
      }
    }
  }

  /// How far the pin's expression, with `constant` for its own, is from holding at the current
  /// values.
  private func residual(of pin: Constraint, constant: Double) -> Double {
    var residual = constant
    for term in pin.expression.terms {
      residual += term.coefficient * solver.value(of: term.variable)
    }
    return residual
  }

  /// Gives the installed pins the new pins' constants when both have the same terms, so that a
  /// frame set in code changes constants in place instead of rebuilding constraints.
  private func updateConstantsInPlace(_ installed: [Constraint], to pins: [Constraint]) -> Bool {
    guard installed.count == pins.count, !pins.isEmpty else { return false }
    for (old, new) in zip(installed, pins)
    where old.expression.terms != new.expression.terms || old.relation != new.relation {
      return false
    }
    for (old, new) in zip(installed, pins)
    where solver.constant(of: old) != new.expression.constant {
      // The solver holds the constant in force; the constraint value keeps the one it was
      // made with.
      do {
        try solver.updateConstant(of: old, to: new.expression.constant)
      } catch .unsatisfiableConstraint(let failure) {
        if !isAddingQuietly { logUnsatisfiable(failure, breaking: nil) }
      } catch {
        return false
      }
    }
    return true
  }

  /// The pins the item should have now.
  private func desiredPins(of item: any LayoutItem) -> [Constraint] {
    let variables = item.layoutVariables
    var pins: [Constraint] = []
    if let view = item as? UIView {
      let rect = Self.pinnedRect(of: view)
      if view.storedSuperview == nil {
        // The root of a tree keeps its size, as UIKit's '_UITemporaryLayoutWidth/Height' keep
        // it while the root is laid out. UIKit adds those only for the layout pass, so a
        // required size on a view with no superview yet is no conflict; Bezel holds the root's
        // size above every UIKit priority but below required.
        pins = [
          (variables.width == rect.width).withStrength(Self.temporarySizeStrength),
          (variables.height == rect.height).withStrength(Self.temporarySizeStrength),
        ]
      } else if view.storedTranslatesAutoresizingMask {
        pins = [
          variables.minX == rect.minX, variables.minY == rect.minY,
          variables.width == rect.width, variables.height == rect.height,
        ]
      }
    } else if let guide = item as? UILayoutGuide, let origin = guide.systemOrigin?() {
      pins = [variables.minX == Double(origin.x), variables.minY == Double(origin.y)]
    } else if let guide = item as? UILayoutGuide, let frame = guide.systemFrame?() {
      pins = [
        variables.minX == Double(frame.minX), variables.minY == Double(frame.minY),
        variables.width == Double(frame.width), variables.height == Double(frame.height),
      ]
      if let owner = guide.owningView, let insets = guide.systemInsets?() {
        // A guide inset from its owner's bounds follows the owner's size in the solver.
        let ownerVariables = owner.layoutVariables
        let (horizontal, vertical) = Self.guideInsets(insets, in: owner)
        pins[2] = variables.width == ownerVariables.width - horizontal
        pins[3] = variables.height == ownerVariables.height - vertical
      }
    }
    return pins
  }

  /// The rectangle a view's pins hold: its alignment rectangle, from its untransformed frame
  /// (Auto Layout works on the untransformed rectangle: center and bounds).
  static func pinnedRect(
    of view: UIView
  ) -> (minX: Double, minY: Double, width: Double, height: Double) {
    let insets = view.alignmentRectInsets
    let bounds = view.storedBounds
    let frame = view.untransformedFrame
    return (
      Double(frame.minX + insets.left), Double(frame.minY + insets.top),
      Double(bounds.width - insets.left - insets.right),
      Double(bounds.height - insets.top - insets.bottom)
    )
  }

  /// How much narrower and shorter than its owner's alignment rectangle a system guide with
  /// `insets` from the owner's bounds is.
  static func guideInsets(
    _ insets: UIEdgeInsets, in owner: UIView
  ) -> (horizontal: Double, vertical: Double) {
    let ownerInsets = owner.alignmentRectInsets
    return (
      Double(insets.left + insets.right - ownerInsets.left - ownerInsets.right),
      Double(insets.top + insets.bottom - ownerInsets.top - ownerInsets.bottom)
    )
  }

  /// Whether an intrinsic length gives constraints: neither `noIntrinsicMetric` nor infinite.
  static func isIntrinsicLength(_ length: CGFloat) -> Bool {
    length != UIView.noIntrinsicMetric && length.isFinite
  }

  /// Replaces the view's intrinsic-size constraints with ones for its current intrinsic size
  /// and priorities (objc.io: a {100, 30} label gets `H:[label(<=100@250)]`,
  /// `H:[label(>=100@750)]`, `V:[label(<=30@250)]`, `V:[label(>=30@750)]`).
  func updateContentSizeConstraints(of view: UIView) {
    guard let registration = view.registration, registration.engineSerial == serial else { return }
    if updateContentSizeInPlace(of: view, registration) { return }
    let constraints = desiredContentSizeConstraints(of: view)
    if constraints.isEmpty, registration.contentSize.isEmpty { return }
    let sameStrengths = zip(registration.contentSize, constraints).allSatisfy {
      $0.strength == $1.strength
    }
    if sameStrengths, updateConstantsInPlace(registration.contentSize, to: constraints) { return }
    registration.contentSize = replace(
      registration.contentSize, with: constraints, of: view, kind: .contentSize)
  }

  private func desiredContentSizeConstraints(of view: UIView) -> [Constraint] {
    let size = view.intrinsicContentSize
    let variables = view.layoutVariables
    var constraints: [Constraint] = []
    if Self.isIntrinsicLength(size.width) {
      let width = Double(size.width)
      constraints.append(
        (variables.width <= width).withStrength(Self.strength(for: view.hugging.horizontal)))
      constraints.append(
        (variables.width >= width).withStrength(
          Self.strength(for: view.compressionResistance.horizontal)))
    }
    if Self.isIntrinsicLength(size.height) {
      let height = Double(size.height)
      constraints.append(
        (variables.height <= height).withStrength(Self.strength(for: view.hugging.vertical)))
      constraints.append(
        (variables.height >= height).withStrength(
          Self.strength(for: view.compressionResistance.vertical)))
    }
    return constraints
  }

  /// Adds an internal constraint; a conflict with required user constraints is logged, and the
  /// internal constraint is left out.
  ///
  /// `constant` takes the place of the constraint's own, as after `Solver.updateConstant`.
  private func add(
    _ constraint: Constraint, holding constant: Double? = nil, logOnConflict item: any LayoutItem
  ) {
    do {
      try solver.addConstraint(constraint, holding: constant ?? constraint.expression.constant)
    } catch .unsatisfiableConstraint(let failure) {
      if !isAddingQuietly { logUnsatisfiable(failure, breaking: nil) }
      internalConstraints[constraint.id] = nil
      // Listed once however many of its constraints were left out: each retry rebuilds them all.
      if let registration = item.registration, !registration.hasBrokenPins {
        registration.hasBrokenPins = true
        itemsWithBrokenPins.append(LayoutItemReference(item: item))
      }
    } catch {
      // Duplicates and non-finite values cannot occur here: each constraint is new, and its
      // numbers come from finite geometry.
    }
  }
}
