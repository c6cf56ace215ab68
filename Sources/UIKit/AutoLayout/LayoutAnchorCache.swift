import Foundation

/// The anchors a view or guide has handed out, one object per attribute.
///
/// UIKit hands out the same anchor object every time an item's anchor is read
/// (`view.topAnchor === view.topAnchor`), and clients' tests compare anchors by identity: a
/// proxy that stored `view.safeAreaLayoutGuide.leadingAnchor` expects the next read to be that
/// object. The item holds the cache, made at its first anchor; an anchor holds its item's link,
/// never the item, so the two make no cycle.
@MainActor
final class LayoutAnchorCache {
  @exclusivity(unchecked) var leading: NSLayoutXAxisAnchor?
  @exclusivity(unchecked) var trailing: NSLayoutXAxisAnchor?
  @exclusivity(unchecked) var left: NSLayoutXAxisAnchor?
  @exclusivity(unchecked) var right: NSLayoutXAxisAnchor?
  @exclusivity(unchecked) var centerX: NSLayoutXAxisAnchor?
  @exclusivity(unchecked) var top: NSLayoutYAxisAnchor?
  @exclusivity(unchecked) var bottom: NSLayoutYAxisAnchor?
  @exclusivity(unchecked) var centerY: NSLayoutYAxisAnchor?
  @exclusivity(unchecked) var firstBaseline: NSLayoutYAxisAnchor?
  @exclusivity(unchecked) var lastBaseline: NSLayoutYAxisAnchor?
  @exclusivity(unchecked) var width: NSLayoutDimension?
  @exclusivity(unchecked) var height: NSLayoutDimension?

  /// The anchor kept in `slot`, made by `make` on first use.
  @inline(__always)
  static func cached<Anchor: AnyObject>(
    _ slot: inout Anchor?, _ make: @autoclosure () -> Anchor
  ) -> Anchor {
    if let anchor = slot { return anchor }
    let anchor = make()
    slot = anchor
    return anchor
  }
}

/// An item that keeps its anchors: a view or a layout guide.
@MainActor
protocol AnchorCaching: AnyObject {
  var storedAnchorCache: LayoutAnchorCache? { get set }
}

extension AnchorCaching {
  /// The item's anchors, the cache made on first use.
  var anchorCache: LayoutAnchorCache {
    if let cache = storedAnchorCache { return cache }
    let cache = LayoutAnchorCache()
    storedAnchorCache = cache
    return cache
  }
}

extension UIView: AnchorCaching {}
extension UILayoutGuide: AnchorCaching {}
