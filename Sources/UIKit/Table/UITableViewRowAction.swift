import Foundation

/// A button a row shows when swiped from its trailing edge (UITableView.h, iOS 8; deprecated in
/// iOS 13 for `UIContextualAction`).
@available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use UIContextualAction")
@MainActor @preconcurrency
open class UITableViewRowAction: NSObject {
  /// The button's look (UITableView.h: `UITableViewRowActionStyleDefault` 0,
  /// `Destructive` = `Default`, `Normal` 1).
  public enum Style: Int, Sendable {
    case `default` = 0
    case normal = 1
    /// The same as `default` (UITableView.h).
    public static var destructive: Style { .default }
  }

  public let style: Style
  open var title: String?
  open var backgroundColor: UIColor?
  open var backgroundEffect: UIVisualEffect?
  let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void

  /// An action with a style, a title and the handler UIKit calls with the row's index path.
  public init(
    style: Style, title: String?,
    handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void
  ) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}
