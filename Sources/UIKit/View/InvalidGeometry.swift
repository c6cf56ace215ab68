import Foundation

/// Core Animation's refusal of geometry that contains NaN.
///
/// Setting a layer's position or bounds to a value with NaN raises `CALayerInvalidGeometry`
/// with reasons such as "CALayer position contains NaN: [nan 17]" and "CALayer bounds contains
/// NaN: [0 0; nan 40]" (the text crash reports quote, numbers printed as `%g`). UIKit's frame,
/// bounds and center setters go through the view's layer, so they raise the same. Bezel reports
/// the reason through the diagnostics hook and leaves the view as it was. It refuses infinite
/// values the same way, saying "an infinite value": a frame rebuilt from an infinite position
/// and size would be NaN (∞ − ∞), and no screen has a place for it.
enum InvalidGeometry {
  static let exceptionName = LayerInvalidGeometry.exceptionName

  /// Why a position cannot be a layer's, or nil when it can: QuartzCore's text, one for both.
  static func reason(position: CGPoint) -> String? {
    LayerInvalidGeometry.reason(position: position)
  }

  /// Why a rectangle cannot be a layer's bounds, or nil when it can: QuartzCore's text.
  static func reason(bounds: CGRect) -> String? { LayerInvalidGeometry.reason(bounds: bounds) }

  /// Why a transform cannot be a view's, or nil when it can.
  ///
  /// A transform is refused when a component is not finite, or when it would give the view a
  /// frame that is not (a scale of 1e300 applied to a large bounds). Core Animation's text for this case is not documented; the reason names the
  /// transform's six components in its style.
  static func reason(transform: CGAffineTransform, size: CGSize) -> String? {
    let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    let local = CGRect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let frame = transform.isIdentity ? local : local.applying(transform)
    let frameValues = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    guard
      let noun = invalidNoun(values[0], values[1], values[2], values[3], values[4], values[5])
        ?? invalidNoun(frameValues[0], frameValues[1], frameValues[2], frameValues[3])
    else { return nil }
    return "CALayer transform contains \(noun): [" + values.map(format).joined(separator: " ") + "]"
  }

  /// Reports `reason` as Core Animation raises it; returns whether there was one.
  @MainActor static func refuse(_ reason: String?) -> Bool {
    guard let reason else { return false }
    UIKitDiagnostics.raise(exceptionName, reason)
    return true
  }

  private static func invalidNoun(_ values: CGFloat...) -> String? {
    if values.contains(where: \.isNaN) { return "NaN" }
    if values.contains(where: \.isInfinite) { return "an infinite value" }
    return nil
  }

  /// A number as `%g` prints it: 37, 0.5, nan, inf.
  static func format(_ value: CGFloat) -> String { LayerInvalidGeometry.format(value) }
}

/// Insets and sizes that feed layout: Bezel refuses a non-finite one where it is set.
///
/// UIKit stores such a value and raises `CALayerInvalidGeometry` later, when a frame derived from
/// it reaches a layer; by then the layout pass is half done. Bezel refuses it at the setter
/// instead, with a reason naming the property, and keeps the previous value, so that nothing
/// computed afterwards can hold NaN.
enum InvalidLayoutValue {
  static let exceptionName = "NSInvalidArgumentException"

  /// Reports `values` of `property`, written as `{a, b, …}`, when one is not finite; returns
  /// whether they were refused.
  @MainActor static func refuse(_ property: String, _ values: CGFloat...) -> Bool {
    guard values.contains(where: { !$0.isFinite }) else { return false }
    let text = "{" + values.map(InvalidGeometry.format).joined(separator: ", ") + "}"
    UIKitDiagnostics.raise(exceptionName, "\(property) must be finite: \(text)")
    return true
  }

  @MainActor static func refuse(_ property: String, _ insets: UIEdgeInsets) -> Bool {
    refuse(property, insets.top, insets.left, insets.bottom, insets.right)
  }

  @MainActor static func refuse(_ property: String, _ insets: NSDirectionalEdgeInsets) -> Bool {
    refuse(property, insets.top, insets.leading, insets.bottom, insets.trailing)
  }

  @MainActor static func refuse(_ property: String, _ size: CGSize) -> Bool {
    refuse(property, size.width, size.height)
  }
}
