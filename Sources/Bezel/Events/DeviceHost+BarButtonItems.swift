import UIKit

extension DeviceHost {
  /// Taps `item`, a bar button item of a controller shown in the host's window (its navigation
  /// item's or its toolbar items), as a finger tapping its button in the bar would, and returns
  /// the menu the tap opens, if any.
  ///
  /// As UIKit does (UIBarButtonItem.h): a disabled item, or one showing a custom view (whose
  /// view takes the touch: tap it with `tap(at:)`), does nothing; else the item's
  /// `primaryAction` runs with the item as its sender, or its `action` goes to its `target`
  /// (along the responder chain from the window's first responder when the target is nil), or
  /// its own action runs (`editButtonItem`'s); an item with none of these opens its `menu`,
  /// which stays open (`presentedMenu`) until `chooseMenuAction(titled:)` or `dismissMenu()`.
  @discardableResult
  public func tap(_ item: UIBarButtonItem) -> UIMenu? {
    perform {
      guard isShown(item, as: "tap(_:)") else { return nil }
      return present(item.performTap(in: window), of: item)
    }
  }

  /// Long-presses `item`: an item whose tap performs an action opens its `menu` this way
  /// (UIBarButtonItem.h); returns the menu that opens, if any.
  @discardableResult
  public func longPress(_ item: UIBarButtonItem) -> UIMenu? {
    perform {
      guard isShown(item, as: "longPress(_:)") else { return nil }
      return present(item.performLongPress(), of: item)
    }
  }

  /// Keeps `menu`, when there is one, as the menu showing from `item`.
  private func present(_ menu: UIMenu?, of item: UIBarButtonItem) -> UIMenu? {
    if let menu { window.context.barItemMenu = (item, menu) }
    return menu
  }

  /// Whether `item` belongs to a controller in the window; logs and answers false otherwise.
  private func isShown(_ item: UIBarButtonItem, as driver: String) -> Bool {
    var pending = [window.rootViewController].compactMap { $0 }
    while !pending.isEmpty {
      let controller = pending.removeFirst()
      let navigationItem = controller.navigationItem
      let items =
        (navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? [])
        + (controller.toolbarItems ?? [])
      if items.contains(where: { $0 === item }) { return true }
      pending += controller.children
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    let message = UIKitDiagnostics.Message(
      kind: .log,
      text: "Bezel: \(driver) was given a bar button item that no controller in the host's "
        + "window shows; nothing was tapped")
    (WindowContext.currentDiagnostics ?? UIKitDiagnostics.handler)(message)
    return false
  }
}
