import Foundation

/// A layout guide that UIKit moves, and that activates and deactivates constraints as it comes
/// near an edge of its view or moves away from it (UITrackingLayoutGuide.h, iOS 15).
///
/// Which edges a guide is near is the subclass's to say; a guide that never reaches an edge
/// activates none of the constraints that wait for it ("if a guide never gets to an edge, those
/// constraints will not be activated automatically").
@MainActor @preconcurrency
open class UITrackingLayoutGuide: UILayoutGuide {
  /// The tracked constraints: per edge set, whether they are active near it or away from it.
  private var tracked: [TrackedConstraints] = []

  /// Constraints to activate when the guide is near `edge` and deactivate when it moves away;
  /// an empty array deactivates those set before for that edge and stops tracking them.
  open func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) {
    setTracked(trackingConstraints, edge: edge, activeWhenNear: true)
  }

  /// The constraints set to be active when the guide is near `edge`.
  open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    tracked.first { $0.edge == edge && $0.activeWhenNear }?.constraints ?? []
  }

  /// Constraints to deactivate when the guide is near `edge` and activate when it moves away;
  /// an empty array stops tracking those set before for that edge.
  open func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) {
    setTracked(trackingConstraints, edge: edge, activeWhenNear: false)
  }

  /// The constraints set to be active when the guide is away from `edge`.
  open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    tracked.first { $0.edge == edge && !$0.activeWhenNear }?.constraints ?? []
  }

  /// Stops tracking every constraint, leaving each as it is.
  open func removeAllTrackedConstraints() {
    tracked = []
  }

  /// The edges of its view the guide is near now; nil while the guide tracks no edge.
  var nearEdges: NSDirectionalRectEdge? { nil }

  /// Activates and deactivates the tracked constraints for the edges the guide is near now.
  func applyTrackedConstraints() {
    guard let near = nearEdges else { return }
    var activating: [NSLayoutConstraint] = []
    var deactivating: [NSLayoutConstraint] = []
    for entry in tracked {
      let isNear = near.isSuperset(of: entry.edge)
      let isAway = near.isDisjoint(with: entry.edge)
      let active = entry.activeWhenNear ? isNear : isAway
      for constraint in entry.constraints where constraint.isActive != active {
        if active { activating.append(constraint) } else { deactivating.append(constraint) }
      }
    }
    // Those going out first, so that a pair that trades places never conflicts.
    NSLayoutConstraint.deactivate(deactivating)
    NSLayoutConstraint.activate(activating)
  }

  private func setTracked(
    _ constraints: [NSLayoutConstraint], edge: NSDirectionalRectEdge, activeWhenNear: Bool
  ) {
    if let index = tracked.firstIndex(where: {
      $0.edge == edge && $0.activeWhenNear == activeWhenNear
    }) {
      let old = tracked.remove(at: index)
      // "Sending nil will deactivate any currently active constraints associated with this
      // edge" (for near-edge constraints; away-from ones are only dropped).
      if activeWhenNear {
        let kept = old.constraints.filter { old in !constraints.contains { $0 === old } }
        NSLayoutConstraint.deactivate(kept.filter(\.isActive))
      }
    }
    guard !constraints.isEmpty else { return }
    tracked.append(
      TrackedConstraints(edge: edge, activeWhenNear: activeWhenNear, constraints: constraints))
    applyTrackedConstraints()
  }
}

/// Constraints a tracking guide switches with its edges.
private struct TrackedConstraints {
  var edge: NSDirectionalRectEdge
  var activeWhenNear: Bool
  var constraints: [NSLayoutConstraint]
}
