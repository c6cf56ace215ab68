import Foundation

// The layout cycle. CALayer.h, `layoutIfNeeded`: "the layer's super layers are traversed until
// a ancestor layer is found that does not require layout. Then layout is performed on the
// entire layer-tree beneath that ancestor." A layer marked as needing layout marks its
// ancestors as having a subtree that does, and a pass descends only along those marks, so
// that it visits only what changed. `layoutSublayers` asks the delegate (on iOS a view's
// `layoutSubviews` runs from its layer's `layoutSublayers`).

extension CALayer {
  /// `setNeedsLayout()`: a view's layer gives the mark to the view, whose layout pass lays the
  /// layer out; another layer marks itself.
  func requestLayout() {
    if let owner = geometryOwner, owner.layerSetNeedsLayout(self) { return }
    markNeedsLayout()
  }

  /// Marks the layer as needing layout, and its ancestors as leading to it.
  func markNeedsLayout() {
    // A view's layer: the view marks itself for the changes it makes, and its pass lays out.
    if let owner = geometryOwner, owner.layerNeedsLayout(self) != nil { return }
    needsLayoutFlag = true
    var current = storedSuperlayer
    while let layer = current, !layer.subtreeNeedsLayoutFlag {
      layer.subtreeNeedsLayoutFlag = true
      // A view's layer: the view's layout pass takes the mark from here, as Core Animation's
      // one pass lays out a view's plain sublayers with the view.
      if let owner = layer.geometryOwner {
        owner.layerSublayerNeedsLayout(layer)
        return
      }
      current = layer.storedSuperlayer
    }
  }

  /// Lays out the marked plain sublayers of a view's layer, and clears its mark; the view's
  /// layout pass calls it after the view's `layoutSubviews`, which may have resized them.
  package func layOutMarkedPlainSublayers() {
    guard subtreeNeedsLayoutFlag else { return }
    subtreeNeedsLayoutFlag = false
    for sublayer in storedSublayers
    where sublayer.geometryOwner == nil
      && (sublayer.needsLayoutFlag || sublayer.subtreeNeedsLayoutFlag)
    {
      sublayer.layOutMarkedSubtree()
    }
  }

  func layoutTreeIfNeeded() {
    if let owner = geometryOwner, owner.layerLayoutIfNeeded(self) { return }
    var top: CALayer = self
    while let parent = top.storedSuperlayer, parent.needsLayoutFlag { top = parent }
    top.layOutMarkedSubtree()
  }

  /// Lays the layer out if marked, then each marked sublayer's subtree, in order.
  func layOutMarkedSubtree() {
    CoreAnimationContext.current.layoutVisits += 1
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSublayers()
    }
    guard subtreeNeedsLayoutFlag else { return }
    subtreeNeedsLayoutFlag = false
    for sublayer in storedSublayers
    where sublayer.needsLayoutFlag || sublayer.subtreeNeedsLayoutFlag {
      sublayer.layOutMarkedSubtree()
    }
  }
}
