/// A constraint's or anchor's item that is neither a view nor a layout guide, held weakly.
///
/// Such items are rare (UIKit accepts any object and fails at activation), so the weak reference
/// lives in a box made only for them: a weak stored property costs the runtime a call to
/// initialize and another to destroy, even while nil, on every term and constraint made.
final class WeakItem {
  weak var object: AnyObject?

  init(_ object: AnyObject?) {
    self.object = object
  }
}
