import Foundation

/// Reading, writing and interpolating the values layer properties hold, for key-value coding and
/// animations.
package enum LayerValues {
  /// Any number as a CGFloat: CGFloat, Double, Float, Int, NSNumber.
  package static func float(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
  }

  /// A colour value: a `CGColor`, or nil.
  static func color(_ value: Any?) -> CGColor? {
    guard let value else { return nil }
    return value as? CGColor
  }

  /// A structure field of a value ("x" of a point, "size.width" of a rect, "scale" of a
  /// transform).
  package static func field(_ path: String, of value: Any?) -> Any? {
    switch value {
    case let t as CATransform3D: return TransformComponents(t).field(path)
    case let p as CGPoint:
      return path == "x" ? p.x : path == "y" ? p.y : nil
    case let s as CGSize:
      return path == "width" ? s.width : path == "height" ? s.height : nil
    case let r as CGRect:
      let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
      let head: Any? = parts[0] == "origin" ? r.origin : parts[0] == "size" ? r.size : nil
      return parts.count == 1 ? head : field(parts[1], of: head)
    default: return nil
    }
  }

  /// `value` with the structure field at `path` set to `field`, or nil when nothing is there.
  package static func setting(_ path: String, of value: Any, to field: Any?) -> Any? {
    switch value {
    case let t as CATransform3D:
      var components = TransformComponents(t)
      return components.set(path, field) ? components.transform : nil
    case var p as CGPoint:
      guard let v = float(field) else { return nil }
      if path == "x" { p.x = v } else if path == "y" { p.y = v } else { return nil }
      return p
    case var s as CGSize:
      guard let v = float(field) else { return nil }
      if path == "width" {
        s.width = v
      } else if path == "height" {
        s.height = v
      } else {
        return nil
      }
      return s
    case var r as CGRect:
      let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
      if parts[0] == "origin" {
        let new = parts.count == 1 ? field : setting(parts[1], of: r.origin, to: field)
        guard let origin = new as? CGPoint else { return nil }
        r.origin = origin
      } else if parts[0] == "size" {
        let new = parts.count == 1 ? field : setting(parts[1], of: r.size, to: field)
        guard let size = new as? CGSize else { return nil }
        r.size = size
      } else {
        return nil
      }
      return r
    default: return nil
    }
  }
}
