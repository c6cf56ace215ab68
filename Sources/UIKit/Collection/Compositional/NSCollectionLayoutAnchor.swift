import Foundation

/// Where a supplementary item attaches to its item or group: the container's edges it aligns
/// with, moved by an offset in points or in fractions of the supplementary item's own size
/// (NSCollectionLayoutAnchor.h; WWDC 2019 session 215's badge: edges top and trailing,
/// fractional offset (0.3, −0.3)).
@MainActor @preconcurrency
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
  open private(set) var edges: NSDirectionalRectEdge
  open private(set) var offset: CGPoint
  open private(set) var isAbsoluteOffset: Bool
  open private(set) var isFractionalOffset: Bool

  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, absoluteOffset: .zero)
  }

  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    offset = absoluteOffset
    isAbsoluteOffset = true
    isFractionalOffset = false
    super.init()
  }

  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    offset = fractionalOffset
    isAbsoluteOffset = false
    isFractionalOffset = true
    super.init()
  }

  /// The frame of an item of `size` anchored in `container`, left to right: on the edges
  /// named, centred on an axis whose edges are both or neither named, then moved by the offset.
  func frame(of size: CGSize, in container: CGRect) -> CGRect {
    var x = container.midX - size.width / 2
    var y = container.midY - size.height / 2
    let leading = edges.contains(.leading)
    let trailing = edges.contains(.trailing)
    if leading != trailing { x = leading ? container.minX : container.maxX - size.width }
    let top = edges.contains(.top)
    let bottom = edges.contains(.bottom)
    if top != bottom { y = top ? container.minY : container.maxY - size.height }
    let dx = isFractionalOffset ? offset.x * size.width : offset.x
    let dy = isFractionalOffset ? offset.y * size.height : offset.y
    return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }
}
