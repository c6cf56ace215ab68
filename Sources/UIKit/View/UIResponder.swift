import Foundation

/// An object that can take part in the responder chain; the base class of views and view
/// controllers.
@MainActor @preconcurrency
open class UIResponder: NSObject {
  public override init() {
    super.init()
  }

  deinit {
    // The runtime releases an object's associated values when the object goes.
    AssociationTable.shared.removeValues(ofDeallocated: ObjectIdentifier(self))
  }

  /// The next responder: a view's view controller or superview, a controller's view's superview.
  open var next: UIResponder? { nil }
}
