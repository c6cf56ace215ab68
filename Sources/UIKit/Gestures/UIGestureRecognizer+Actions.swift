import Foundation

/// One action of a recognizer: a selector sent to a target, or a handler UIKit installs itself.
struct GestureAction {
  /// The target, held weakly as UIKit holds a recognizer's targets.
  weak var target: AnyObject?
  /// The selector, or nil for a handler.
  let action: Selector?
  let handler: ((UIGestureRecognizer) -> Void)?
}

extension UIGestureRecognizer {
  /// Adds `handler`, called with the recognizer as its actions are sent; for UIKit's own views
  /// (a scroll view's pan) and Bezel's closure form, which need no selector.
  package func addActionHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
    actionEntries.append(GestureAction(target: nil, action: nil, handler: handler))
  }

  func addActionEntry(target: Any, action: Selector) {
    let object = target as AnyObject
    actionEntries.removeAll { $0.handler == nil && $0.target == nil }
    guard !actionEntries.contains(where: { $0.target === object && $0.action == action }) else {
      return
    }
    actionEntries.append(GestureAction(target: object, action: action, handler: nil))
  }

  func removeActionEntries(target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    actionEntries.removeAll { entry in
      guard entry.handler == nil else { return false }
      let targetMatches = object == nil || entry.target === object
      let actionMatches = action == nil || entry.action == action
      return targetMatches && actionMatches
    }
  }

  /// Sends every action, in the order they were added, with the recognizer as sender.
  ///
  /// The list is copied first: an action that removes a target does not stop the others of
  /// this round (UIKit sends to the targets it had when the state changed).
  func sendActions() {
    for entry in actionEntries {
      if let handler = entry.handler {
        handler(self)
      } else if let target = entry.target, let action = entry.action {
        SelectorDispatch.send(action, to: target, sender: self, event: nil)
      }
    }
  }
}
