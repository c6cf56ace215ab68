import Foundation

// A reference to a view or layout guide that reads nil once the item is freed, held where UIKit
// holds the item weakly (a constraint's items and container, an anchor's item, a guide's owning
// view, a recognizer's view) and where Bezel's own bookkeeping refers to it (the engine's item
// slots, the ancestry cache's root and window, a window's context and scene). A weak reference
// would give the item a side table, and every retain and release of an object with one takes
// the runtime's slow path (about four times the instructions); layout retains and releases each
// view it visits several times. The item makes its link on first use and clears it in its
// `deinit`, as a view does its layer's owner link (`CALayer+Owner.swift`).

/// A link to one view or layout guide, nil once that item is freed.
///
/// Used on the main actor, and cleared by its item's `deinit`, which runs where the item was
/// last released: on the main actor too.
final class LayoutItemLink: @unchecked Sendable {
  /// The view, when the item is one.
  @exclusivity(unchecked) unowned(unsafe) private(set) var view: UIView?
  /// The guide, when the item is one.
  @exclusivity(unchecked) unowned(unsafe) private(set) var guide: UILayoutGuide?

  init(view: UIView) {
    self.view = view
  }

  init(guide: UILayoutGuide) {
    self.guide = guide
  }

  /// The view as a `View`, for a link made by a view of that class (a window's, a scroll
  /// view's): the class is not checked in optimized builds.
  func view<View: UIView>(as type: View.Type) -> View? {
    guard let view else { return nil }
    return unsafeDowncast(view, to: type)
  }

  /// The view or guide, nil once it is freed.
  var item: (any LayoutItem)? {
    if let view { return view }
    return guide
  }

  /// Called by the item's `deinit`: from now on the link reads nil.
  func clear() {
    view = nil
    guide = nil
  }
}

/// A link to a view or layout guide, or no item: an engine slot, a pending pin's item.
struct LayoutItemReference {
  let link: LayoutItemLink?

  init() {
    link = nil
  }

  @MainActor init(item: any LayoutItem) {
    link = item.itemLink
  }

  /// The item, nil for a free slot or once the item is freed.
  var item: (any LayoutItem)? { link?.item }
}
