/// The views a scrolling container shows, each under the key of what it shows: the one tracker
/// through which tables show their cells (by index path) and section views (by kind and
/// section), and collection views their cells and supplementary views (by kind and index path).
///
/// Whatever is listed comes in key order, never in the order of a dictionary, so that the
/// callbacks a change sends (`didEndDisplaying`, `willDisplay`) and the order of subviews are the
/// same on every run. The views are kept in key order as they come and go, so that listing them
/// costs what the shown views cost, with no sort; a view's key is found by its identity.
struct VisibleViews<Key: Hashable & Comparable, View: UIView> {
  /// The shown views with their keys, in key order.
  private(set) var inOrder: [(key: Key, view: View)] = []
  private var views: [Key: View] = [:]
  private var keysByView: [ObjectIdentifier: Key] = [:]

  /// The view shown for `key`, if any; setting `nil` forgets it without ending its display.
  subscript(key: Key) -> View? {
    get { views[key] }
    set {
      if let newValue {
        if let old = views.updateValue(newValue, forKey: key) {
          forgetIdentity(of: old, key: key)
          inOrder[insertionIndex(of: key) - 1].view = newValue
        } else {
          inOrder.insert((key: key, view: newValue), at: insertionIndex(of: key))
        }
        keysByView[ObjectIdentifier(newValue)] = key
      } else if let old = views.removeValue(forKey: key) {
        forgetIdentity(of: old, key: key)
        inOrder.remove(at: insertionIndex(of: key) - 1)
      }
    }
  }

  var isEmpty: Bool { inOrder.isEmpty }
  var count: Int { inOrder.count }

  /// The keys of the shown views, in order.
  var keys: [Key] { inOrder.map(\.key) }

  /// The key `view` is shown under, if it is shown.
  func key(of view: View) -> Key? {
    keysByView[ObjectIdentifier(view)]
  }

  /// Forgets the views whose keys are not `wanted`, and returns them in key order for their
  /// owner to end their display.
  mutating func removeAll(
    except wanted: (Key) -> Bool = { _ in false }
  ) -> [(key: Key, view: View)] {
    forget { !wanted($0) }
  }

  /// Forgets the views whose keys are not in `wanted`, keys in ascending order, and returns them
  /// in key order; one walk over both lists.
  mutating func removeAll(
    notIn wanted: some Sequence<Key>
  ) -> [(key: Key, view: View)] {
    var iterator = wanted.makeIterator()
    var next = iterator.next()
    return forget { key in
      while let candidate = next, candidate < key { next = iterator.next() }
      return next != key
    }
  }

  /// Moves each view to the key `newKey` gives it; forgets those it gives none, and returns
  /// them in key order, under their old keys, for their owner to end their display.
  mutating func rekey(_ newKey: (Key) -> Key?) -> [(key: Key, view: View)] {
    let old = inOrder
    inOrder = []
    views = [:]
    keysByView = [:]
    var leaving: [(key: Key, view: View)] = []
    for item in old {
      if let key = newKey(item.key) {
        self[key] = item.view
      } else {
        leaving.append(item)
      }
    }
    return leaving
  }

  /// Forgets, in one pass that keeps the order, the views whose keys `leaves` picks, and
  /// returns them in key order.
  private mutating func forget(
    where leaves: (Key) -> Bool
  ) -> [(key: Key, view: View)] {
    var leaving: [(key: Key, view: View)] = []
    var kept = 0
    for index in inOrder.indices {
      let item = inOrder[index]
      if leaves(item.key) {
        leaving.append(item)
        views[item.key] = nil
        forgetIdentity(of: item.view, key: item.key)
      } else {
        if kept != index { inOrder[kept] = item }
        kept += 1
      }
    }
    inOrder.removeLast(inOrder.count - kept)
    return leaving
  }

  /// Forgets `view`'s key unless the view is shown under another key too.
  private mutating func forgetIdentity(of view: View, key: Key) {
    let identity = ObjectIdentifier(view)
    if keysByView[identity] == key { keysByView[identity] = nil }
  }

  /// The index after the last key at most `key`: a binary search, answered at once for a key
  /// after every other (keys mostly come in order as a container scrolls).
  private func insertionIndex(of key: Key) -> Int {
    if let last = inOrder.last?.key, last < key { return inOrder.count }
    var low = 0
    var high = inOrder.count
    while low < high {
      let middle = (low + high) / 2
      if inOrder[middle].key <= key { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
