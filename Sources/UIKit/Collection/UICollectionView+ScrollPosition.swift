import Foundation

extension UICollectionView {
  /// Where in the visible area scrolling brings an item: at most one vertical and one
  /// horizontal position (UICollectionView.h raw values); `[]` leaves both axes as they are.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The work of `scrollToItem(at:at:animated:)`.
  ///
  /// UIKit raises `NSInternalInconsistencyException` for an item out of range; Bezel reports
  /// UIKit's message and does not scroll.
  func performScrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    let sections = numberOfSections
    guard indexPath.count == 2, (0..<sections).contains(indexPath.section) else {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "Attempted to scroll the collection view to an out-of-bounds section "
          + "(\(indexPath.count == 2 ? indexPath.section : 0)) when there are only \(sections) "
          + "sections.")
      return
    }
    let items = numberOfItems(inSection: indexPath.section)
    guard (0..<items).contains(indexPath.item),
      let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    else {
      UIKitDiagnostics.raise(
        "NSInternalInconsistencyException",
        "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) "
          + "when there are only \(items) items in section \(indexPath.section).")
      return
    }
    setContentOffset(contentOffset(bringing: frame, to: position), animated: animated)
  }

  /// The content offset that puts `frame` at `position` in the visible area (the bounds less
  /// the adjusted content inset), clamped to the scrollable range; an axis without a position
  /// keeps its offset (Bezel's model for `[]`).
  func contentOffset(bringing frame: CGRect, to position: ScrollPosition) -> CGPoint {
    let inset = adjustedContentInset
    let size = bounds.size
    var offset = contentOffset
    if position.contains(.top) {
      offset.y = frame.minY - inset.top
    } else if position.contains(.centeredVertically) {
      offset.y = frame.midY - inset.top - (size.height - inset.top - inset.bottom) / 2
    } else if position.contains(.bottom) {
      offset.y = frame.maxY - size.height + inset.bottom
    }
    if position.contains(.left) {
      offset.x = frame.minX - inset.left
    } else if position.contains(.centeredHorizontally) {
      offset.x = frame.midX - inset.left - (size.width - inset.left - inset.right) / 2
    } else if position.contains(.right) {
      offset.x = frame.maxX - size.width + inset.right
    }
    let maxX = max(contentSize.width + inset.right - size.width, -inset.left)
    let maxY = max(contentSize.height + inset.bottom - size.height, -inset.top)
    offset.x = min(max(offset.x, -inset.left), maxX)
    offset.y = min(max(offset.y, -inset.top), maxY)
    return offset
  }
}
