import Foundation

extension UIView {
  /// The constraints installed on this view, in the order they were activated.
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// Activates the constraint on this view (the legacy API: the view must hold every item the
  /// constraint mentions).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.activateOne(on: self)
  }

  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      constraint.activateOne(on: self)
    }
  }

  /// Deactivates the constraint if it is installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.container === self else { return }
    constraint.isActive = false
  }

  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      removeConstraint(constraint)
    }
  }

  /// The guides added with `addLayoutGuide(_:)`.
  public var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if layoutGuide.owningView === self { return }
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    storedLayoutGuides.append(layoutGuide)
  }

  /// Removes the guide, deactivating the constraints that mention it.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    for constraint in layoutGuide.referencingConstraints {
      constraint.deactivateOne()
    }
    layoutGuide.registration?.engine?.unregister(layoutGuide)
    storedLayoutGuides.removeAll(identicalTo: layoutGuide)
    layoutGuide.owningView = nil
  }

  func setTranslatesAutoresizingMask(_ value: Bool) {
    guard value != storedTranslatesAutoresizingMask else { return }
    storedTranslatesAutoresizingMask = value
    storedSuperview?.subviewKinds = nil
    if let registration { registration.engine?.updatePins(of: self) }
    storedSuperview?.needsLayoutFlag = true
  }
}
