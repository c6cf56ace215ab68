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
    perform { contextMenu(at: point) }
  }

  private func contextMenu(at point: CGPoint) -> UIMenu? {
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
    presentingInteraction?.presentedMenu ?? window.context.barItemMenu?.menu
  }

  /// Chooses the action or command titled `title` in the menu showing, or in its submenus, as
  /// a finger lifting on it would.
  ///
  /// The menu closes (unless the element keeps it presented), telling the delegate; then an
  /// action's handler runs with the menu's view as its `sender`, or a command's selector goes
  /// up the responder chain from that view (`UIApplication.sendAction(_:to:from:for:)`).
  ///
  /// - Returns: Whether an enabled, visible element with that title was chosen.
  @discardableResult
  public func chooseMenuAction(titled title: String) -> Bool {
    perform { choose(titled: title) }
  }

  private func choose(titled title: String) -> Bool {
    if presentingInteraction == nil, let (item, menu) = window.context.barItemMenu {
      return choose(titled: title, inMenuOf: item, menu)
    }
    guard let interaction = presentingInteraction, let menu = interaction.presentedMenu,
      let element = menu.firstChoosable(titled: title)
    else { return false }
    if !element.attributes.contains(.keepsMenuPresented) { interaction.endMenu() }
    if let action = element.element as? UIAction {
      action.perform(sender: interaction.view)
    } else if let command = element.element as? UICommand {
      UIApplication.shared.sendAction(command.action, to: nil, from: interaction.view, for: nil)
    }
    return true
  }

  /// Closes the menu showing, telling its delegate.
  public func dismissMenu() {
    perform {
      presentingInteraction?.endMenu()
      window.context.barItemMenu = nil
    }
  }

  /// Chooses in the menu a bar button item shows: it closes (unless the element keeps it
  /// presented), then an action runs with the item as its sender, or a command goes along the
  /// responder chain from the window's first responder.
  private func choose(titled title: String, inMenuOf item: UIBarButtonItem, _ menu: UIMenu) -> Bool
  {
    guard let element = menu.firstChoosable(titled: title) else { return false }
    if !element.attributes.contains(.keepsMenuPresented) { window.context.barItemMenu = nil }
    if let action = element.element as? UIAction {
      action.perform(sender: item)
    } else if let command = element.element as? UICommand {
      UIApplication.shared.sendAction(command.action, to: nil, from: window, for: nil)
    }
    return true
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
  /// The first enabled, visible action or command titled `title`, depth first in menu order,
  /// with its attributes.
  fileprivate func firstChoosable(
    titled title: String
  ) -> (element: UIMenuElement, attributes: UIMenuElement.Attributes)? {
    for child in children {
      if let menu = child as? UIMenu, let found = menu.firstChoosable(titled: title) {
        return found
      }
      let attributes =
        (child as? UIAction)?.attributes ?? (child as? UICommand)?.attributes ?? [.disabled]
      if child.title == title, attributes.isDisjoint(with: [.disabled, .hidden]) {
        return (child, attributes)
      }
    }
    return nil
  }
}
