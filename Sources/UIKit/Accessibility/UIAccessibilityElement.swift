import Foundation

/// An accessibility element for something a view draws that is no view of its own
/// (UIAccessibilityElement.h, a `UIResponder`); a container lists it in `accessibilityElements`.
///
/// It has the accessibility properties of every responder; it is an element by default.
@MainActor @preconcurrency
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
  /// The container that lists the element: a view, or another element.
  open weak var accessibilityContainer: AnyObject?

  /// An element inside `container`.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }

  open var accessibilityIdentifier: String?

  /// The element's frame in its container view's coordinates; setting it makes
  /// `accessibilityFrame` follow the container as it moves (UIAccessibilityElement.h, iOS 10).
  open var accessibilityFrameInContainerSpace = CGRect.zero {
    didSet {
      framesFollowContainer = true
      accessibilityStorage?.frame = nil
    }
  }
  /// Whether the frame comes from `accessibilityFrameInContainerSpace`.
  var framesFollowContainer = false

  /// The nearest container, up the chain of elements, that is a view.
  var containerView: UIView? {
    var container = accessibilityContainer
    while let element = container as? UIAccessibilityElement {
      container = element.accessibilityContainer
    }
    return container as? UIView
  }
}
