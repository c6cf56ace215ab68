import Foundation

// Drawing into the current context (`UIGraphicsGetCurrentContext()`). `fill()` and `stroke()`
// save the graphics state before drawing and restore it after ("This method automatically saves
// the current graphics state prior to drawing and restores that state when it is done"), so the
// path's attributes, blend mode and alpha do not outlive the call; `fill()` uses
// `usesEvenOddFillRule` and closes open subpaths, as filling does. `addClip()` changes the
// context's clip and saves nothing. Without a current context, Core Graphics logs the call on
// an invalid (null) context and nothing is drawn.

extension UIBezierPath {
  /// The rule the path fills and clips with.
  var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

  func paint(fill: Bool, blendMode: CGBlendMode?, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else {
      CoreGraphicsLog.log(UIBezierPath.invalidContextMessage("CGContextSaveGState"))
      return
    }
    context.saveGState()
    if let blendMode {
      context.setBlendMode(blendMode)
      context.setAlpha(alpha)
    }
    context.setFlatness(flatness)
    context.addPath(storage)
    if fill {
      context.fillPath(using: fillRule)
    } else {
      context.setLineWidth(lineWidth)
      context.setLineCap(lineCapStyle)
      context.setLineJoin(lineJoinStyle)
      context.setMiterLimit(miterLimit)
      context.setLineDash(phase: dashPhase, lengths: dashLengths)
      context.strokePath()
    }
    context.restoreGState()
  }

  func clipCurrentContext() {
    guard let context = UIGraphicsGetCurrentContext() else {
      CoreGraphicsLog.log(UIBezierPath.invalidContextMessage("CGContextAddPath"))
      return
    }
    context.addPath(storage)
    context.clip(using: fillRule)
  }

  /// Core Graphics' message for a call on a null context.
  static func invalidContextMessage(_ function: String) -> String {
    "\(function): invalid context 0x0. If you want to see the backtrace, please set "
      + "CG_CONTEXT_SHOW_BACKTRACE environmental variable."
  }

  func setDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard phase.isFinite else { return }
    guard let pattern, count > 0 else {
      dashLengths = []
      dashPhase = phase
      return
    }
    let lengths = Array(UnsafeBufferPointer(start: pattern, count: count))
    guard lengths.allSatisfy(\.isFinite) else { return }
    dashLengths = lengths
    dashPhase = phase
  }

  func getDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern {
      for (index, length) in dashLengths.enumerated() { pattern[index] = length }
    }
    count?.pointee = dashLengths.count
    phase?.pointee = dashPhase
  }
}
