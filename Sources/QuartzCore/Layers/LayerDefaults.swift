import Foundation

/// Core Animation's default values and default actions, by key.
enum LayerDefaults {
  /// The properties CALayer.h marks "Animatable", whose changes get an implicit animation.
  static let animatableKeys: Set<String> = [
    "anchorPoint", "anchorPointZ", "backgroundColor", "backgroundFilters", "borderColor",
    "borderWidth", "bounds", "compositingFilter", "contents", "contentsCenter", "contentsRect",
    "cornerRadius", "filters", "hidden", "isHidden", "mask", "masksToBounds", "opacity",
    "position", "shadowColor", "shadowOffset", "shadowOpacity", "shadowPath", "shadowRadius",
    "sublayers", "sublayerTransform", "transform", "zPosition",
    // CAShapeLayer.h and CAGradientLayer.h mark these "Animatable" too.
    "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit",
    "lineDashPhase", "colors", "locations", "startPoint", "endPoint", "fontSize",
    "foregroundColor", "instanceCount", "instanceDelay", "instanceTransform", "instanceColor",
    "scrollMode",
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
