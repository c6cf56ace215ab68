import Foundation

/// The values of a layer's rarely set properties, allocated on the first write to one of them.
///
/// Most layers never set these: a view's layer, the common case, sets its geometry, colour,
/// opacity and visibility. Keeping the rest here makes a plain layer cheap to make and to free;
/// an absent box reads as `LayerExtras.defaults`, whose values are Apple's documented defaults.
final class LayerExtras {
  /// The values a layer without its own box reads; never written (writes go through
  /// `CALayer.writableExtras`, which makes the layer its own box).
  nonisolated(unsafe) static let defaults = LayerExtras()

  // Geometry.
  var anchorPointZ: CGFloat = 0
  var zPosition: CGFloat = 0
  var sublayerTransform = CATransform3DIdentity
  var mask: CALayer?
  /// The layer this layer masks.
  weak var maskOwner: CALayer?

  // Appearance.
  var cornerRadius: CGFloat = 0
  var cornerCurve: CALayerCornerCurve = .circular
  var borderWidth: CGFloat = 0
  var borderColor: CGColor? = CGColor.black
  var shadowColor: CGColor? = CGColor.black
  var shadowOpacity: Float = 0
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowRadius: CGFloat = 3
  var shadowPath: CGPath?
  var isDoubleSided = true
  var shouldRasterize = false
  var rasterizationScale: CGFloat = 1
  var style: [AnyHashable: Any]?
  var compositingFilter: Any?
  var filters: [Any]?
  var backgroundFilters: [Any]?

  // Contents.
  var contents: Any?
  var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  var contentsGravity: CALayerContentsGravity = .resize
  var contentsFormat: CALayerContentsFormat = .RGBA8Uint
  var minificationFilter: CALayerContentsFilter = .linear
  var magnificationFilter: CALayerContentsFilter = .linear

  // Animations, key-value coding and links.
  /// Animations in the order they were added, so that `animationKeys()` keeps that order.
  var animationEntries: [(key: String, animation: CAAnimation)] = []
  /// Values stored under keys that name no property.
  var extraValues: [String: Any] = [:]
  /// For a presentation copy, the layer it presents.
  weak var presentedModel: CALayer?
  /// A delegate that is not the layer's owner (`CALayer+Owner.swift`).
  weak var delegate: (any CALayerDelegate)?

  // Media timing: the fill mode only; the scalar timing values stay in the layer, where they cost
  // a store each.
  var fillMode: CAMediaTimingFillMode = .removed
}

extension CALayer {
  /// The layer's rarely set values: its own box, else the defaults.
  @inline(__always) var extras: LayerExtras { storedExtras ?? LayerExtras.defaults }

  /// The layer's own box of rarely set values, made on the first write.
  var writableExtras: LayerExtras {
    if let storedExtras { return storedExtras }
    let made = LayerExtras()
    storedExtras = made
    return made
  }

  /// Sets a rarely set animatable property, looking up and running its action as the observers
  /// of a stored property do.
  func setExtra<Value>(
    _ field: ReferenceWritableKeyPath<LayerExtras, Value>, _ value: Value, key: String
  ) {
    willChange(key)
    writableExtras[keyPath: field] = value
    didChange(key)
  }

  /// Animations in the order they were added; empty without a box (changed through
  /// `writableExtras`).
  var animationEntries: [(key: String, animation: CAAnimation)] {
    storedExtras?.animationEntries ?? []
  }

  /// Values stored under keys that name no property; empty without a box (changed through
  /// `writableExtras`).
  var extraValues: [String: Any] { storedExtras?.extraValues ?? [:] }

  /// For a presentation copy, the layer it presents.
  var presentedModel: CALayer? {
    get { storedExtras?.presentedModel }
    set { writableExtras.presentedModel = newValue }
  }

  /// The mask's storage: the layer it masks.
  var maskOwner: CALayer? {
    get { storedExtras?.maskOwner }
    set { if newValue != nil || storedExtras != nil { writableExtras.maskOwner = newValue } }
  }

  /// The layer's mask.
  var storedMask: CALayer? {
    get { storedExtras?.mask }
    set { if newValue != nil || storedExtras != nil { writableExtras.mask = newValue } }
  }

  /// The transform applied to the sublayers.
  var storedSublayerTransform: CATransform3D {
    get { extras.sublayerTransform }
    set { writableExtras.sublayerTransform = newValue }
  }
}

extension CACornerMask {
  /// The four corners, `maskedCorners`' default.
  static var allFour: CACornerMask { CACornerMask(rawValue: 0b1111) }
}

extension CAEdgeAntialiasingMask {
  /// The four edges, `edgeAntialiasingMask`'s default.
  static var allFour: CAEdgeAntialiasingMask { CAEdgeAntialiasingMask(rawValue: 0b1111) }
}
