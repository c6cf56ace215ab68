import Foundation

/// An interaction that shows a context menu when its view is long-pressed.
///
/// Nothing is pressed on Linux: Bezel's driver (`DeviceHost.longPressForContextMenu(at:)`)
/// asks the delegate for the configuration at the pressed point, as UIKit does when the press
/// begins, and returns the menu that would show.
@MainActor @preconcurrency
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// The object that gives the menu.
  open private(set) weak var delegate: UIContextMenuInteractionDelegate?
  /// The view the interaction is on.
  open private(set) weak var view: UIView?
  /// Where the last menu was asked for, in the view's coordinates.
  var lastLocation: CGPoint = .zero
  /// The configuration of the menu showing, if any.
  package private(set) var presentedConfiguration: UIContextMenuConfiguration?
  /// The menu showing, if any.
  package private(set) var presentedMenu: UIMenu?

  public init(delegate: UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  open func willMove(to view: UIView?) {}

  open func didMove(to view: UIView?) {
    self.view = view
  }

  /// Where the interaction's touch is, in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view, let view, own !== view else { return lastLocation }
    return own.convert(lastLocation, to: view)
  }

  /// Dismisses the menu showing, telling the delegate it ends.
  open func dismissMenu() {
    endMenu()
  }

  /// Ends the menu showing, telling the delegate.
  package func endMenu() {
    guard let configuration = presentedConfiguration else { return }
    presentedConfiguration = nil
    presentedMenu = nil
    delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
  }

  /// Opens the menu at `location` (in the view's coordinates), as a long press does.
  ///
  /// Asks the delegate for the configuration, makes the menu from its action provider (a
  /// configuration without a menu shows none here, as Bezel shows no preview), tells the
  /// delegate the menu will show, and returns the menu. Nothing happens while a menu shows.
  package func presentMenu(at location: CGPoint) -> UIMenu? {
    guard let delegate, presentedConfiguration == nil else { return nil }
    lastLocation = location
    guard
      let configuration = delegate.contextMenuInteraction(
        self, configurationForMenuAtLocation: location)
    else { return nil }
    guard let menu = configuration.makeMenu() else { return nil }
    presentedConfiguration = configuration
    presentedMenu = menu
    delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
    return menu
  }
}

/// The object that gives a context-menu interaction its menu and hears it show and end.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The configuration of the menu to show at `location`, or nil to show none.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Called when the menu is about to show.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?)
  /// Called when the menu is about to go.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?)
}

extension UIContextMenuInteractionDelegate {
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {}
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {}
}

/// The animator of a context menu's appearance or disappearance.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
  /// The controller previewed above the menu.
  var previewViewController: UIViewController? { get }
  /// Adds animations to run alongside the menu's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a closure to run when the menu's animations end.
  func addCompletion(_ completion: @escaping () -> Void)
}
