import Foundation

extension UITableViewCell {
  /// Where a cell is in a drag (UITableViewCell.h raw values).
  public enum DragState: Int, Sendable {
    case none = 0
    case lifting = 1
    case dragging = 2
  }
}

extension UICollectionViewCell {
  /// Where a cell is in a drag (UICollectionViewCell.h raw values).
  public enum DragState: Int, Sendable {
    case none = 0
    case lifting = 1
    case dragging = 2
  }
}
