internal import BezelSolver
import Foundation

// An item's own constraints (its pins, its intrinsic-size constraints) change with its frame and
// content far more often than in shape: a table places its cells and measures its rows at every
// scroll step. When an item's installed constraints already have the equations it wants, these
// compute the constants it wants and update those that differ, without building the constraints
// `desiredPins` and `desiredContentSizeConstraints` would; any other shape takes the general path.

extension LayoutEngine {
  /// `applyPins` for a view that translates its autoresizing mask in a superview and holds its
  /// four frame pins; false, having changed nothing, for any other view.
  ///
  /// The pins' equations stay, so only their constants are compared and updated, without
  /// building the pins `desiredPins` would: a table places its cells, and a cell's measurement
  /// lifts and restores its pins, at every scroll step.
  func updateFramePinsInPlace(of view: UIView, _ registration: ItemRegistration) -> Bool {
    let installed = registration.pins
    guard installed.count == 4, view.storedTranslatesAutoresizingMask, view.storedSuperview != nil
    else { return false }
    let variables = view.layoutVariables
    let ids = (variables.minX.id, variables.minY.id, variables.width.id, variables.height.id)
    guard isFramePin(installed[0], on: ids.0), isFramePin(installed[1], on: ids.1),
      isFramePin(installed[2], on: ids.2), isFramePin(installed[3], on: ids.3)
    else { return false }
    // Each pin is `variable == value`, whose expression's constant is `0 - value`.
    let rect = Self.pinnedRect(of: view)
    return updateConstants(
      of: installed, to: [0 - rect.minX, 0 - rect.minY, 0 - rect.width, 0 - rect.height])
  }

  /// `applyPins` for a system guide that follows its owner's size and holds its four pins;
  /// false, having changed nothing, for any other guide.
  ///
  /// The pins (`desiredPins`: `minX` and `minY` at its frame's origin, `width == owner.width − h`
  /// and `height == owner.height − v`) keep their equations, so only their constants are
  /// compared and updated, without building the pins: a cell's content view moves its margins
  /// guide at every scroll step.
  func updateGuidePinsInPlace(
    of guide: UILayoutGuide, _ registration: ItemRegistration
  ) -> Bool {
    let installed = registration.pins
    guard installed.count == 4, guide.systemOrigin == nil, let frame = guide.systemFrame?(),
      let owner = guide.owningView, let insets = guide.systemInsets?()
    else { return false }
    let variables = guide.layoutVariables
    let ownerVariables = owner.layoutVariables
    guard isFramePin(installed[0], on: variables.minX.id),
      isFramePin(installed[1], on: variables.minY.id),
      isFramePin(installed[2], on: variables.width.id, following: ownerVariables.width.id),
      isFramePin(installed[3], on: variables.height.id, following: ownerVariables.height.id)
    else { return false }
    // `width == owner.width − h` is `width − owner.width + h == 0`: its constant is h.
    let (horizontal, vertical) = Self.guideInsets(insets, in: owner)
    return updateConstants(
      of: installed, to: [0 - Double(frame.minX), 0 - Double(frame.minY), horizontal, vertical])
  }

  /// Sets the constants of `pins` in the solver to `constants`, where they differ: true once
  /// done (a conflict is logged, as adding the pins would), false if a pin is not in the solver.
  private func updateConstants(of pins: [Constraint], to constants: [Double]) -> Bool {
    for index in pins.indices where solver.constant(of: pins[index]) != constants[index] {
      do {
        try solver.updateConstant(of: pins[index], to: constants[index])
      } catch .unsatisfiableConstraint(let failure) {
        if !isAddingQuietly { logUnsatisfiable(failure, breaking: nil) }
      } catch {
        // The general path replaces them all.
        return false
      }
    }
    return true
  }

  /// Whether `pin` is `variable == constant` for the variable with the id `id`, or, with
  /// `owner`, `variable − ownerVariable == constant` for the owner's variable with that id.
  private func isFramePin(_ pin: Constraint, on id: Int, following owner: Int? = nil) -> Bool {
    let terms = pin.expression.terms
    guard pin.relation == .equal, terms.count == (owner == nil ? 1 : 2),
      terms[0].variable.id == id, terms[0].coefficient == 1
    else { return false }
    guard let owner else { return true }
    return terms[1].variable.id == owner && terms[1].coefficient == -1
  }

  /// `updateContentSizeConstraints` for a view that holds its four intrinsic-size constraints
  /// and still has an intrinsic size in both dimensions, at the same priorities; false, having
  /// changed nothing, otherwise.
  ///
  /// Only the constants can have moved (a label's text changed): they are compared and updated
  /// without building the constraints `desiredContentSizeConstraints` would.
  func updateContentSizeInPlace(of view: UIView, _ registration: ItemRegistration) -> Bool {
    let installed = registration.contentSize
    guard installed.count == 4 else { return false }
    let size = view.intrinsicContentSize
    guard Self.isIntrinsicLength(size.width), Self.isIntrinsicLength(size.height) else {
      return false
    }
    let variables = view.layoutVariables
    let expected: [(id: Int, relation: Constraint.Relation, priority: UILayoutPriority)] = [
      (variables.width.id, .lessThanOrEqual, view.hugging.horizontal),
      (variables.width.id, .greaterThanOrEqual, view.compressionResistance.horizontal),
      (variables.height.id, .lessThanOrEqual, view.hugging.vertical),
      (variables.height.id, .greaterThanOrEqual, view.compressionResistance.vertical),
    ]
    for index in 0..<4 {
      let constraint = installed[index]
      let terms = constraint.expression.terms
      guard constraint.relation == expected[index].relation, terms.count == 1,
        terms[0].variable.id == expected[index].id, terms[0].coefficient == 1,
        constraint.strength == Self.strength(for: expected[index].priority)
      else { return false }
    }
    // Each is `variable <= value` or `variable >= value`: its constant is `0 - value`.
    let width = 0 - Double(size.width)
    let height = 0 - Double(size.height)
    return updateConstants(of: installed, to: [width, width, height, height])
  }
}
