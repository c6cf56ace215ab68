import Foundation

/// A header or footer of a section or of the whole layout, on one of its edges
/// (NSCollectionLayoutBoundarySupplementaryItem.h).
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Whether the section grows to hold the item (default true); else it overlaps the content.
  open var extendsBoundary = true
  /// Whether the item stays in the visible bounds while its section is in them (default false).
  open var pinToVisibleBounds = false
  open private(set) var alignment: NSRectAlignment
  open private(set) var offset: CGPoint

  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset offset: CGPoint
  ) {
    self.alignment = alignment
    self.offset = offset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges), itemAnchor: nil)
  }
}

extension NSRectAlignment {
  /// The edges the alignment names.
  var edges: NSDirectionalRectEdge {
    switch self {
    case .none: return []
    case .top: return .top
    case .topLeading: return [.top, .leading]
    case .leading: return .leading
    case .bottomLeading: return [.bottom, .leading]
    case .bottom: return .bottom
    case .bottomTrailing: return [.bottom, .trailing]
    case .trailing: return .trailing
    case .topTrailing: return [.top, .trailing]
    }
  }
}
