import Foundation

// Hit testing: CALayer.h's `hitTest:` "Returns the farthest descendant of the receiver in the
// layer hierarchy (including itself) that contains point 'p'", `p` in the superlayer's
// coordinates. Hidden layers are skipped; a layer that masks to its bounds hides what its
// sublayers have outside them; sublayers are tried front to back: higher zPosition first, then
// later in the array first.

extension CALayer {
  func deepestLayer(containing p: CGPoint) -> CALayer? {
    guard !isHidden else { return nil }
    let local = pointFromSuperlayer(p)
    let inside = contains(local)
    if masksToBounds, !inside { return nil }
    let order = storedSublayers.indices.sorted { a, b in
      let za = storedSublayers[a].zPosition
      let zb = storedSublayers[b].zPosition
      return za != zb ? za > zb : a > b
    }
    for index in order {
      if let hit = storedSublayers[index].hitTest(local) { return hit }
    }
    return inside ? self : nil
  }
}
