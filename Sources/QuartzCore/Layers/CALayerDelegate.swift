import Foundation

/// Methods an object implements to draw, lay out and supply actions for a layer.
///
/// Apple's requirements are optional Objective-C methods; Swift on Linux has none, so each has a
/// default implementation that does what Core Animation does when the delegate does not
/// implement it. Not main-actor isolated, as in Apple's SDK.
public protocol CALayerDelegate: NSObjectProtocol {
  /// Displays the layer; the default draws it through `draw(in:)`, as Core Animation does when
  /// the delegate does not implement this method.
  func display(_ layer: CALayer)
  /// Draws the layer's content into `ctx`; the default draws nothing.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Tells the delegate that the layer is about to draw; the default does nothing.
  func layerWillDraw(_ layer: CALayer)
  /// Lays out the layer's sublayers; the default does nothing.
  func layoutSublayers(of layer: CALayer)
  /// The action for `event`; nil (the default) lets the search continue, `NSNull` ends it.
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
  /// Draws the layer through `draw(in:)`.
  public func display(_ layer: CALayer) { layer.drawContents() }
  /// Draws nothing.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Does nothing.
  public func layerWillDraw(_ layer: CALayer) {}
  /// Does nothing.
  public func layoutSublayers(of layer: CALayer) {}
  /// Nil: the search continues with the layer's `actions`.
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
