import UIKit

// Swift 5 code as layout libraries and their tests write it: a plain global as an
// associated-object key (Swift 6 rejects it as shared mutable state), and nonisolated helpers
// that call UIKit synchronously, as XCTest methods do. They compile without `await` because
// UIKit's classes are `@MainActor @preconcurrency`.

private var orderKey: UInt8 = 0

extension UIView {
  /// The position of the view in the order a helper built it, stored as SnapKit stores its
  /// bookkeeping.
  var buildOrder: Int? {
    get { objc_getAssociatedObject(self, &orderKey) as? Int }
    set { objc_setAssociatedObject(self, &orderKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }
}

/// A 200 × 100 container with a child pinned inside it by `insets`, laid out.
func makePinnedHierarchy(insets: UIEdgeInsets) -> (container: UIView, child: UIView) {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  let child = TestView()
  container.addSubview(child)
  child.translatesAutoresizingMaskIntoConstraints = false
  NSLayoutConstraint.activate([
    child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: insets.left),
    child.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -insets.right),
    child.topAnchor.constraint(equalTo: container.topAnchor, constant: insets.top),
    child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -insets.bottom),
  ])
  container.buildOrder = 0
  child.buildOrder = 1
  container.layoutIfNeeded()
  return (container, child)
}

/// A constraint made with the legacy initializer, as the DSL's subclass, with a label.
func makeLabelledConstraint(_ view: UIView, width: CGFloat) -> LayoutConstraint {
  let constraint = LayoutConstraint(
    item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
    multiplier: 1, constant: width)
  constraint.label = "width"
  constraint.priority = UILayoutPriority(rawValue: UILayoutPriority.required.rawValue - 1)
  return constraint
}

/// A window showing a view controller, set up from a nonisolated function.
func makeWindow(showing controller: UIViewController) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  window.rootViewController = controller
  window.layoutIfNeeded()
  return window
}

/// The priority a library reads back from a constraint it just made.
func defaultPriority() -> UILayoutPriority {
  LayoutConstraint.defaultPriority
}

/// Whether a sheet should let the user drag it, as a presentation library decides it from a
/// nonisolated default implementation: not while VoiceOver runs.
func allowsDragToDismiss() -> Bool {
  !UIAccessibility.isVoiceOverRunning
}
