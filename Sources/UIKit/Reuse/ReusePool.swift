/// Views waiting to be reused, queued by reuse identifier: the one pool through which tables
/// recycle their cells and header and footer views, and collection views their cells and
/// supplementary views.
///
/// A dequeue hands back the view queued last, so the view that just scrolled off is the one that
/// comes back; the owner calls the view's `prepareForReuse()`, which each view class declares
/// for itself.
struct ReusePool<Element: UIView> {
  private var queues: [String: [Element]] = [:]

  /// Queues `element` under `identifier`, unless that queue already holds `limit` views; returns
  /// whether it was queued.
  @discardableResult
  mutating func enqueue(_ element: Element, identifier: String, limit: Int = .max) -> Bool {
    guard queues[identifier, default: []].count < limit else { return false }
    queues[identifier, default: []].append(element)
    return true
  }

  /// Takes the view queued last under `identifier`, if any.
  mutating func dequeue(identifier: String) -> Element? {
    queues[identifier]?.popLast()
  }

  /// How many views wait under `identifier`.
  func count(identifier: String) -> Int { queues[identifier]?.count ?? 0 }

  /// How many views wait, under every identifier.
  var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}
