import Foundation

/// Core Animation's default values and default actions, by key.
enum LayerDefaults {
  /// The properties Apple's documentation marks "Animatable", by key-value coding key, whose
  /// changes get an implicit animation.
  ///
  /// A change of `sublayers` or `mask` looks an action up but has no default one.
  static let animatableKeys: Set<String> = [
    "anchorPoint", "anchorPointZ", "backgroundColor", "backgroundFilters", "borderColor",
    "borderWidth", "bounds", "compositingFilter", "contents", "contentsCenter", "contentsRect",
    "cornerRadius", "doubleSided", "filters", "hidden", "masksToBounds", "opacity", "position",
    "rasterizationScale", "shadowColor", "shadowOffset", "shadowOpacity", "shadowPath",
    "shadowRadius", "shouldRasterize", "sublayerTransform", "transform", "zPosition",
    // CAShapeLayer.h, CAGradientLayer.h and CATextLayer.h mark these "Animatable" too.
    "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit",
    "lineDashPhase", "colors", "locations", "startPoint", "endPoint", "fontSize",
    "foregroundColor",
  ]

  /// The default action for `key`: a basic animation of the key with the transaction's
  /// duration and timing function, for animatable keys; nil otherwise.
  static func action(forKey key: String) -> (any CAAction)? {
    guard animatableKeys.contains(key) else { return nil }
    let animation = CABasicAnimation(keyPath: key)
    animation.duration = CATransaction.animationDuration()
    animation.timingFunction = CATransaction.animationTimingFunction()
    return animation
  }

  /// The default value of `key`: what a new layer reads.
  static func value(forKey key: String) -> Any? {
    let layer = CALayer()
    return layer.storedValue(forKey: key)
  }
}
