import Foundation

/// A layer that draws a path: filled, stroked, dashed.
///
/// Defaults are CAShapeLayer.h's.
open class CAShapeLayer: CALayer {
  /// The path drawn; animatable (default nil).
  open var path: CGPath? {
    willSet { willChange("path") }
    didSet { didChange("path") }
  }
  /// The fill colour; animatable (default opaque black).
  open var fillColor: CGColor? = CGColor.black {
    willSet { willChange("fillColor") }
    didSet { didChange("fillColor") }
  }
  /// The fill rule (default `.nonZero`).
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// The stroke colour; animatable (default nil (no stroke)).
  open var strokeColor: CGColor? {
    willSet { willChange("strokeColor") }
    didSet { didChange("strokeColor") }
  }
  /// Where stroking starts along the path, 0…1; animatable (default 0).
  open var strokeStart: CGFloat = 0 {
    willSet { willChange("strokeStart") }
    didSet { didChange("strokeStart") }
  }
  /// Where stroking ends along the path, 0…1; animatable (default 1).
  open var strokeEnd: CGFloat = 1 {
    willSet { willChange("strokeEnd") }
    didSet { didChange("strokeEnd") }
  }
  /// The stroke width; animatable (default 1).
  open var lineWidth: CGFloat = 1 {
    willSet { willChange("lineWidth") }
    didSet { didChange("lineWidth") }
  }
  /// The miter limit; animatable (default 10).
  open var miterLimit: CGFloat = 10 {
    willSet { willChange("miterLimit") }
    didSet { didChange("miterLimit") }
  }
  /// The line caps (default `.butt`).
  open var lineCap: CAShapeLayerLineCap = .butt
  /// The line joins (default `.miter`).
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// The dash phase; animatable (default 0).
  open var lineDashPhase: CGFloat = 0 {
    willSet { willChange("lineDashPhase") }
    didSet { didChange("lineDashPhase") }
  }
  /// The dash pattern (default nil (solid)).
  open var lineDashPattern: [NSNumber]?

  /// A shape layer with CAShapeLayer.h's defaults.
  public override init() { super.init() }

  /// A copy of `layer`, its shape included.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let source = layer as? CAShapeLayer else { return }
    suppressesActions = true
    defer { suppressesActions = false }
    path = source.path
    fillColor = source.fillColor
    fillRule = source.fillRule
    strokeColor = source.strokeColor
    strokeStart = source.strokeStart
    strokeEnd = source.strokeEnd
    lineWidth = source.lineWidth
    miterLimit = source.miterLimit
    lineCap = source.lineCap
    lineJoin = source.lineJoin
    lineDashPhase = source.lineDashPhase
    lineDashPattern = source.lineDashPattern
  }

  /// A shape layer from an archive; Bezel reads none and gives the defaults.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func makePresentationCopy() -> CALayer { CAShapeLayer(layer: self) }

  /// The shape's properties by key, then the layer's.
  open override func value(forKey key: String) -> Any? {
    switch key {
    case "path": return path
    case "fillColor": return fillColor
    case "strokeColor": return strokeColor
    case "strokeStart": return strokeStart
    case "strokeEnd": return strokeEnd
    case "lineWidth": return lineWidth
    case "miterLimit": return miterLimit
    case "lineDashPhase": return lineDashPhase
    default: return super.value(forKey: key)
    }
  }

  /// Sets the shape's properties by key, then the layer's.
  open override func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "path": path = value as? CGPath
    case "fillColor": fillColor = LayerValues.color(value)
    case "strokeColor": strokeColor = LayerValues.color(value)
    case "strokeStart": if let v = LayerValues.float(value) { strokeStart = v }
    case "strokeEnd": if let v = LayerValues.float(value) { strokeEnd = v }
    case "lineWidth": if let v = LayerValues.float(value) { lineWidth = v }
    case "miterLimit": if let v = LayerValues.float(value) { miterLimit = v }
    case "lineDashPhase": if let v = LayerValues.float(value) { lineDashPhase = v }
    default: super.setValue(value, forKey: key)
    }
  }
}
