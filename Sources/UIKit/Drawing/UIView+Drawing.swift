@_spi(Bezel) import CoreGraphics
import Foundation

// Custom drawing. UIView.h, `drawRect:`: a view that overrides it draws its content into the
// current context when it is displayed; `setNeedsDisplay` marks it for the next display, which
// on iOS is the Core Animation commit at the end of the run-loop turn, after layout. Bezel has
// no run loop and no screen, so the moment it chooses is the end of a window's layout pass:
// `layoutIfNeeded()` on a view in a window lays out, then displays every layer in the window
// marked as needing display, top-down (CATransaction.flush() commits only animation state here,
// and it knows no layer tree; a layout pass is what every host already runs before it
// snapshots). A view outside any window is never displayed, as on iOS; `view.layer.display()`
// still draws it on demand.
//
// Display is Core Animation's: the backing layer makes a context of its bounds at its
// `contentsScale` (the window's screen scale), the view (its delegate) makes it current and calls
// `draw(_:)` with its bounds, and what was recorded becomes the layer's `contents`, a CGImage
// that keeps the drawing for snapshots. UIKit draws only views whose class overrides
// `drawRect:`; Swift on Linux cannot ask whether a method is overridden, so the base `draw(_:)`
// notes that it ran: a display that reached it and recorded nothing leaves no contents, as a
// view without `draw(_:)` has none. (An override that calls super and draws nothing also gets
// none, which looks the same.) A view entering a window is marked, so that a view that draws is
// drawn when it first appears; a bounds change marks it when its `contentMode` is `.redraw`.

extension UIView {
  /// Marks this view and its ancestors as leading to a layer that needs display.
  func markSubtreeNeedsDisplay() {
    var next: UIView? = self
    while let view = next, !view.subtreeNeedsDisplay {
      view.subtreeNeedsDisplay = true
      next = view.storedSuperview
    }
  }

  /// Runs `draw(_:)` for the backing layer with `ctx` current, its user space the bounds.
  func drawBackingLayer(_ layer: CALayer, in ctx: CGContext) {
    guard layer === storedLayer else { return }
    drawReachedBase = false
    UIGraphicsPushContext(ctx)
    draw(storedBounds)
    UIGraphicsPopContext()
    // Something recorded means the view drew, even if an override also called super.
    if drawReachedBase, !ctx.isEmptyRecording { drawReachedBase = false }
  }

  /// Displays the layers below this view that need it, top-down, at `scale` pixels per point.
  func displayMarkedSubtree(scale: CGFloat) {
    guard subtreeNeedsDisplay else { return }
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      view.subtreeNeedsDisplay = false
      let layer = view.storedLayer
      if layer.needsDisplay() {
        if layer.contentsScale != scale { layer.contentsScale = scale }
        layer.displayIfNeeded()
      }
      let subviews = view.storedSubviews
      var index = subviews.count
      while index > 0 {
        index -= 1
        if subviews[index].subtreeNeedsDisplay { stack.append(subviews[index]) }
      }
    }
  }

  func setContentMode(_ mode: ContentMode) {
    storedContentMode = mode
    // UIKit keeps the layer's gravity and redisplay flag in step with the mode.
    storedLayer.needsDisplayOnBoundsChange = mode == .redraw
    storedLayer.contentsGravity = mode.contentsGravity
  }

  /// Where the layer's drawn contents appear in the bounds, per `contentMode`; nil without
  /// drawn contents (Bezel's, for renderers).
  package var drawnContentsFrame: CGRect? {
    guard let image = storedLayer.contents as? CGImage else { return nil }
    let scale = storedLayer.contentsScale > 0 ? storedLayer.contentsScale : 1
    let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
    return storedContentMode.frame(ofContentSize: size, in: storedBounds)
  }
}

extension UIView.ContentMode {
  /// The layer gravity of the mode; the edges are those of UIKit's y-down bounds.
  var contentsGravity: CALayerContentsGravity {
    switch self {
    case .scaleToFill, .redraw: return .resize
    case .scaleAspectFit: return .resizeAspect
    case .scaleAspectFill: return .resizeAspectFill
    case .center: return .center
    case .top: return .top
    case .bottom: return .bottom
    case .left: return .left
    case .right: return .right
    case .topLeft: return .topLeft
    case .topRight: return .topRight
    case .bottomLeft: return .bottomLeft
    case .bottomRight: return .bottomRight
    }
  }

  /// Where content of `size` points is placed in `bounds` (UIView.h, `UIViewContentMode`).
  ///
  /// The scaling modes stretch or scale it about the centre; the others keep its size and pin
  /// it to the named edges, centring it along the others. The edges are absolute: they do not
  /// follow the layout direction.
  func frame(ofContentSize size: CGSize, in bounds: CGRect) -> CGRect {
    switch self {
    case .scaleToFill, .redraw: return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard size.width > 0, size.height > 0 else { return bounds }
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let factor = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let scaled = CGSize(width: size.width * factor, height: size.height * factor)
      return CGRect(
        x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
        width: scaled.width, height: scaled.height)
    default:
      let x: CGFloat
      switch self {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
      default: x = bounds.midX - size.width / 2
      }
      let y: CGFloat
      switch self {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
      default: y = bounds.midY - size.height / 2
      }
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }
}

extension CGContext {
  /// Whether nothing has been drawn into the context.
  fileprivate var isEmptyRecording: Bool { bezelOperations.isEmpty }
}
