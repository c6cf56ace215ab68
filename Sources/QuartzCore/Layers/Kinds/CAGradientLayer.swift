import Foundation

/// A layer that draws a colour gradient.
///
/// Defaults are CAGradientLayer.h's.
open class CAGradientLayer: CALayer {
  /// The gradient's colours (`CGColor`s); animatable (default nil).
  open var colors: [Any]? {
    willSet { willChange("colors") }
    didSet { didChange("colors") }
  }
  /// Where each colour stops, 0…1; evenly spread when nil; animatable (default nil).
  open var locations: [NSNumber]? {
    willSet { willChange("locations") }
    didSet { didChange("locations") }
  }
  /// Where the gradient starts, in the unit square; animatable (default (0.5, 0)).
  open var startPoint = CGPoint(x: 0.5, y: 0) {
    willSet { willChange("startPoint") }
    didSet { didChange("startPoint") }
  }
  /// Where the gradient ends, in the unit square; animatable (default (0.5, 1)).
  open var endPoint = CGPoint(x: 0.5, y: 1) {
    willSet { willChange("endPoint") }
    didSet { didChange("endPoint") }
  }
  /// The gradient's style (default `.axial`).
  open var type: CAGradientLayerType = .axial

  /// A gradient layer with CAGradientLayer.h's defaults.
  public override init() { super.init() }

  /// A copy of `layer`, its gradient included.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let source = layer as? CAGradientLayer else { return }
    suppressesActions = true
    defer { suppressesActions = false }
    colors = source.colors
    locations = source.locations
    startPoint = source.startPoint
    endPoint = source.endPoint
    type = source.type
  }

  /// A gradient layer from an archive; Bezel reads none and gives the defaults.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func makePresentationCopy() -> CALayer { CAGradientLayer(layer: self) }

  /// The gradient's properties by key, then the layer's.
  open override func value(forKey key: String) -> Any? {
    switch key {
    case "colors": return colors
    case "locations": return locations
    case "startPoint": return startPoint
    case "endPoint": return endPoint
    default: return super.value(forKey: key)
    }
  }

  /// Sets the gradient's properties by key, then the layer's.
  open override func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "colors": colors = value as? [Any]
    case "locations": locations = value as? [NSNumber]
    case "startPoint": if let v = value as? CGPoint { startPoint = v }
    case "endPoint": if let v = value as? CGPoint { endPoint = v }
    default: super.setValue(value, forKey: key)
    }
  }
}
