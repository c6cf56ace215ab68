import Foundation

// The fields Core Animation's key paths name in a transform ("Core Animation Programming Guide",
// "Key-Value Coding Extensions", Table C-2): "transform.rotation.x/y/z", "transform.scale.x/y/z",
// "transform.translation.x/y/z", "transform.rotation" (about z), "transform.scale" (the average
// of the three scales), "transform.translation" (x and y as a size). Bezel decomposes a matrix
// without shear or perspective as scale, then rotation about x, y and z, then translation
// (`p × S × Rx × Ry × Rz × T`).

/// A transform's scale, rotation and translation.
package struct TransformComponents: Equatable, Sendable {
  package var scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (1, 1, 1)
  package var rotation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
  package var translation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)

  package static func == (a: Self, b: Self) -> Bool {
    a.scale == b.scale && a.rotation == b.rotation && a.translation == b.translation
  }

  /// The components of `t`.
  package init(_ t: CATransform3D) {
    let sx = (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()
    let sy = (t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot()
    let sz = (t.m31 * t.m31 + t.m32 * t.m32 + t.m33 * t.m33).squareRoot()
    scale = (sx, sy, sz)
    translation = (t.m41, t.m42, t.m43)
    // Rows of Rx·Ry·Rz: r13 = -sin y, r23 = sin x cos y, r33 = cos x cos y, r12 = cos y sin z,
    // r11 = cos y cos z.
    let r13 = sx == 0 ? 0 : t.m13 / sx
    let r23 = sy == 0 ? 0 : t.m23 / sy
    let r33 = sz == 0 ? 1 : t.m33 / sz
    let r11 = sx == 0 ? 1 : t.m11 / sx
    let r12 = sx == 0 ? 0 : t.m12 / sx
    rotation = (atan2(r23, r33), asin(max(-1, min(1, -r13))), atan2(r12, r11))
  }

  /// The matrix `S × Rx × Ry × Rz × T`.
  package var transform: CATransform3D {
    var m = CATransform3DMakeScale(scale.x, scale.y, scale.z)
    if rotation.x != 0 {
      m = CATransform3DConcat(m, CATransform3DMakeRotation(rotation.x, 1, 0, 0))
    }
    if rotation.y != 0 {
      m = CATransform3DConcat(m, CATransform3DMakeRotation(rotation.y, 0, 1, 0))
    }
    if rotation.z != 0 {
      m = CATransform3DConcat(m, CATransform3DMakeRotation(rotation.z, 0, 0, 1))
    }
    m.m41 = translation.x
    m.m42 = translation.y
    m.m43 = translation.z
    return m
  }

  /// The value of a field path ("scale", "rotation.z", "translation.x"…), or nil.
  package func field(_ path: String) -> Any? {
    switch path {
    case "rotation", "rotation.z": return rotation.z
    case "rotation.x": return rotation.x
    case "rotation.y": return rotation.y
    case "scale": return (scale.x + scale.y + scale.z) / 3
    case "scale.x": return scale.x
    case "scale.y": return scale.y
    case "scale.z": return scale.z
    case "translation": return CGSize(width: translation.x, height: translation.y)
    case "translation.x": return translation.x
    case "translation.y": return translation.y
    case "translation.z": return translation.z
    default: return nil
    }
  }

  /// Sets a field path; returns whether it names one.
  package mutating func set(_ path: String, _ value: Any?) -> Bool {
    if path == "translation", let size = value as? CGSize {
      translation.x = size.width
      translation.y = size.height
      return true
    }
    guard let v = LayerValues.float(value) else { return false }
    switch path {
    case "rotation", "rotation.z": rotation.z = v
    case "rotation.x": rotation.x = v
    case "rotation.y": rotation.y = v
    case "scale": scale = (v, v, v)
    case "scale.x": scale.x = v
    case "scale.y": scale.y = v
    case "scale.z": scale.z = v
    case "translation.x": translation.x = v
    case "translation.y": translation.y = v
    case "translation.z": translation.z = v
    default: return false
    }
    return true
  }
}
