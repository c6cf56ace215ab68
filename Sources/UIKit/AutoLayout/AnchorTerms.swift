/// The terms of an anchor or of one side of a constraint.
///
/// Almost every anchor has exactly one term; that term is held inline, so that making an anchor
/// allocates no array. A distance between anchors (`anchorWithOffset(to:)`) keeps its terms in an
/// array.
struct AnchorTerms: RandomAccessCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
  /// The only term, when there is exactly one; `multiple` is then empty.
  private var single: AnchorTerm?
  /// The terms, when there are none or more than one.
  private var multiple: [AnchorTerm] = []

  init() {}

  /// The terms of a one-term anchor.
  init(_ term: AnchorTerm) {
    single = term
  }

  init(arrayLiteral elements: AnchorTerm...) {
    self.init(elements)
  }

  init<S: Sequence>(_ elements: S) where S.Element == AnchorTerm {
    self.init()
    store(Array(elements))
  }

  var startIndex: Int { 0 }
  var endIndex: Int { single == nil ? multiple.count : 1 }

  subscript(position: Int) -> AnchorTerm {
    if let single, position == 0 { return single }
    return multiple[position]
  }

  mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == AnchorTerm {
    var all = Array(self)
    all.replaceSubrange(subrange, with: newElements)
    store(all)
  }

  private mutating func store(_ all: [AnchorTerm]) {
    if all.count == 1 {
      single = all[0]
      multiple = []
    } else {
      single = nil
      multiple = all
    }
  }
}
