import Foundation

// Each anchor is made once and kept (`LayoutAnchorCache`): UIKit hands out the same object on
// every read.
extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.leading, NSLayoutXAxisAnchor(layoutItem: self, attribute: .leading))
  }
  public var trailingAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.trailing, NSLayoutXAxisAnchor(layoutItem: self, attribute: .trailing))
  }
  public var leftAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.left, NSLayoutXAxisAnchor(layoutItem: self, attribute: .left))
  }
  public var rightAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.right, NSLayoutXAxisAnchor(layoutItem: self, attribute: .right))
  }
  public var topAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.top, NSLayoutYAxisAnchor(layoutItem: self, attribute: .top))
  }
  public var bottomAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.bottom, NSLayoutYAxisAnchor(layoutItem: self, attribute: .bottom))
  }
  public var widthAnchor: NSLayoutDimension {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.width, NSLayoutDimension(layoutItem: self, attribute: .width))
  }
  public var heightAnchor: NSLayoutDimension {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.height, NSLayoutDimension(layoutItem: self, attribute: .height))
  }
  public var centerXAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.centerX, NSLayoutXAxisAnchor(layoutItem: self, attribute: .centerX))
  }
  public var centerYAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.centerY, NSLayoutYAxisAnchor(layoutItem: self, attribute: .centerY))
  }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.firstBaseline, NSLayoutYAxisAnchor(layoutItem: self, attribute: .firstBaseline))
  }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.cached(
      &anchors.lastBaseline, NSLayoutYAxisAnchor(layoutItem: self, attribute: .lastBaseline))
  }
}
