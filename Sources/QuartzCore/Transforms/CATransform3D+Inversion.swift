import Foundation

/// The inverse of `t`, or `t` itself when it has none.
///
/// CATransform3D.h: "Invert 't' and return the result. Returns the original matrix if 't' has no
/// inverse." Gauss–Jordan elimination with partial pivoting.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  var left = t.components
  var right = CATransform3DIdentity.components
  for column in 0..<4 {
    var pivot = column
    for row in column..<4 where abs(left[row * 4 + column]) > abs(left[pivot * 4 + column]) {
      pivot = row
    }
    let pivotValue = left[pivot * 4 + column]
    guard pivotValue != 0, pivotValue.isFinite else { return t }
    if pivot != column {
      for k in 0..<4 {
        left.swapAt(pivot * 4 + k, column * 4 + k)
        right.swapAt(pivot * 4 + k, column * 4 + k)
      }
    }
    for k in 0..<4 {
      left[column * 4 + k] /= pivotValue
      right[column * 4 + k] /= pivotValue
    }
    for row in 0..<4 where row != column {
      let factor = left[row * 4 + column]
      guard factor != 0 else { continue }
      for k in 0..<4 {
        left[row * 4 + k] -= factor * left[column * 4 + k]
        right[row * 4 + k] -= factor * right[column * 4 + k]
      }
    }
  }
  return CATransform3D(components: right)
}

extension CATransform3D {
  /// The point `(x, y, z)` multiplied by the matrix, divided by its w.
  package func apply(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> (x: CGFloat, y: CGFloat) {
    let px = x * m11 + y * m21 + z * m31 + m41
    let py = x * m12 + y * m22 + z * m32 + m42
    let w = x * m14 + y * m24 + z * m34 + m44
    guard w != 1, w != 0 else { return (px, py) }
    return (px / w, py / w)
  }

  /// The bounding box of `rect`'s four corners under the matrix.
  package func boundingBox(of rect: CGRect, z: CGFloat = 0) -> CGRect {
    let corners = [
      apply(x: rect.minX, y: rect.minY, z: z), apply(x: rect.maxX, y: rect.minY, z: z),
      apply(x: rect.minX, y: rect.maxY, z: z), apply(x: rect.maxX, y: rect.maxY, z: z),
    ]
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(
      x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
