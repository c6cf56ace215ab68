import Foundation

/// The closure that makes a context menu from the system's suggested elements.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// The closure that makes the controller previewed above a context menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its preview and its menu, made when the menu opens.
@MainActor @preconcurrency
open class UIContextMenuConfiguration: NSObject {
  /// The configuration's identifier; a unique one (an `NSUUID`) when none is given.
  open private(set) var identifier: NSCopying
  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?

  public init(
    identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? NSUUID()
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// The menu the action provider makes from `suggestedActions`, deferred elements filled in.
  package func makeMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
    actionProvider?(suggestedActions)?.resolvingDeferredElements()
  }

  /// The controller the preview provider makes.
  package func makePreview() -> UIViewController? {
    previewProvider?()
  }
}
