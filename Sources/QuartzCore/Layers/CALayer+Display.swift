import Foundation

// The display cycle: CALayer.h's `display` "calls the delegate's `displayLayer:` if it
// implements it, else creates a context and calls `drawInContext:`"; the context's size is the
// bounds' size times `contentsScale`, and what is drawn becomes `contents`.

extension CALayer {
  /// `setNeedsDisplay()`: marks the layer, and tells its owner, so that a view's display finds
  /// it.
  func markNeedsDisplay() {
    needsDisplayFlag = true
    geometryOwner?.layerDidRequestDisplay(self)
  }

  func performDisplay() {
    needsDisplayFlag = false
    if let delegate { delegate.display(self) } else { drawContents() }
  }

  /// Draws the layer into a new context through `draw(in:)` and makes it the contents.
  package func drawContents() {
    needsDisplayFlag = false
    delegate?.layerWillDraw(self)
    // A bitmap of at most 2^24 pixels a side, as CGContext allows: larger (or non-finite)
    // bounds make no context and keep the contents, where a conversion to Int would trap.
    let limit = CGFloat(1 << 24)
    let pixelWidth = (bounds.width * contentsScale).rounded(.up)
    let pixelHeight = (bounds.height * contentsScale).rounded(.up)
    guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth <= limit, pixelHeight <= limit else {
      return
    }
    let width = Int(pixelWidth)
    let height = Int(pixelHeight)
    guard let space = CGColorSpace(name: CGColorSpace.sRGB),
      let context = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: space, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return }
    // Core Animation's context draws in the layer's coordinates at its scale.
    context.scaleBy(x: contentsScale, y: contentsScale)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    draw(in: context)
    contents = geometryOwner?.layerKeepsDrawnContents(self) == false ? nil : context.makeImage()
  }

  /// Draws the tree into `ctx`: each visible layer's content then its sublayers, in order.
  func renderTree(in ctx: CGContext) {
    guard !isHidden else { return }
    ctx.saveGState()
    draw(in: ctx)
    for sublayer in storedSublayers {
      ctx.saveGState()
      let m = sublayer.transformToSuperlayer
      if CATransform3DIsAffine(m) { ctx.concatenate(CATransform3DGetAffineTransform(m)) }
      sublayer.renderTree(in: ctx)
      ctx.restoreGState()
    }
    ctx.restoreGState()
  }
}
