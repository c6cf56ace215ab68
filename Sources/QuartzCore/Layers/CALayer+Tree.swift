import Foundation

// The layer tree. Adding a layer that has a superlayer moves it (CALayer.h: `addSublayer:`
// "Appends the layer to the receiver's sublayers array", and a layer has one superlayer). A
// layer's link to its superlayer is unowned: whatever takes a layer out of its superlayer's
// sublayers here clears the link, and a superlayer clears its sublayers' links when it is freed.

extension CALayer {
  /// Whether `layer` is this layer or one of its ancestors (a superlayer, or the layer masked).
  func isSelfOrAncestor(_ layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.storedSuperlayer ?? candidate.maskOwner
    }
    return false
  }

  /// Refuses a layer that would make the tree a cycle; returns whether it did.
  ///
  /// Core Animation does not document adding a layer to itself or to a descendant, and the
  /// result is a tree that never ends; Bezel refuses the call and reports it.
  func refusesCycle(_ layer: CALayer, _ method: String) -> Bool {
    guard isSelfOrAncestor(layer) else { return false }
    CoreAnimationLog.raise(
      "NSInvalidArgumentException",
      "-[CALayer \(method)]: a layer cannot be added to itself or to one of its descendants")
    return true
  }

  func insert(_ layer: CALayer, atIndex idx: UInt32) {
    // `insertSublayer:atIndex:` inserts as into an array; an index past the end appends, so
    // that misuse never breaks the tree (reported, as an array would raise).
    let count = storedSublayers.count
    if Int(idx) > count {
      CoreAnimationLog.raise(
        "NSRangeException",
        "-[CALayer insertSublayer:atIndex:]: index \(idx) beyond bounds [0 .. \(count)]; appended")
    }
    insert(layer, at: min(Int(idx), count), method: "insertSublayer:atIndex:")
  }

  func insert(_ layer: CALayer, at index: Int, method: String = "addSublayer:") {
    guard !refusesCycle(layer, method) else { return }
    willChange("sublayers")
    var index = index
    if layer.storedSuperlayer === self, let old = storedSublayers.firstIndex(of: layer) {
      storedSublayers.remove(at: old)
      if old < index { index -= 1 }
    } else {
      layer.detachFromSuperlayer()
    }
    storedSublayers.insert(layer, at: min(max(index, 0), storedSublayers.count))
    layer.storedSuperlayer = self
    markNeedsLayout()
    didChange("sublayers")
  }

  func insert(_ layer: CALayer, relativeTo sibling: CALayer?, above: Bool) {
    let method = above ? "insertSublayer:above:" : "insertSublayer:below:"
    // A nil sibling puts the layer at the front (above) or the back (below) of the sublayers.
    guard let sibling else {
      insert(layer, at: above ? storedSublayers.count : 0, method: method)
      return
    }
    guard sibling.storedSuperlayer === self, sibling !== layer else {
      CoreAnimationLog.raise(
        "NSInvalidArgumentException", "-[CALayer \(method)]: sibling layer is not a sublayer")
      return
    }
    guard !refusesCycle(layer, method) else { return }
    if layer.storedSuperlayer === self, let old = storedSublayers.firstIndex(of: layer) {
      storedSublayers.remove(at: old)
      layer.storedSuperlayer = nil
    }
    let siblingIndex = storedSublayers.firstIndex(of: sibling) ?? storedSublayers.count
    insert(layer, at: above ? siblingIndex + 1 : siblingIndex, method: method)
  }

  func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard oldLayer.storedSuperlayer === self,
      let index = storedSublayers.firstIndex(of: oldLayer)
    else {
      CoreAnimationLog.raise(
        "NSInvalidArgumentException",
        "-[CALayer replaceSublayer:with:]: the layer to replace is not a sublayer")
      return
    }
    guard oldLayer !== newLayer else { return }
    guard !refusesCycle(newLayer, "replaceSublayer:with:") else { return }
    oldLayer.detachFromSuperlayer()
    insert(newLayer, at: index, method: "replaceSublayer:with:")
  }

  func replaceAllSublayers(with layers: [CALayer]) {
    for layer in storedSublayers { layer.storedSuperlayer = nil }
    storedSublayers = []
    for layer in layers { insert(layer, at: storedSublayers.count, method: "setSublayers:") }
  }

  func detachFromSuperlayer() {
    if let owner = maskOwner {
      owner.storedMask = nil
      maskOwner = nil
      return
    }
    guard let parent = storedSuperlayer else { return }
    parent.willChange("sublayers")
    parent.storedSublayers.removeAll { $0 === self }
    storedSuperlayer = nil
    parent.markNeedsLayout()
    parent.didChange("sublayers")
  }

  /// Puts `layer` just below `sibling` (on top when nil) for the owning view's hierarchy.
  ///
  /// The view has refused cycles, denies implicit actions outside animation blocks and marks
  /// its own layout, so none of that is done again here: a deep hierarchy is built in linear
  /// time.
  package func placeSublayerFromOwner(_ layer: CALayer, below sibling: CALayer?) {
    if layer.maskOwner != nil { layer.detachFromSuperlayer() }
    if let parent = layer.storedSuperlayer {
      if let index = parent.storedSublayers.lastIndex(where: { $0 === layer }) {
        parent.storedSublayers.remove(at: index)
      }
      layer.storedSuperlayer = nil
    }
    var index = storedSublayers.count
    if let sibling, let found = storedSublayers.lastIndex(where: { $0 === sibling }) {
      index = found
    }
    // Appending, the usual case, is cheaper than the general insertion.
    if index == storedSublayers.count {
      storedSublayers.append(layer)
    } else {
      storedSublayers.insert(layer, at: index)
    }
    layer.storedSuperlayer = self
  }

  /// Removes the layer from its superlayer for the owning view's hierarchy (see
  /// `placeSublayerFromOwner`).
  package func removeFromSuperlayerFromOwner() {
    guard let parent = storedSuperlayer else { return }
    if let index = parent.storedSublayers.lastIndex(where: { $0 === self }) {
      parent.storedSublayers.remove(at: index)
    }
    storedSuperlayer = nil
  }

  func setMask(_ newMask: CALayer?) {
    guard newMask !== storedMask else { return }
    if let newMask {
      guard !refusesCycle(newMask, "setMask:") else { return }
      newMask.detachFromSuperlayer()
    }
    willChange("mask")
    storedMask?.maskOwner = nil
    storedMask = newMask
    newMask?.maskOwner = self
    didChange("mask")
  }
}
