import Foundation

// Implicit actions. CALayer.h, `actionForKey:`: the delegate's `actionForLayer:forKey:` (NSNull
// ends the search with no action, nil continues), then the `actions` dictionary, then the
// `style` dictionary's "actions" entry (and its own "style", recursively), then
// `+defaultActionForKey:`. The action is looked up before the property changes and run after it;
// nothing is looked up while the current transaction disables actions.

extension CALayer {
  func lookUpAction(forKey event: String) -> (any CAAction)? {
    if let delegate, let action = delegate.action(for: self, forKey: event) {
      return action is NSNull ? nil : action
    }
    if let action = actions?[event] { return action is NSNull ? nil : action }
    var style = self.style
    while let current = style {
      if let table = current["actions"] as? [String: Any], let found = table[event] {
        return found is NSNull ? nil : found as? any CAAction
      }
      style = current["style"] as? [AnyHashable: Any]
    }
    return Self.defaultAction(forKey: event)
  }

  /// Looks the action for `key` up before the property changes.
  func willChange(_ key: String) {
    let action =
      suppressesActions || CATransaction.disableActions() ? nil : self.action(forKey: key)
    pendingActions.append((key, action, action == nil ? nil : value(forKey: key)))
  }

  /// Runs the action looked up before the change.
  func didChange(_ key: String) {
    guard let index = pendingActions.lastIndex(where: { $0.key == key }) else { return }
    let pending = pendingActions.remove(at: index)
    if Self.needsDisplay(forKey: key) { setNeedsDisplay() }
    guard let action = pending.action else { return }
    action.run(forKey: key, object: self, arguments: nil)
    // An implicit animation with neither end set runs from the old model value to the new
    // (CABasicAnimation.h: "interpolates between the previous value of keyPath in the target
    // layer's presentation layer and the current value").
    if let added = animation(forKey: key) as? CABasicAnimation, added.fromValue == nil,
      added.toValue == nil, added.byValue == nil
    {
      added.implicitFromValue = pending.oldValue
    }
  }
}
