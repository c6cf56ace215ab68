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

  /// The item's x-axis anchor of `attribute`, made on first use and kept in `slot`.
  @inline(__always)
  static func xAxis(
    _ slot: inout NSLayoutXAxisAnchor?, _ item: any LayoutItem,
    _ attribute: NSLayoutConstraint.Attribute
  ) -> NSLayoutXAxisAnchor {
    if let anchor = slot { return anchor }
    let anchor = NSLayoutXAxisAnchor(layoutItem: item, attribute: attribute)
    slot = anchor
    return anchor
  }

  /// The item's y-axis anchor of `attribute`, made on first use and kept in `slot`.
  @inline(__always)
  static func yAxis(
    _ slot: inout NSLayoutYAxisAnchor?, _ item: any LayoutItem,
    _ attribute: NSLayoutConstraint.Attribute
  ) -> NSLayoutYAxisAnchor {
    if let anchor = slot { return anchor }
    let anchor = NSLayoutYAxisAnchor(layoutItem: item, attribute: attribute)
    slot = anchor
    return anchor
  }

  /// The item's dimension of `attribute`, made on first use and kept in `slot`.
  @inline(__always)
  static func dimension(
    _ slot: inout NSLayoutDimension?, _ item: any LayoutItem,
    _ attribute: NSLayoutConstraint.Attribute
  ) -> NSLayoutDimension {
    if let anchor = slot { return anchor }
    let anchor = NSLayoutDimension(layoutItem: item, attribute: attribute)
    slot = anchor
    return anchor
  }
}
