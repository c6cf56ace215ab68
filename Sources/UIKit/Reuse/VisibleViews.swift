/// The views a scrolling container shows, each under the key of what it shows: the one tracker
/// through which tables show their cells (by index path) and section views (by section), and
/// collection views their cells and supplementary views (by kind and index path).
///
/// Whatever is listed comes in key order, never in the order of a dictionary, so that the
/// callbacks a change sends (`didEndDisplaying`, `willDisplay`) and the order of subviews are the
/// same on every run.
struct VisibleViews<Key: Hashable & Comparable, View: UIView> {
  private var views: [Key: View] = [:]

  /// The view shown for `key`, if any; setting `nil` forgets it without ending its display.
  subscript(key: Key) -> View? {
    get { views[key] }
    set { views[key] = newValue }
  }

  var isEmpty: Bool { views.isEmpty }
  var count: Int { views.count }

  /// The shown views with their keys, in key order.
  var inOrder: [(key: Key, view: View)] {
    views.sorted { $0.key < $1.key }.map { (key: $0.key, view: $0.value) }
  }

  /// The keys of the shown views, in order.
  var keys: [Key] { views.keys.sorted() }

  /// The key `view` is shown under, if it is shown.
  func key(of view: View) -> Key? {
    views.first { $0.value === view }?.key
  }

  /// Forgets the views whose keys are not `wanted`, and returns them in key order for their
  /// owner to end their display.
  mutating func removeAll(
    except wanted: (Key) -> Bool = { _ in false }
  ) -> [(key: Key, view: View)] {
    let leaving = inOrder.filter { !wanted($0.key) }
    for item in leaving { views[item.key] = nil }
    return leaving
  }

  /// Moves each view to the key `newKey` gives it; forgets those it gives none, and returns
  /// them in key order, under their old keys, for their owner to end their display.
  mutating func rekey(_ newKey: (Key) -> Key?) -> [(key: Key, view: View)] {
    var moved: [Key: View] = [:]
    var leaving: [(key: Key, view: View)] = []
    for item in inOrder {
      if let key = newKey(item.key) {
        moved[key] = item.view
      } else {
        leaving.append(item)
      }
    }
    views = moved
    return leaving
  }
}
