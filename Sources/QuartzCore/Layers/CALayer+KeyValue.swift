import Foundation

// Key-value coding for the properties animations name. Keys are the Objective-C property names
// ("hidden", not "isHidden"); CALayer.h: layers are "key-value coding compliant container
// classes", so an unknown key is stored and read back. Numbers are returned as CGFloat or Float
// as the property's type is; any number (NSNumber, Double, Int…) is accepted when set.

extension CALayer {
  /// A known property, else a stored key, else the class's `defaultValue(forKey:)` (CALayer.h:
  /// "returns the default value of the named property").
  func layerValue(forKey key: String) -> Any? {
    storedValue(forKey: key) ?? extraValues[key] ?? Self.defaultValue(forKey: key)
  }

  /// The value of a known property, or nil for an unknown key.
  func storedValue(forKey key: String) -> Any? {
    switch key {
    case "bounds": return bounds
    case "position": return position
    case "anchorPoint": return anchorPoint
    case "anchorPointZ": return anchorPointZ
    case "zPosition": return zPosition
    case "transform": return transform
    case "sublayerTransform": return sublayerTransform
    case "frame": return frame
    case "backgroundColor": return backgroundColor
    case "cornerRadius": return cornerRadius
    case "borderWidth": return borderWidth
    case "borderColor": return borderColor
    case "opacity": return opacity
    case "hidden": return isHidden
    case "masksToBounds": return masksToBounds
    case "shadowColor": return shadowColor
    case "shadowOpacity": return shadowOpacity
    case "shadowOffset": return shadowOffset
    case "shadowRadius": return shadowRadius
    case "shadowPath": return shadowPath
    case "contents": return contents
    case "contentsRect": return contentsRect
    case "contentsCenter": return contentsCenter
    case "contentsScale": return contentsScale
    case "mask": return mask
    case "sublayers": return sublayers
    case "name": return name
    case "doubleSided": return isDoubleSided
    case "opaque": return isOpaque
    case "geometryFlipped": return isGeometryFlipped
    case "shouldRasterize": return shouldRasterize
    case "rasterizationScale": return rasterizationScale
    default: return nil
    }
  }

  func setLayerValue(_ value: Any?, forKey key: String) {
    guard !setStoredValue(value, forKey: key) else { return }
    // A key of the layer's own: a custom property of a subclass, animatable and displayable as
    // Core Animation's dynamic properties are.
    willChange(key)
    writableExtras.extraValues[key] = value
    didChange(key)
  }

  /// Sets a known property; returns whether `key` names one (a value of the wrong type is
  /// ignored, as Bezel never traps on it).
  @discardableResult
  func setStoredValue(_ value: Any?, forKey key: String) -> Bool {
    switch key {
    case "bounds": if let v = value as? CGRect { bounds = v }
    case "position": if let v = value as? CGPoint { position = v }
    case "anchorPoint": if let v = value as? CGPoint { anchorPoint = v }
    case "anchorPointZ": if let v = LayerValues.float(value) { anchorPointZ = v }
    case "zPosition": if let v = LayerValues.float(value) { zPosition = v }
    case "transform": if let v = value as? CATransform3D { transform = v }
    case "sublayerTransform": if let v = value as? CATransform3D { sublayerTransform = v }
    case "frame": if let v = value as? CGRect { frame = v }
    case "backgroundColor": backgroundColor = LayerValues.color(value)
    case "cornerRadius": if let v = LayerValues.float(value) { cornerRadius = v }
    case "borderWidth": if let v = LayerValues.float(value) { borderWidth = v }
    case "borderColor": borderColor = LayerValues.color(value)
    case "opacity": if let v = LayerValues.float(value) { opacity = Float(v) }
    case "hidden": if let v = value as? Bool { isHidden = v }
    case "masksToBounds": if let v = value as? Bool { masksToBounds = v }
    case "shadowColor": shadowColor = LayerValues.color(value)
    case "shadowOpacity": if let v = LayerValues.float(value) { shadowOpacity = Float(v) }
    case "shadowOffset": if let v = value as? CGSize { shadowOffset = v }
    case "shadowRadius": if let v = LayerValues.float(value) { shadowRadius = v }
    case "shadowPath": shadowPath = value as? CGPath
    case "contents": contents = value
    case "contentsRect": if let v = value as? CGRect { contentsRect = v }
    case "contentsCenter": if let v = value as? CGRect { contentsCenter = v }
    case "contentsScale": if let v = LayerValues.float(value) { contentsScale = v }
    case "mask": mask = value as? CALayer
    case "name": name = value as? String
    case "doubleSided": if let v = value as? Bool { isDoubleSided = v }
    case "opaque": if let v = value as? Bool { isOpaque = v }
    case "geometryFlipped": if let v = value as? Bool { isGeometryFlipped = v }
    case "shouldRasterize": if let v = value as? Bool { shouldRasterize = v }
    case "rasterizationScale": if let v = LayerValues.float(value) { rasterizationScale = v }
    default: return false
    }
    return true
  }

  func layerValue(forKeyPath keyPath: String) -> Any? {
    let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return value(forKey: keyPath) }
    return LayerValues.field(parts[1], of: value(forKey: parts[0]))
  }

  func setLayerValue(_ value: Any?, forKeyPath keyPath: String) {
    let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return setValue(value, forKey: keyPath) }
    guard let whole = self.value(forKey: parts[0]),
      let updated = LayerValues.setting(parts[1], of: whole, to: value)
    else { return }
    setValue(updated, forKey: parts[0])
  }
}
