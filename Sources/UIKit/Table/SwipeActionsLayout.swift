import Foundation

/// Where the buttons of a row's or a list item's open swipe actions lie in its cell, and how far
/// the cell's content moves aside to show them.
///
/// Bezel's model: Apple publishes no widths. Each button is 74 points wide and as tall as the
/// cell; the first action is at the swiped edge and the others follow inward, side by side; the
/// content moves away from the swiped edge by the buttons' total width. iOS 13 and later put the
/// buttons in a `UISwipeActionPullView` beside the cell, inside a
/// `_UITableViewCellSwipeContainerView` (as apps that restyle the buttons walk the hierarchy,
/// e.g. `tableView.subviews` → `_UITableViewCellSwipeContainerView` → `UISwipeActionPullView` →
/// `UISwipeActionStandardButton`); Bezel keeps them in the cell, at the same place on screen.
struct SwipeActionsLayout {
  /// The width of one action's button.
  static let actionWidth: CGFloat = 74

  /// How many actions show.
  var count: Int
  /// Whether the buttons start at the cell's left edge: a leading swipe in left-to-right, a
  /// trailing one in right-to-left.
  var fromLeft: Bool

  init(count: Int, leading: Bool, direction: UIUserInterfaceLayoutDirection) {
    self.count = count
    self.fromLeft = leading != (direction == .rightToLeft)
  }

  /// The frame of the button of the action at `index` in a cell of `bounds`.
  func frame(at index: Int, in bounds: CGRect) -> CGRect {
    let width = Self.actionWidth
    let offset = CGFloat(index + 1) * width
    let x = fromLeft ? bounds.minX + offset - width : bounds.maxX - offset
    return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
  }

  /// How far the cell's content moves along x: away from the swiped edge by all the buttons.
  var contentOffset: CGFloat {
    (fromLeft ? 1 : -1) * CGFloat(count) * Self.actionWidth
  }
}
