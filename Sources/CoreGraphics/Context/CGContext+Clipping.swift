import Foundation

// The clip is the intersection of every region clipped to since the state was saved, each a path
// in device space with its fill rule; it is part of the graphics state, so `restoreGState`
// restores it. `boundingBoxOfClipPath` is in user space: the intersection of the regions'
// bounding boxes (control points included, as its documentation says) with the bitmap's bounds.

extension CGContext {
  /// Intersects the clip with the current path filled with `rule`, then clears the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    defer { beginPath() }
    state.clip.append(
      BezelClipRegion(path: CGPath(elements: currentPath.elements), rule: rule))
  }

  /// Intersects the clip with `rect`.
  public func clip(to rect: CGRect) {
    clip(to: [rect])
  }

  /// Intersects the clip with the union of `rects`.
  public func clip(to rects: [CGRect]) {
    let path = CGPath(elements: [])
    for rect in rects where rect.isUsable {
      path.appendRect(rect, state.ctm)
    }
    state.clip.append(BezelClipRegion(path: path, rule: .winding))
  }

  /// Removes the clip (CoreGraphics' private `CGContextResetClip`, public in Swift).
  public func resetClip() {
    state.clip = []
  }

  /// The bounding box of the clip, in user space.
  public var boundingBoxOfClipPath: CGRect {
    var box = CGRect(x: 0, y: 0, width: width, height: height)
    for region in state.clip {
      box = box.intersection(region.path.boundingBox)
      if box.isNull { return .null }
    }
    return box.applying(state.ctm.inverted())
  }
}
