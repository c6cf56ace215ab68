/// The terms of an anchor or of one side of a constraint.
///
/// Almost every anchor has exactly one term; that term is held inline, so that making an anchor
/// allocates no array. A distance between anchors (`anchorWithOffset(to:)`) keeps its terms in an
/// array.
struct AnchorTerms: RandomAccessCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
  /// One term inline, or the terms in an array: a single reference either way, so that copying
  /// the terms retains one object.
  private enum Storage {
    case one(AnchorTerm)
    case many([AnchorTerm])
  }

  private var storage = Storage.many([])

  init() {}

  /// The terms of a one-term anchor.
  init(_ term: AnchorTerm) {
    storage = .one(term)
  }

  init(arrayLiteral elements: AnchorTerm...) {
    self.init(elements)
  }

  init<S: Sequence>(_ elements: S) where S.Element == AnchorTerm {
    self.init()
    store(Array(elements))
  }

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch storage {
    case .one: 1
    case .many(let terms): terms.count
    }
  }

  // `count` and `isEmpty` of the collection protocols measure the distance between the indices
  // through generic code, which an unoptimised build runs as written on every call.
  var count: Int { endIndex }

  var isEmpty: Bool { endIndex == 0 }

  subscript(position: Int) -> AnchorTerm {
    switch storage {
    case .one(let term):
      precondition(position == 0, "Index out of range")
      return term
    case .many(let terms):
      return terms[position]
    }
  }

  mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == AnchorTerm {
    var all = Array(self)
    all.replaceSubrange(subrange, with: newElements)
    store(all)
  }

  private mutating func store(_ all: [AnchorTerm]) {
    storage = all.count == 1 ? .one(all[0]) : .many(all)
  }
}
