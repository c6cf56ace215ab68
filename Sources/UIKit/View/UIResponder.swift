import Foundation

/// An object that can take part in the responder chain; the base class of views and view
/// controllers.
@MainActor @preconcurrency
open class UIResponder: NSObject {
  public override init() {
    super.init()
  }

  /// The next responder: a view's view controller or superview, a controller's view's superview.
  open var next: UIResponder? { nil }
}
