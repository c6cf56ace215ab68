import Foundation

/// A view of a kind attached to an item or group through anchors, such as a badge
/// (NSCollectionLayoutSupplementaryItem.h).
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The default is 1, in front of the cells (Bezel's model: UIKit does not document the
  /// default; badges and pinned headers show in front of cells on iOS).
  open var zIndex = 1
  open private(set) var elementKind: String
  open private(set) var containerAnchor: NSCollectionLayoutAnchor
  open private(set) var itemAnchor: NSCollectionLayoutAnchor?

  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// The frame in a container frame (left to right): the container anchor's edges with its
  /// offset, less the item anchor's offset.
  func frame(in container: CGRect) -> CGRect {
    let size = layoutSize.resolved(in: container.size)
    var frame = containerAnchor.frame(of: size, in: container)
    if let itemAnchor {
      let dx =
        itemAnchor.isFractionalOffset ? itemAnchor.offset.x * size.width : itemAnchor.offset.x
      let dy =
        itemAnchor.isFractionalOffset ? itemAnchor.offset.y * size.height : itemAnchor.offset.y
      frame.origin.x -= dx
      frame.origin.y -= dy
    }
    return frame
  }
}
