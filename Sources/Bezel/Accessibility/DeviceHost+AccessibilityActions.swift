import UIKit

extension DeviceHost {
  /// Activates `element` as VoiceOver's double tap does: its `accessibilityActivate()` runs, and
  /// when that returns `false` a tap lands at its `accessibilityActivationPoint` (UIAccessibility.h,
  /// `accessibilityActivate`: "If this method returns NO, VoiceOver … sends a simulated touch
  /// event to the element's activation point").
  ///
  /// - Returns: Whether the element handled the activation itself.
  @discardableResult
  public func activateAccessibilityElement(_ element: UIResponder) -> Bool {
    perform {
      guard !element.accessibilityActivate() else { return true }
      let point = element.accessibilityActivationPoint
      tap(at: CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY))
      return false
    }
  }

  /// Performs the custom action named `name` of `element`, as an assistive app's actions rotor
  /// does: its handler runs, or its target performs its selector.
  ///
  /// - Returns: What the action returned; `false` when `element` has no action of that name.
  @discardableResult
  public func performAccessibilityCustomAction(named name: String, on element: UIResponder)
    -> Bool
  {
    guard let action = element.accessibilityCustomActions?.first(where: { $0.name == name })
    else { return false }
    return perform { action.perform() }
  }
}
