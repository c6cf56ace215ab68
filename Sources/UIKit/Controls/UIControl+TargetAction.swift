import Foundation

/// One target–action pair or `UIAction` of a control, with the events it is sent for.
///
/// The control holds a target weakly ("the control does not retain the object in the target
/// parameter", `addTarget(_:action:for:)`); a pair whose target went away is never sent again.
/// It holds a `UIAction` strongly.
final class ControlActionEntry {
  weak var target: AnyObject?
  /// Whether the pair was added with a nil target, which sends up the responder chain.
  let hasNilTarget: Bool
  /// The pair's selector; nil for a `UIAction`.
  let selector: Selector?
  /// The entry's `UIAction`; nil for a target–action pair.
  var action: UIAction?
  var events: UIControl.Event

  init(target: AnyObject?, selector: Selector, events: UIControl.Event) {
    self.target = target
    self.hasNilTarget = target == nil
    self.selector = selector
    self.events = events
  }

  init(action: UIAction, events: UIControl.Event) {
    self.hasNilTarget = false
    self.selector = nil
    self.action = action
    self.events = events
  }

  /// Whether the entry is a target–action pair whose target went away.
  var isOrphaned: Bool { selector != nil && !hasNilTarget && target == nil }

  /// Whether the entry is a live target–action pair whose target is `target` (nil matching the
  /// pairs added with a nil target).
  func hasTarget(_ target: AnyObject?) -> Bool {
    guard selector != nil else { return false }
    guard let target else { return hasNilTarget }
    return self.target === target
  }
}

extension UIControl {
  func addTargetAction(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    actionEntries.removeAll { $0.isOrphaned }
    // "It is also safe to call this method multiple times with the same value for the target
    // and action parameters" (UIControl, addTarget(_:action:for:)): the pair is kept once.
    if let entry = actionEntries.first(where: { $0.hasTarget(object) && $0.selector == action }) {
      entry.events.formUnion(controlEvents)
    } else {
      actionEntries.append(
        ControlActionEntry(target: object, selector: action, events: controlEvents))
    }
  }

  func removeTargetAction(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    for entry in actionEntries {
      // "Specify nil to remove all targets paired with action", "nil to remove all action
      // methods paired with target" (UIControl, removeTarget(_:action:for:)).
      guard entry.selector != nil, object == nil || entry.hasTarget(object) else { continue }
      guard action == nil || entry.selector == action else { continue }
      entry.events.subtract(controlEvents)
    }
    actionEntries.removeAll { $0.events.isEmpty || $0.isOrphaned }
  }

  var targetsOfActions: Set<AnyHashable> {
    var targets: Set<AnyHashable> = []
    for entry in actionEntries where entry.selector != nil && !entry.isOrphaned {
      if entry.hasNilTarget {
        targets.insert(AnyHashable(NSNull()))
      } else if let target = entry.target {
        targets.insert(
          (target as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentity(target)))
      }
    }
    return targets
  }

  var eventsOfActions: Event {
    actionEntries.filter { !$0.isOrphaned }.reduce(Event()) { $0.union($1.events) }
  }

  func actionNames(forTarget target: Any?, controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names = actionEntries.filter {
      !$0.isOrphaned && $0.hasTarget(object) && !$0.events.isDisjoint(with: controlEvent)
    }.compactMap { $0.selector?.description }
    return names.isEmpty ? nil : names
  }

  /// Sends the actions whose events meet `controlEvents`, with `event`.
  ///
  /// The actions are those the control had when the send began, in the order they were added,
  /// as UIKit walks a copy of its list: an action that removes a target or action does not
  /// stop the send, and a pair removed mid-send is still sent this once; a target that went
  /// away is not.
  func sendActions(for controlEvents: Event, with event: UIEvent?) {
    let entries = actionEntries.filter { !$0.events.isDisjoint(with: controlEvents) }
    for entry in entries {
      if let action = entry.action {
        sendAction(action)
      } else if let selector = entry.selector, entry.hasNilTarget {
        sendAction(selector, to: nil, for: event)
      } else if let selector = entry.selector, let target = entry.target {
        sendAction(selector, to: target, for: event)
      }
    }
  }

  func enumerateActionEntries(
    _ iterator: (UIAction?, Any?, Selector?, Event, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var stop = ObjCBool(false)
    for entry in actionEntries where !entry.isOrphaned && !entry.events.isEmpty {
      iterator(entry.action, entry.target, entry.selector, entry.events, &stop)
      if stop.boolValue { return }
    }
  }

  func addControlAction(_ action: UIAction, for controlEvents: Event) {
    if let entry = actionEntries.first(where: { $0.action?.identifier == action.identifier }) {
      entry.action = action
      entry.events.formUnion(controlEvents)
    } else {
      actionEntries.append(ControlActionEntry(action: action, events: controlEvents))
    }
  }

  func removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
    for entry in actionEntries {
      guard let action = entry.action, matches(action) else { continue }
      entry.events.subtract(controlEvents)
    }
    actionEntries.removeAll { $0.events.isEmpty || $0.isOrphaned }
  }
}

/// An object compared by identity, for `allTargets` of a target that is not an `NSObject`.
struct ObjectIdentity: Hashable {
  let object: AnyObject

  init(_ object: AnyObject) {
    self.object = object
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }
}
