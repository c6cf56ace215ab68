import Foundation

/// The actions a row shows when swiped from one edge (UISwipeActionsConfiguration.h, iOS 11):
/// the first action is nearest the edge.
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action (default true).
  open var performsFirstActionWithFullSwipe = true

  /// A configuration with `actions`, the first nearest the swiped edge.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
