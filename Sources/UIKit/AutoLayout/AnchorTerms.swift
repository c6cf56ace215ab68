/// The terms of an anchor or of one side of a constraint.
///
/// The terms are a list linked through ``AnchorTerm/next``, held by its first term: almost every
/// anchor has exactly one term, so making an anchor allocates no array, and reading its one term
/// is a load. A distance between anchors (`anchorWithOffset(to:)`) links copies of its terms.
///
/// Unoptimised, as clients' tests build it, a list of one stored reference costs a retain a read
/// where an enum of a term or an array copied its payload, retaining and releasing it, on every
/// `count` and subscript.
struct AnchorTerms: BidirectionalCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
  /// The first term, nil when there is none.
  private(set) var head: AnchorTerm?

  init() {}

  /// The terms of a one-term anchor, made of a new term: one whose ``AnchorTerm/next`` is nil.
  init(_ term: AnchorTerm) {
    head = term
  }

  /// The one term of a side or anchor held as its item's link: `attribute` of that view or
  /// guide, coefficient 1.
  init(link: LayoutItemLink, attribute: NSLayoutConstraint.Attribute) {
    head = AnchorTerm(link: link, attribute: attribute, coefficient: 1)
  }

  init(arrayLiteral elements: AnchorTerm...) {
    self.init(elements)
  }

  init<S: Sequence>(_ elements: S) where S.Element == AnchorTerm {
    let all = Array(elements)
    var next: AnchorTerm?
    var index = all.count
    while index > 0 {
      index -= 1
      next = all[index].linked(to: next)
    }
    head = next
  }

  /// The one term of a one-term list, nil otherwise.
  var single: AnchorTerm? {
    guard let head, head.next == nil else { return nil }
    return head
  }

  /// Whether the list has no more than one term.
  var hasAtMostOneTerm: Bool {
    guard let head else { return true }
    return head.next == nil
  }

  var startIndex: Int { 0 }

  var endIndex: Int { count }

  // `count` and `isEmpty` of the collection protocols measure the distance between the indices
  // through generic code, which an unoptimised build runs as written on every call.
  var count: Int {
    var count = 0
    var term = head
    while let current = term {
      count += 1
      term = current.next
    }
    return count
  }

  var isEmpty: Bool { head == nil }

  func index(after i: Int) -> Int { i + 1 }

  func index(before i: Int) -> Int {
    precondition(i > 0, "Index out of range")
    return i - 1
  }

  subscript(position: Int) -> AnchorTerm {
    var term = head
    var steps = position
    while steps > 0, let current = term {
      term = current.next
      steps -= 1
    }
    guard position >= 0, let term else { preconditionFailure("Index out of range") }
    return term
  }

  func makeIterator() -> Iterator { Iterator(upcoming: head) }

  /// Walks the links, without the indices a collection's default iterator goes through.
  struct Iterator: IteratorProtocol {
    fileprivate var upcoming: AnchorTerm?

    mutating func next() -> AnchorTerm? {
      guard let term = upcoming else { return nil }
      upcoming = term.next
      return term
    }
  }

  mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == AnchorTerm {
    var all = Array(self)
    all.replaceSubrange(subrange, with: newElements)
    self = AnchorTerms(all)
  }
}
