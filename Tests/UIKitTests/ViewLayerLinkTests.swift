import Testing
import UIKit

/// The link between a view and its layer: a layer can outlive the view (code that kept
/// `view.layer`), and then has no delegate (CALayer.h: `delegate` is weak) and works as a layer
/// of its own; layout runs from the layer's `layoutSublayers` to the view's
/// `layoutSublayers(of:)` (UIView.h).
@MainActor
struct ViewLayerLinkTests {
  @Test func aLayerKeptAfterItsViewIsFreedHasNoDelegate() {
    weak var weakView: UIView?
    let layer: CALayer
    do {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      layer = view.layer
      weakView = view
    }
    #expect(weakView == nil)
    #expect(layer.delegate == nil)
  }

  @Test func aLayerKeptAfterItsViewIsFreedIsLaidOutAndMovedAsAPlainLayer() {
    let layer: CALayer
    do { layer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layer }
    layer.setNeedsLayout()
    #expect(layer.needsLayout())
    layer.layoutIfNeeded()
    #expect(!layer.needsLayout())
    // The frame (20, 30, 40, 50) puts the centre at (20 + 40/2, 30 + 50/2) = (40, 55).
    layer.frame = CGRect(x: 20, y: 30, width: 40, height: 50)
    #expect(layer.position == CGPoint(x: 40, y: 55))
    layer.isHidden = true
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    #expect(layer.bounds.size == CGSize(width: 40, height: 50))
  }

  @Test func aSubviewsLayerKeptAfterTheTreeIsFreedHasNoSuperlayer() {
    weak var weakRoot: UIView?
    let layer: CALayer
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      root.addSubview(child)
      root.layoutIfNeeded()
      layer = child.layer
      weakRoot = root
    }
    #expect(weakRoot == nil)
    #expect(layer.superlayer == nil && layer.delegate == nil)
    // With no superlayer, the layer's own coordinates are its root's.
    #expect(layer.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
  }

  @Test func anotherDelegateOnAViewsLayerIsHeldWeaklyAndTheViewCanBeSetBack() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    do {
      let other = LayerDelegateStub()
      view.layer.delegate = other
      #expect(view.layer.delegate === other)
    }
    #expect(view.layer.delegate == nil)
    view.layer.delegate = view
    #expect(view.layer.delegate === view)
  }

  @Test func aViewsLayerWithAnotherDelegateStillMovesTheView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let other = LayerDelegateStub()
    view.layer.delegate = other
    view.layer.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
    #expect(view.frame == CGRect(x: 5, y: 5, width: 30, height: 30))
  }

  @Test func aLayoutPassRunsTheViewsOverrideOfLayoutSublayersOf() {
    let view = SublayerLayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.layerLayouts == 1 && view.subviewLayouts == 1)
  }

  @Test func aLayoutPassRunsLayoutSubviewsThroughAShapeLayer() {
    let view = ShapeLayerCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.layer is CAShapeLayer)
    #expect(view.subviewLayouts == 1)
  }
}

/// Counts the layout of its layer's sublayers and of its subviews.
private class SublayerLayoutCountingView: UIView {
  var layerLayouts = 0
  var subviewLayouts = 0
  override func layoutSublayers(of layer: CALayer) {
    layerLayouts += 1
    super.layoutSublayers(of: layer)
  }
  override func layoutSubviews() {
    super.layoutSubviews()
    subviewLayouts += 1
  }
}

/// Backed by a shape layer, and counts the layout of its subviews.
private final class ShapeLayerCountingView: SublayerLayoutCountingView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// A layer delegate that implements nothing.
final class LayerDelegateStub: NSObject, CALayerDelegate {}
