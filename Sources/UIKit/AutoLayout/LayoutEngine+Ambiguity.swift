internal import BezelSolver

/// What is left undetermined on one axis of an ambiguous layout, in the terms Interface Builder
/// uses ("Need constraints for: X position or width").
package enum LayoutAxisAmbiguity: Sendable, Equatable {
  /// The position moves while the size stays: "X position" (or "Y position").
  case position
  /// The size changes while the position stays: "width" (or "height").
  case size
  /// Each moves on its own: "X position, width".
  case positionAndSize
  /// Neither moves alone, but the two move together, so either would fix it: "X position or
  /// width".
  case positionOrSize
}

extension LayoutEngine {
  /// What is undetermined of the item's frame along `axis`, or nil when it is determined.
  ///
  /// Each variable is pushed by a constraint weaker than any UIKit priority, with the other
  /// held by one slightly stronger (still weaker than any priority); a variable that moves is
  /// not determined by the constraints.
  func ambiguity(of item: any LayoutItem, axis: NSLayoutConstraint.Axis) -> LayoutAxisAmbiguity? {
    let variables = item.layoutVariables
    let position = axis == .horizontal ? variables.minX : variables.minY
    let size = axis == .horizontal ? variables.width : variables.height
    let positionMoves = moves(position, holding: size)
    let sizeMoves = moves(size, holding: position)
    switch (positionMoves, sizeMoves) {
    case (true, true): return .positionAndSize
    case (true, false): return .position
    case (false, true): return .size
    case (false, false):
      return moves(position, holding: nil) || moves(size, holding: nil) ? .positionOrSize : nil
    }
  }

  private func moves(_ variable: Variable, holding held: Variable?) -> Bool {
    var hold: Constraint?
    if let held {
      let constraint = (held == solver.value(of: held)).withStrength(Strength(1e-2))
      if (try? solver.addConstraint(constraint)) != nil { hold = constraint }
    }
    defer { if let hold { try? solver.removeConstraint(hold) } }
    return freeDirection(of: variable) != nil
  }
}

extension UIView {
  /// What is undetermined of the view's frame on each axis, for Bezel's layout checks; nil on
  /// both axes when the layout is not ambiguous or the view is not laid out by constraints.
  package var layoutAmbiguity: (horizontal: LayoutAxisAmbiguity?, vertical: LayoutAxisAmbiguity?) {
    guard let engine = LayoutEngine.existing(for: self), engine.isRegistered(self) else {
      return (nil, nil)
    }
    return (
      engine.ambiguity(of: self, axis: .horizontal), engine.ambiguity(of: self, axis: .vertical)
    )
  }
}
