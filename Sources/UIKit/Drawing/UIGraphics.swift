import Foundation

// UIGraphics.h: the stack of current graphics contexts, one per thread ("This function may be
// called from any thread of your app"), kept in `ThreadFacts`. `UIGraphicsPushContext` makes a
// context current and `UIGraphicsPopContext` restores the previous one; the image-context
// functions push a bitmap context (y-down, its CTM scaled by the scale so that the caller draws
// in points) and make images of what it recorded. Popping or ending with nothing to pop leaves
// the stack as it was and is reported (UIKit publishes no text for these; Bezel says what
// happened).

/// The graphics context that drawing goes to: the one made current last on this thread, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  ThreadFacts.current.graphicsContexts.last?.context
}

/// Makes `context` the current graphics context, keeping the previous one to restore.
public func UIGraphicsPushContext(_ context: CGContext) {
  ThreadFacts.current.graphicsContexts.append(
    ThreadFacts.GraphicsEntry(context: context, imageScale: nil))
}

/// Restores the graphics context that was current before the last push.
public func UIGraphicsPopContext() {
  let facts = ThreadFacts.current
  guard facts.graphicsContexts.popLast() != nil else {
    facts.report(
      UIKitDiagnostics.Message(
        kind: .log,
        text: "UIGraphicsPopContext() called with no current graphics context; ignored."))
    return
  }
}

/// Pushes a bitmap context of `size` points at scale 1, transparent (`opaque` false).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Pushes a bitmap context of `size` points at `scale` pixels per point; a scale of 0 is the
/// main screen's scale (`UIScreen.main.scale`).
///
/// A size or scale that gives no pixels pushes nothing and is reported with UIKit's text (iOS
/// 17 and later assert on it).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let facts = ThreadFacts.current
  let scale = scale == 0 ? facts.mainScreenScale : scale
  guard let context = ImageContextFactory.make(size: size, scale: scale, opaque: opaque) else {
    // UIKit's exception since iOS 17, as apps report it (for example indragiek/InAppViewDebugger
    // pull request 14): the size as NSStringFromCGSize writes it, and the bitmap info iOS
    // allocates, 32-bit little-endian with alpha first (0x2002) or skipped when opaque (0x2006).
    let bitmapInfo: UInt32 = opaque ? 0x2006 : 0x2002
    facts.report(
      UIKitDiagnostics.Message(
        kind: .exception(name: "NSInternalInconsistencyException"),
        text: "UIGraphicsBeginImageContext() failed to allocate CGBitampContext: "
          + String(
            format: "size={%.17g, %.17g}, scale=%f, bitmapInfo=%#x. ", Double(size.width),
            Double(size.height), Double(scale), bitmapInfo)
          + "Use UIGraphicsImageRenderer to avoid this assert."))
    return
  }
  facts.graphicsContexts.append(ThreadFacts.GraphicsEntry(context: context, imageScale: scale))
}

/// An image of what the current image context has recorded, or nil when the current context
/// was not made by `UIGraphicsBeginImageContext(_:)` or its variant.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let entry = ThreadFacts.current.graphicsContexts.last, let scale = entry.imageScale,
    let image = entry.context.makeImage()
  else { return nil }
  return UIImage(cgImage: image, scale: scale)
}

/// Removes the current image context from the stack.
///
/// Nothing is removed when the current context is not an image context.
public func UIGraphicsEndImageContext() {
  let facts = ThreadFacts.current
  guard let entry = facts.graphicsContexts.last, entry.imageScale != nil else {
    facts.report(
      UIKitDiagnostics.Message(
        kind: .log,
        text: "UIGraphicsEndImageContext() called when the current context is not an image "
          + "context; ignored."))
    return
  }
  facts.graphicsContexts.removeLast()
}

/// Makes the bitmap contexts of image contexts and image renderers.
enum ImageContextFactory {
  /// A context of `size` points at `scale`, in sRGB, its CTM scaled so that user space is in
  /// points with y down; nil when that is no pixel.
  static func make(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
    guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else { return nil }
    let width = (size.width * scale).rounded(.up)
    let height = (size.height * scale).rounded(.up)
    guard width >= 1, height >= 1, width <= CGFloat(1 << 24), height <= CGFloat(1 << 24),
      let space = CGColorSpace(name: CGColorSpace.sRGB)
    else { return nil }
    let alpha = opaque ? CGImageAlphaInfo.noneSkipLast : .premultipliedLast
    guard
      let context = CGContext(
        data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8, bytesPerRow: 0,
        space: space, bitmapInfo: alpha.rawValue)
    else { return nil }
    context.scaleBy(x: scale, y: scale)
    return context
  }
}
