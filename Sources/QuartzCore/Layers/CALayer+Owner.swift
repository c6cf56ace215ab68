import Foundation

// The link from a layer to the view that owns it. A view and its layer are made and freed
// together, and the view is its layer's delegate and geometry owner; a weak reference to the
// view would give it a side table and cost an atomic load on every use. The layer keeps the
// view unowned instead, and the view unlinks itself in its `deinit`, so that a layer kept after
// its view (code that held on to `view.layer`) has no owner and a nil delegate. A delegate that
// is not the owner is held weakly, as `delegate` is documented (CALayer.h: `delegate` is weak).

extension CALayer {
  /// The object told when the layer's bounds, position, anchor point or transform change: the
  /// view that owns the layer, which keeps no copy of its geometry (`LayerGeometryOwner`).
  package var geometryOwner: (any LayerGeometryOwner)? { ownerLink }

  /// Makes `owner` the layer's geometry owner and `delegate` its delegate: one object, held
  /// unowned, which must call `releaseOwner()` before it is freed (in its `deinit`).
  package func adoptOwner(_ owner: any LayerGeometryOwner, delegate: any CALayerDelegate) {
    ownerLink = owner
    ownerDelegate = delegate
    delegateIsOwner = true
    storedExtras?.delegate = nil
  }

  /// Unlinks the owner: the layer has no geometry owner, and no delegate if the owner was it.
  package func releaseOwner() {
    ownerLink = nil
    ownerDelegate = nil
    delegateIsOwner = false
  }

  /// Whether `layoutSublayers()` would only ask the owner to lay out.
  ///
  /// True for a plain `CALayer` (no override) whose delegate is its owner: the owner can then
  /// lay itself out directly, as the call through the layer would.
  package var layoutSublayersOnlyAsksOwner: Bool {
    delegateIsOwner && type(of: self) == CALayer.self
  }

  /// `delegate`'s setter: the owner is kept as the owner is; another object weakly.
  func setDelegate(_ newValue: (any CALayerDelegate)?) {
    if let newValue, let owner = ownerDelegate, newValue === owner {
      delegateIsOwner = true
      storedExtras?.delegate = nil
      return
    }
    delegateIsOwner = false
    if newValue != nil || storedExtras != nil { writableExtras.delegate = newValue }
  }

  /// `isHidden`'s observer: runs the action, and tells the owner when the value changed.
  func hiddenDidChange(from oldValue: Bool) {
    didChange("hidden")
    if isHidden != oldValue { geometryOwner?.layerHiddenDidChange(self) }
  }
}
