import Foundation

/// Core Animation's refusal of geometry that contains NaN or an infinite value.
///
/// Setting a layer's position or bounds to a value with NaN raises `CALayerInvalidGeometry`
/// with reasons such as "CALayer position contains NaN: [nan 17]" and "CALayer bounds contains
/// NaN: [0 0; nan 40]" (the text crash reports quote, numbers printed as `%g`). Bezel reports the
/// reason through `CoreAnimationLog` and keeps the previous value. Infinite values are refused
/// the same way, saying "an infinite value", as UIKit's view setters in Bezel already do; the
/// texts are the same as UIKit's `InvalidGeometry` so that a view and its layer say one thing.
package enum LayerInvalidGeometry {
  /// The exception's name.
  package static let exceptionName = "CALayerInvalidGeometry"

  /// Why a point cannot be a layer's position, or nil when it can.
  package static func reason(position: CGPoint) -> String? {
    guard let noun = invalidNoun([position.x, position.y]) else { return nil }
    return "CALayer position contains \(noun): [\(format(position.x)) \(format(position.y))]"
  }

  /// Why a rectangle cannot be a layer's bounds, or nil when it can.
  package static func reason(bounds: CGRect) -> String? {
    let values = [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]
    guard let noun = invalidNoun(values) else { return nil }
    return "CALayer bounds contains \(noun): [\(format(values[0])) \(format(values[1])); "
      + "\(format(values[2])) \(format(values[3]))]"
  }

  /// Why a point cannot be a layer's anchor point, or nil when it can.
  package static func reason(anchorPoint: CGPoint) -> String? {
    guard let noun = invalidNoun([anchorPoint.x, anchorPoint.y]) else { return nil }
    return
      "CALayer anchorPoint contains \(noun): [\(format(anchorPoint.x)) \(format(anchorPoint.y))]"
  }

  /// Why a transform cannot be a layer's, or nil when it can.
  ///
  /// Core Animation's text for this case is not documented; the reason lists the sixteen
  /// components in the style of the others.
  package static func reason(transform: CATransform3D) -> String? {
    let values = transform.components
    guard let noun = invalidNoun(values) else { return nil }
    return "CALayer transform contains \(noun): [" + values.map(format).joined(separator: " ") + "]"
  }

  /// Reports `reason`, when there is one, as Core Animation raises it; returns whether it did.
  package static func refuse(_ reason: String?) -> Bool {
    guard let reason else { return false }
    CoreAnimationLog.raise(exceptionName, reason)
    return true
  }

  private static func invalidNoun(_ values: [CGFloat]) -> String? {
    if values.contains(where: \.isNaN) { return "NaN" }
    if values.contains(where: \.isInfinite) { return "an infinite value" }
    return nil
  }

  /// A number as `%g` prints it: 37, 0.5, nan, inf.
  package static func format(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    return String(format: "%g", Double(value))
  }
}
