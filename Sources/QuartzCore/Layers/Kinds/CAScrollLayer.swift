import Foundation

/// A layer that shows part of its sublayers, scrolled by moving its bounds' origin.
open class CAScrollLayer: CALayer {
  /// The directions in which it scrolls (default `.both`).
  open var scrollMode: CAScrollLayerScrollMode = .both

  /// Scrolls so that `p` is the bounds' origin, along the axes `scrollMode` allows.
  open func scroll(to p: CGPoint) {
    var origin = bounds.origin
    if scrollMode == .horizontally || scrollMode == .both { origin.x = p.x }
    if scrollMode == .vertically || scrollMode == .both { origin.y = p.y }
    bounds.origin = origin
  }

  /// Scrolls the least amount that makes `r` visible.
  open func scroll(to r: CGRect) {
    var origin = bounds.origin
    let size = bounds.size
    if r.maxX > origin.x + size.width { origin.x = r.maxX - size.width }
    if r.minX < origin.x { origin.x = r.minX }
    if r.maxY > origin.y + size.height { origin.y = r.maxY - size.height }
    if r.minY < origin.y { origin.y = r.minY }
    scroll(to: origin)
  }

  /// A scroll layer with CAScrollLayer.h's defaults.
  public override init() { super.init() }

  /// A copy of `layer`, its scroll mode included.
  public override init(layer: Any) {
    super.init(layer: layer)
    if let source = layer as? CAScrollLayer { scrollMode = source.scrollMode }
  }

  /// A scroll layer from an archive; Bezel reads none and gives the defaults.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func makePresentationCopy() -> CALayer { CAScrollLayer(layer: self) }
}
