/// The view a change of a registered view's variables marks for layout, as an engine keeps it
/// for the view's slot (`LayoutEngine.layoutTargets`).
///
/// Unowned: no entry outlives the views it names. A view's entry is written when it registers,
/// when its superview changes (`UIView.setStoredSuperview(_:)`, `UIView.unlinkSubviews()`), and
/// emptied when it unregisters, when its engine lets its registration go, and by its `deinit`.
struct LayoutTarget {
  /// Unmanaged rather than `unowned(unsafe)`: an empty entry is told without loading a view.
  private let pointer: Unmanaged<UIView>?

  init(view: UIView? = nil) {
    pointer = view.map { Unmanaged.passUnretained($0) }
  }

  var view: UIView? { pointer?.takeUnretainedValue() }
  var isEmpty: Bool { pointer == nil }

  /// Whether the entry names `view`, told by address alone.
  func names(_ view: UIView) -> Bool {
    pointer?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
  }
}

extension LayoutEngine {
  /// Points the target of `slot`, a slot of `view`, at the view whose layout writes its frame:
  /// its superview, or the view itself without one.
  func updateLayoutTarget(of view: UIView, slot: Int32) {
    guard slot >= 0, Int(slot) < layoutTargets.count else { return }
    layoutTargets[Int(slot)] = LayoutTarget(view: view.storedSuperview ?? view)
  }

  /// Empties the target of `slot`.
  func clearLayoutTarget(slot: Int32) {
    guard slot >= 0, Int(slot) < layoutTargets.count else { return }
    layoutTargets[Int(slot)] = LayoutTarget()
  }
}

extension UIView {
  /// Brings the entry of the engine the view is registered in up to date with its superview.
  func updateLayoutTarget() {
    guard let registration, let engine = registration.engine else { return }
    engine.updateLayoutTarget(of: self, slot: registration.slot)
  }

  /// Empties the view's entry in the engine it is registered in: the view is going.
  func clearLayoutTarget() {
    guard let registration, let engine = registration.engine else { return }
    engine.clearLayoutTarget(slot: registration.slot)
  }
}
