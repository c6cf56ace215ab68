import UIKit

extension DeviceHost {
  /// Long-presses the screen at `point` (window coordinates) and returns the context menu that
  /// opens, or nil when none does.
  ///
  /// A finger goes down at the point through the window, as `tap(at:)`'s does. The press opens
  /// the menu of the nearest view, from the touched view up through its superviews, that has a
  /// `UIContextMenuInteraction`: the interaction asks its delegate for the configuration at the
  /// point (in the view's coordinates), tells it the menu will show, and the menu takes the
  /// touch, which is cancelled (`touchesCancelled`, a control's `touchCancel`). The host's
  /// clock is not advanced. The menu stays open (`presentedMenu`) until an action is chosen
  /// (`chooseMenuAction(titled:)`) or `dismissMenu()`.
  @discardableResult
  public func longPressForContextMenu(at point: CGPoint) -> UIMenu? {
    let touch = UITouch()
    window.send(touch, .began, at: point)
    var view = touch.view
    var menu: UIMenu?
    while let candidate = view, menu == nil {
      if let interaction = candidate.contextMenuInteractions.first {
        menu = interaction.presentMenu(at: window.convert(point, to: candidate))
        break
      }
      view = candidate.superview
    }
    window.send(touch, menu == nil ? .ended : .cancelled, at: point)
    return menu
  }

  /// The context menu showing in the window, if any: the one a long press opened, or a
  /// control's opened by a tap (`showsMenuAsPrimaryAction`).
  public var presentedMenu: UIMenu? {
    presentingInteraction?.presentedMenu
  }

  /// Chooses the action titled `title` in the menu showing, or in its submenus, as a finger
  /// lifting on it would: the action's handler runs with the menu's view as its `sender`, then
  /// the menu closes (unless the action keeps it presented), telling the delegate.
  ///
  /// - Returns: Whether an enabled, visible action with that title was chosen.
  @discardableResult
  public func chooseMenuAction(titled title: String) -> Bool {
    guard let interaction = presentingInteraction, let menu = interaction.presentedMenu,
      let action = menu.firstAction(titled: title)
    else { return false }
    if !action.attributes.contains(.keepsMenuPresented) { interaction.endMenu() }
    action.perform(sender: interaction.view)
    return true
  }

  /// Closes the menu showing, telling its delegate.
  public func dismissMenu() {
    presentingInteraction?.endMenu()
  }

  private var presentingInteraction: UIContextMenuInteraction? {
    var pending: [UIView] = [window]
    while !pending.isEmpty {
      let view = pending.removeFirst()
      if let interaction = view.contextMenuInteractions.first(where: { $0.presentedMenu != nil }) {
        return interaction
      }
      pending.append(contentsOf: view.subviews)
    }
    return nil
  }
}

extension UIView {
  fileprivate var contextMenuInteractions: [UIContextMenuInteraction] {
    interactions.compactMap { $0 as? UIContextMenuInteraction }
  }
}

extension UIMenu {
  /// The first enabled, visible action titled `title`, depth first in menu order.
  fileprivate func firstAction(titled title: String) -> UIAction? {
    for child in children {
      if let menu = child as? UIMenu, let action = menu.firstAction(titled: title) {
        return action
      }
      if let action = child as? UIAction, action.title == title,
        action.attributes.isDisjoint(with: [.disabled, .hidden])
      {
        return action
      }
    }
    return nil
  }
}
