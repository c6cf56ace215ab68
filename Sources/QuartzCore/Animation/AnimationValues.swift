import Foundation

/// Arithmetic on the values animations interpolate: numbers, points, sizes, rectangles,
/// transforms and colours.
package enum AnimationValues {
  /// The value `fraction` of the way from `a` to `b`, or nil when they cannot be interpolated.
  package static func interpolate(_ a: Any?, _ b: Any?, _ fraction: Double) -> Any? {
    let f = CGFloat(fraction)
    func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
    switch (a, b) {
    case (let x as CGPoint, let y as CGPoint):
      return CGPoint(x: mix(x.x, y.x), y: mix(x.y, y.y))
    case (let x as CGSize, let y as CGSize):
      return CGSize(width: mix(x.width, y.width), height: mix(x.height, y.height))
    case (let x as CGRect, let y as CGRect):
      // Component by component, unstandardized: an additive offset may have a negative size.
      return CGRect(
        x: mix(x.origin.x, y.origin.x), y: mix(x.origin.y, y.origin.y),
        width: mix(x.size.width, y.size.width), height: mix(x.size.height, y.size.height))
    case (let x as CATransform3D, let y as CATransform3D):
      // Core Animation interpolates transforms by their components, so that a rotation turns.
      let p = TransformComponents(x)
      let q = TransformComponents(y)
      var r = p
      r.scale = (mix(p.scale.x, q.scale.x), mix(p.scale.y, q.scale.y), mix(p.scale.z, q.scale.z))
      r.rotation = (
        mix(p.rotation.x, q.rotation.x), mix(p.rotation.y, q.rotation.y),
        mix(p.rotation.z, q.rotation.z)
      )
      r.translation = (
        mix(p.translation.x, q.translation.x), mix(p.translation.y, q.translation.y),
        mix(p.translation.z, q.translation.z)
      )
      return r.transform
    case (let x as CGColor, let y as CGColor):
      guard let cx = x.components, let cy = y.components, cx.count == cy.count,
        let space = x.colorSpace
      else { return nil }
      return CGColor(space: space, components: zip(cx, cy).map { mix($0, $1) })
    case (let x as Float, _):
      return LayerValues.float(b).map { Float(mix(CGFloat(x), $0)) }
    default:
      guard let x = LayerValues.float(a), let y = LayerValues.float(b) else { return nil }
      return mix(x, y)
    }
  }

  /// `a + b`, or nil when they cannot be added.
  package static func add(_ a: Any?, _ b: Any?) -> Any? { combine(a, b, 1) }

  /// `a − b`, or nil when they cannot be subtracted.
  package static func subtract(_ a: Any?, _ b: Any?) -> Any? { combine(a, b, -1) }

  private static func combine(_ a: Any?, _ b: Any?, _ sign: CGFloat) -> Any? {
    switch (a, b) {
    case (let x as CGPoint, let y as CGPoint):
      return CGPoint(x: x.x + sign * y.x, y: x.y + sign * y.y)
    case (let x as CGSize, let y as CGSize):
      return CGSize(width: x.width + sign * y.width, height: x.height + sign * y.height)
    case (let x as CGRect, let y as CGRect):
      return CGRect(
        x: x.origin.x + sign * y.origin.x, y: x.origin.y + sign * y.origin.y,
        width: x.size.width + sign * y.size.width, height: x.size.height + sign * y.size.height)
    case (let x as CATransform3D, let y as CATransform3D):
      return sign > 0 ? CATransform3DConcat(y, x) : CATransform3DConcat(CATransform3DInvert(y), x)
    case (let x as Float, _):
      return LayerValues.float(b).map { Float(CGFloat(x) + sign * $0) }
    default:
      guard let x = LayerValues.float(a), let y = LayerValues.float(b) else { return nil }
      return x + sign * y
    }
  }
}
