import Foundation

// What a tap on a bar button item does (UIBarButtonItem.h): "When primaryAction is non-nil,
// the target & action properties are ignored"; the menu is presented by "the gesture used to
// trigger the menu … based on if the bar button item would normally trigger an action when
// tapped" — a tap when the item has no action, a long press otherwise. A custom-view item's
// touches go to its view, not to the item.
extension UIBarButtonItem {
  /// An item with a title that sends `action` to `target` when tapped.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// An item with an image that sends `action` to `target` when tapped.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// One of the system's items, sending `action` to `target` when tapped.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(systemItem: systemItem)
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// A plain item with a title, an image, the action a tap performs and a menu (iOS 14); the
  /// action's title and image take the place of `title` and `image` (Apple's documentation).
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
    // An initializer's own assignment does not run `primaryAction`'s observer.
    adoptTitleAndImage(of: primaryAction)
  }

  /// A plain item with a title, an image, a target and action, and a menu (iOS 16).
  public convenience init(
    title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.target = target
    self.action = action
    self.menu = menu
  }

  /// Gives the item `action`'s title and image, unless the action is nil or the item is a
  /// system item (UIBarButtonItem.h, `primaryAction`); an action without a title or an image
  /// leaves the item's (a model: UIKit documents only the case where the action has them).
  func adoptTitleAndImage(of action: UIAction?) {
    guard let action, systemItem == nil else { return }
    if !action.title.isEmpty { title = action.title }
    if let actionImage = action.image { image = actionImage }
  }

  /// Whether a tap on the item performs an action of its own rather than showing its menu.
  var tapPerformsAction: Bool {
    primaryAction != nil || action != nil || defaultAction != nil
  }

  /// Handles a tap on the item in `window`, as the bar does: a disabled or custom-view item
  /// does nothing; else the primary action runs with the item as its sender, or `action` goes
  /// to `target` (along the responder chain from the window's first responder when nil), or
  /// the item's own action runs (an edit button's); an item with none of these shows its menu.
  ///
  /// - Returns: The menu the tap shows, if any.
  package func performTap(in window: UIWindow?) -> UIMenu? {
    guard isEnabled, customView == nil else { return nil }
    if let primaryAction {
      primaryAction.perform(sender: self)
    } else if let action {
      sendAction(action, in: window)
    } else if let defaultAction {
      defaultAction(self)
    } else {
      return menu
    }
    return nil
  }

  /// Handles a long press on the item: it shows its menu when a tap performs an action.
  package func performLongPress() -> UIMenu? {
    guard isEnabled, customView == nil, tapPerformsAction else { return nil }
    return menu
  }

  /// Sends `action` to `target`, or along the responder chain from `window`'s first responder
  /// (else the window) when the target is nil, with the item as the sender.
  private func sendAction(_ action: Selector, in window: UIWindow?) {
    if let target {
      SelectorDispatch.send(action, to: target, sender: self, event: nil)
      return
    }
    let start: UIResponder? = window?.storedFirstResponder ?? window
    guard let receiver = start?.target(forAction: action, withSender: self) else { return }
    SelectorDispatch.send(action, to: receiver as AnyObject, sender: self, event: nil)
  }
}
