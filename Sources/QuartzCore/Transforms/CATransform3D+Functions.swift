import Foundation

// The functions of CATransform3D.h, with its definitions: "t' = translate(tx, ty, tz) * t",
// "t' = scale(sx, sy, sz) * t", "t' = rotation(angle, x, y, z) * t", "Concatenate 'b' to 'a'
// and return the result: t' = a * b".

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  // Element by element, as `==` with the identity compares, without building the identity: a
  // view's frame asks this on every read.
  t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m22 == 1
    && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
    && t.m41 == 0 && t.m42 == 0 && t.m43 == 0 && t.m44 == 1
}

/// Whether `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// A transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

/// A transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

/// A transform that rotates by `angle` radians about the vector `(x, y, z)`.
///
/// A zero vector gives the identity (CATransform3D.h: "If the vector has length zero the
/// identity transform is returned").
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (x, y, z) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let t = 1 - c
  // Rodrigues' rotation matrix, transposed for row vectors: about z it is CGAffineTransform's
  // rotation, a = cos, b = sin, c = -sin, d = cos.
  return CATransform3D(
    m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
    m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
    m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` translated by `(tx, ty, tz)`: `translate(tx, ty, tz) × t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` scaled by `(sx, sy, sz)`: `scale(sx, sy, sz) × t`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` rotated by `angle` radians about `(x, y, z)`: `rotation(angle, x, y, z) × t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The product `a × b`: `a` applied first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let a = a.components
  let b = b.components
  var product = [CGFloat](repeating: 0, count: 16)
  for row in 0..<4 {
    for column in 0..<4 {
      var sum: CGFloat = 0
      for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
      product[row * 4 + column] = sum
    }
  }
  return CATransform3D(components: product)
}

/// Whether `t` can be represented exactly by an affine transform.
///
/// That is: it leaves z alone and has no perspective (the third row and column are those of the
/// identity, `m14 = m24 = m43 = 0`, `m44 = 1`).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: `(m11, m12, m21, m22, m41, m42)`.
///
/// CATransform3D.h: "Returns the affine transform represented by 't'. If 't' can not be exactly
/// represented as an affine transform the returned value is undefined"; Bezel returns those six.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The 3D transform that does what `m` does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}
