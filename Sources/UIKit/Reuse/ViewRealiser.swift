import Foundation

/// One element of a scrolling container's layout: what it shows (its key: an index path, and
/// for collection views the element's kind), where (its frame in content coordinates) and in
/// front of what (its z-index: higher in front).
@MainActor
protocol PlacedElement {
  associatedtype Key: Hashable & Comparable
  var key: Key { get }
  var frame: CGRect { get }
  var zIndex: Int { get }
}

/// The one loop through which scrolling containers show the elements of their layout: a table's
/// rows and its section views, and a collection view's cells and supplementary views, whatever
/// its layout.
///
/// Each layout pass hands it the elements in the bounds, in key order. It ends the display of the
/// views whose elements left (in key order), makes views for the elements that came (asking the
/// owner, who dequeues them from its `ReusePool`s), places every view, tells the owner which
/// views are new, and puts the views of raised elements in front. The owner keeps what differs
/// between containers: how a view is made, placed and recycled, and which delegate hears.
///
/// The work of a pass follows the elements it is handed and the views shown: nothing is sorted,
/// and nothing scales with the elements outside the bounds.
@MainActor
final class ViewRealiser<Element: PlacedElement, View: UIView> {
  /// The views shown, by key.
  var shown = VisibleViews<Element.Key, View>()

  /// Shows `wanted`, in ascending key order with no key twice, in `container`.
  ///
  /// - `retire` ends the display of a view whose element left, under its old key, once it is
  ///   forgotten;
  /// - `make` makes the view of an element that came, or answers nil to show nothing for it;
  /// - `place` places a view (new or shown before, said by its last argument) once it is shown
  ///   and a subview of `container`;
  /// - `didShow` hears of each new view after it is placed (the owner's `willDisplay`).
  func realise(
    _ wanted: [Element], in container: UIView,
    retire: (Element.Key, View) -> Void,
    make: (Element) -> View?,
    place: (Element, View, _ isNew: Bool) -> Void,
    didShow: (Element, View) -> Void = { _, _ in }
  ) {
    if wanted.isEmpty, shown.isEmpty { return }
    // The keys by a loop: a key path (`map(\.key)`) is formed anew at every call, and a closure
    // formed here would check the executor at every element.
    var keys: [Element.Key] = []
    keys.reserveCapacity(wanted.count)
    for element in wanted { keys.append(element.key) }
    for (key, view) in shown.removeAll(notIn: keys) {
      retire(key, view)
    }
    var isLayered = false
    for element in wanted {
      if element.zIndex != 0 { isLayered = true }
      var isNew = false
      let view: View
      if let existing = shown[element.key] {
        view = existing
      } else {
        guard let made = make(element) else { continue }
        view = made
        isNew = true
        shown[element.key] = view
      }
      if view.storedSuperview !== container { container.addSubview(view) }
      place(element, view, isNew)
      if isNew { didShow(element, view) }
    }
    if isLayered { layer(wanted, in: container) }
  }

  /// Puts the views of elements with a positive z-index in front of the others, lowest first and
  /// in key order among equals, and those with a negative one behind them, unless they are
  /// already there.
  private func layer(_ wanted: [Element], in container: UIView) {
    let raised = stableSorted(wanted.filter { $0.zIndex > 0 })
    let front = raised.compactMap { shown[$0.key] }
    let subviews = container.storedSubviews
    if subviews.count >= front.count,
      !zip(subviews.suffix(front.count), front).allSatisfy({ $0 === $1 })
    {
      for view in front { container.bringSubviewToFront(view) }
    }
    let lowered = stableSorted(wanted.filter { $0.zIndex < 0 })
    let back = lowered.compactMap { shown[$0.key] }
    if subviews.count >= back.count,
      !zip(container.storedSubviews.prefix(back.count), back).allSatisfy({ $0 === $1 })
    {
      for view in back.reversed() { container.sendSubviewToBack(view) }
    }
  }

  /// The elements by z-index, keeping their key order among equals.
  private func stableSorted(_ elements: [Element]) -> [Element] {
    elements.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }.map(\.element)
  }
}
