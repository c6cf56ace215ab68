import Foundation

// Each anchor is made once and kept (`LayoutAnchorCache`): UIKit hands out the same object on
// every read.
extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.xAxis(&anchors.leading, self, .leading)
  }
  public var trailingAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.xAxis(&anchors.trailing, self, .trailing)
  }
  public var leftAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.xAxis(&anchors.left, self, .left)
  }
  public var rightAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.xAxis(&anchors.right, self, .right)
  }
  public var topAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.yAxis(&anchors.top, self, .top)
  }
  public var bottomAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.yAxis(&anchors.bottom, self, .bottom)
  }
  public var widthAnchor: NSLayoutDimension {
    let anchors = anchorCache
    return LayoutAnchorCache.dimension(&anchors.width, self, .width)
  }
  public var heightAnchor: NSLayoutDimension {
    let anchors = anchorCache
    return LayoutAnchorCache.dimension(&anchors.height, self, .height)
  }
  public var centerXAnchor: NSLayoutXAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.xAxis(&anchors.centerX, self, .centerX)
  }
  public var centerYAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.yAxis(&anchors.centerY, self, .centerY)
  }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.yAxis(&anchors.firstBaseline, self, .firstBaseline)
  }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    let anchors = anchorCache
    return LayoutAnchorCache.yAxis(&anchors.lastBaseline, self, .lastBaseline)
  }

  /// The view's anchors, the cache made on first use.
  var anchorCache: LayoutAnchorCache {
    if let cache = storedAnchorCache { return cache }
    let cache = LayoutAnchorCache()
    storedAnchorCache = cache
    return cache
  }
}
