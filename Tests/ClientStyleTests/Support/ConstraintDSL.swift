import UIKit

// The key of the constraints the DSL installed on an item, by attribute. Libraries key their
// associated objects with the address of a global like this one.
nonisolated(unsafe) private var installedConstraintsKey: UInt8 = 0

/// The DSL's entry point on a view or a guide: `view.pin.makeConstraints { … }`.
@MainActor
struct ConstraintDSL {
  let item: ConstraintItem

  /// The constraints made with `makeConstraints`, by the attribute of the item they constrain,
  /// in the order they were made.
  var installed: [NSLayoutConstraint.Attribute: [LayoutConstraint]] {
    get {
      objc_getAssociatedObject(item, &installedConstraintsKey)
        as? [NSLayoutConstraint.Attribute: [LayoutConstraint]] ?? [:]
    }
    nonmutating set {
      objc_setAssociatedObject(
        item, &installedConstraintsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// The attributes constrained by the DSL.
  var constrainedAttributes: Set<NSLayoutConstraint.Attribute> { Set(installed.keys) }

  /// Makes and activates the constraints the closure describes, and remembers them.
  @discardableResult
  func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
    item.prepareForConstraints()
    let maker = ConstraintMaker(item: item)
    closure(maker)
    NSLayoutConstraint.activate(maker.constraints)
    var installed = self.installed
    for constraint in maker.constraints {
      installed[constraint.firstAttribute, default: []].append(constraint)
    }
    self.installed = installed
    return maker.constraints
  }

  /// Deactivates every constraint the DSL made on the item.
  func removeConstraints() {
    NSLayoutConstraint.deactivate(installed.values.flatMap { $0 })
    installed = [:]
  }
}

extension ConstraintItem {
  /// The constraint DSL for this item.
  var pin: ConstraintDSL { ConstraintDSL(item: self) }
}
