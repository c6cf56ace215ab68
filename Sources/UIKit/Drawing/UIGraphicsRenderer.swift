import Foundation

// UIGraphicsRenderer.h: the base classes of the image (and, on iOS, PDF) renderers. A renderer
// keeps a copy of its format with the renderer's bounds; its context offers rectangle fills,
// strokes and clips on the Core Graphics context it wraps ("You don't create instances of
// UIGraphicsRendererContext yourself"). Not main-actor isolated, as in Apple's SDK: renderers
// draw on any thread.

/// The configuration of a graphics renderer's contexts.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
  /// The bounds of the renderer's contexts, set by the renderer.
  open var bounds: CGRect { storedBounds }
  var storedBounds = CGRect.zero

  /// A format with the default values.
  public required override init() {
    super.init()
  }

  /// The format of the device's highest fidelity (`default()`); on Linux, the defaults.
  open class func `default`() -> Self { self.init() }

  /// The format best suited to the main screen's current configuration (`preferred()`); on
  /// Linux, the defaults.
  open class func preferred() -> Self { self.init() }

  /// A copy of the format, of its class.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copyValues(to: copy)
    return copy
  }

  /// Copies the format's values to `copy`; a subclass adds its own.
  func copyValues(to copy: UIGraphicsRendererFormat) {
    copy.storedBounds = storedBounds
  }
}

/// The drawing environment a renderer hands its drawing actions.
open class UIGraphicsRendererContext: NSObject {
  /// The Core Graphics context being drawn into.
  open var cgContext: CGContext { storedContext }
  /// The renderer's format.
  open var format: UIGraphicsRendererFormat { storedFormat }

  let storedContext: CGContext
  let storedFormat: UIGraphicsRendererFormat

  init(context: CGContext, format: UIGraphicsRendererFormat) {
    storedContext = context
    storedFormat = format
    super.init()
  }

  /// Fills `rect` with the context's fill color.
  open func fill(_ rect: CGRect) { storedContext.fill(rect) }

  /// Fills `rect` with the context's fill color and `blendMode`, leaving the blend mode as it was.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    storedContext.saveGState()
    storedContext.setBlendMode(blendMode)
    storedContext.fill(rect)
    storedContext.restoreGState()
  }

  /// Strokes `rect` with the context's stroke color and line width.
  open func stroke(_ rect: CGRect) { storedContext.stroke(rect) }

  /// Strokes `rect` with `blendMode`, leaving the blend mode as it was.
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    storedContext.saveGState()
    storedContext.setBlendMode(blendMode)
    storedContext.stroke(rect)
    storedContext.restoreGState()
  }

  /// Intersects the context's clip with `rect`.
  open func clip(to rect: CGRect) { storedContext.clip(to: rect) }
}

/// The base class of graphics renderers: a format and the bounds its contexts cover.
open class UIGraphicsRenderer: NSObject {
  /// The renderer's format: a copy of the one it was made with, with the renderer's bounds.
  open var format: UIGraphicsRendererFormat { storedFormat }
  /// Whether the renderer can make images; true for the image renderer.
  open var allowsImageOutput: Bool { false }

  let storedFormat: UIGraphicsRendererFormat

  /// A renderer of `bounds` with the default format of its class.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: Self.makeDefaultFormat())
  }

  /// A renderer of `bounds` with a copy of `format`.
  public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
    let copy = (format.copy() as? UIGraphicsRendererFormat) ?? UIGraphicsRendererFormat()
    copy.storedBounds = bounds
    storedFormat = copy
    super.init()
  }

  /// The format `init(bounds:)` uses.
  class func makeDefaultFormat() -> UIGraphicsRendererFormat { .default() }

  /// Runs `actions` with `context` current on this thread, then restores the contexts that were
  /// current before, even if the actions left some pushed.
  func run(_ actions: () -> Void, with context: CGContext) {
    let facts = ThreadFacts.current
    let depth = facts.graphicsContexts.count
    UIGraphicsPushContext(context)
    actions()
    if facts.graphicsContexts.count > depth {
      facts.graphicsContexts.removeSubrange(depth...)
    }
  }
}
