import Foundation

// The layout cycle: `layoutIfNeeded` lays out the layer if marked, then its sublayers'
// subtrees, top-down; `layoutSublayers` asks the delegate (on iOS a view's `layoutSubviews`
// runs from its layer's `layoutSublayers`).

extension CALayer {
  func layoutTreeIfNeeded() {
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSublayers()
    }
    for sublayer in storedSublayers { sublayer.layoutIfNeeded() }
  }
}
