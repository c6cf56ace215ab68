import Foundation

// The backing layer. UIView.h, `layer`: "The view's Core Animation layer used for rendering";
// the view is its delegate, and the layer holds the view's geometry: bounds, position (the
// view's center), anchor point and transform are stored there once, and the view's accessors
// read them. A change made on the layer reaches the view through `LayerGeometryOwner`, so that
// `view.layer.frame = r` has the effects of `view.frame = r`.

extension UIView: @MainActor CALayerDelegate, @MainActor LayerGeometryOwner {
  /// The bounds, read from the backing layer.
  var storedBounds: CGRect { storedLayer.geometryBounds }
  /// The center, the backing layer's position.
  var storedCenter: CGPoint { storedLayer.geometryPosition }
  /// The transform, the affine part of the backing layer's.
  var storedTransform: CGAffineTransform { storedLayer.geometryAffineTransform }

  /// Whether the view is hidden: its layer's `isHidden`, one value.
  var storedIsHidden: Bool { storedLayer.isHidden }

  /// A layer of `layerClass`.
  ///
  /// Swift constructs a class from a metatype only through a required initializer, and
  /// `CALayer.init()` is not required (as in Apple's SDK), so Bezel makes Core Animation's own
  /// classes by name and reports a subclass it cannot make, giving its nearest known ancestor.
  static func makeBackingLayer(_ layerClass: AnyClass) -> CALayer {
    // Nearly every view has a plain layer: made before the table of the others is.
    if layerClass == CALayer.self { return CALayer() }
    let known: [(AnyClass, () -> CALayer)] = [
      (CAShapeLayer.self, CAShapeLayer.init), (CAGradientLayer.self, CAGradientLayer.init),
      (CATextLayer.self, CATextLayer.init), (CAReplicatorLayer.self, CAReplicatorLayer.init),
      (CATransformLayer.self, CATransformLayer.init), (CAScrollLayer.self, CAScrollLayer.init),
      (CAEmitterLayer.self, CAEmitterLayer.init),
    ]
    if let entry = known.first(where: { $0.0 == layerClass }) { return entry.1() }
    guard let layerType = layerClass as? CALayer.Type else {
      UIKitDiagnostics.raise(
        "NSInvalidArgumentException", "layerClass \(layerClass) is not a subclass of CALayer")
      return CALayer()
    }
    UIKitDiagnostics.raise(
      "NSInternalInconsistencyException",
      "Bezel cannot construct \(layerType) from its class on Linux; the view is backed by its "
        + "nearest Core Animation superclass")
    return known.first { layerType.isSubclass(of: $0.0) }?.1() ?? CALayer()
  }

  /// Puts the layer of the subview at `index` in `storedSubviews` among the backing layer's
  /// sublayers: just below the next subview's layer, or on top when it is the last subview.
  ///
  /// A view's layer's superlayer is its superview's layer, in subview order; layers added
  /// directly with `addSublayer(_:)` keep their places between them, and `addSubview(_:)` puts
  /// the new layer above them as `addSublayer(_:)` would (UIView.h, `subviews`).
  func placeSublayer(of subview: UIView, at index: Int) {
    let layer = subview.storedLayer
    if index + 1 < storedSubviews.count {
      let next = storedSubviews[index + 1].storedLayer
      if next.superlayer === storedLayer, next !== layer {
        storedLayer.placeSublayerFromOwner(layer, below: next)
        return
      }
    }
    storedLayer.placeSublayerFromOwner(layer, below: nil)
  }

  /// Makes the view its layer's delegate and the owner of its geometry; the layer holds it
  /// unowned, and the view's `deinit` unlinks it (`CALayer+Owner.swift`).
  func adoptLayer() {
    storedLayer.adoptOwner(self, delegate: self)
  }

  /// Inside an animation block, an action that animates the change; else `NSNull`: no
  /// implicit animation outside a block (UIView.h, `actionForLayer:forKey:`).
  func viewAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    guard layer === storedLayer else { return nil }
    if let block = ViewAnimationBlock.current, let action = block.action(for: layer, forKey: event)
    {
      return action
    }
    return NSNull()
  }

  /// Runs `layoutSubviews` for the backing layer (UIView.h: a view's layout runs from its
  /// layer's `layoutSublayers`).
  func layOutFromLayer(_ layer: CALayer) {
    guard layer === storedLayer else { return }
    layoutSubviews()
  }

  /// `view.layer.setNeedsLayout()` is `view.setNeedsLayout()`: one mark, the view's, so that
  /// the view's layout pass lays the layer out once (CALayer.h, `setNeedsLayout`).
  package func layerSetNeedsLayout(_ layer: CALayer) -> Bool {
    guard layer === storedLayer else { return false }
    needsLayoutFlag = true
    return true
  }

  /// `view.layer.layoutIfNeeded()` is `view.layoutIfNeeded()`.
  package func layerLayoutIfNeeded(_ layer: CALayer) -> Bool {
    guard layer === storedLayer else { return false }
    layoutIfNeeded()
    return true
  }

  /// A plain sublayer marked for layout: the view's next pass visits the view, and lays the
  /// sublayer out after the view's `layoutSubviews` (`UIView+LayoutPass.swift`).
  package func layerSublayerNeedsLayout(_ layer: CALayer) {
    guard layer === storedLayer else { return }
    markSubtreeNeedsLayout()
  }

  /// The view's mark answers `view.layer.needsLayout()`.
  package func layerNeedsLayout(_ layer: CALayer) -> Bool? {
    layer === storedLayer ? storedNeedsLayout : nil
  }

  /// `view.layer.setNeedsDisplay()` marks the view's ancestors, so that the next display
  /// finds it.
  package func layerDidRequestDisplay(_ layer: CALayer) {
    guard layer === storedLayer else { return }
    markSubtreeNeedsDisplay()
  }

  /// A view keeps what it drew unless its class draws nothing of its own; the base
  /// `draw(_:)`'s note is used up, so that it never outlives the display it was made in.
  package func layerKeepsDrawnContents(_ layer: CALayer) -> Bool {
    guard layer === storedLayer else { return true }
    defer { drawReachedBase = false }
    return !drawReachedBase
  }

  /// A change made on the layer has the effects of the same change made on the view.
  package func layerGeometryDidChange(_ layer: CALayer, from old: LayerGeometry) {
    guard layer === storedLayer else { return }
    geometryDidChange(oldSize: old.bounds.size)
  }
}
