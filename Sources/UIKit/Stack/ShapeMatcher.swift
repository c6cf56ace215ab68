/// Finds, for each constraint a stack view's arrangement is rebuilt with, the first active
/// constraint of the same shape not yet taken.
///
/// A rebuild after one arranged subview changed lists nearly the same constraints in the same
/// order: each is tried first against the next untaken active constraint, and only after the
/// first miss are the rest put in a map by shape. While no shape repeats among those, the next
/// untaken constraint that has the shape is the first of it, so the positional try goes on.
struct ShapeMatcher {
  private let shapes: [ConstraintShape]
  private var isTaken: [Bool]
  /// Every index before it is taken until the map is made.
  private var cursor = 0
  /// The first untaken index of each shape from where the map was made, and after each the next
  /// of its shape.
  private var firstOfShape: [ConstraintShape: Int]?
  private var nextOfShape: [Int]
  private var hasRepeatedShapes = false

  init(shapes: [ConstraintShape]) {
    self.shapes = shapes
    isTaken = [Bool](repeating: false, count: shapes.count)
    nextOfShape = [Int](repeating: -1, count: shapes.count)
  }

  /// The index of the first untaken active constraint of `shape`, now taken; nil when none is
  /// left.
  mutating func take(_ shape: ConstraintShape) -> Int? {
    while cursor < shapes.count && isTaken[cursor] { cursor += 1 }
    if cursor < shapes.count, firstOfShape == nil || !hasRepeatedShapes, shapes[cursor] == shape {
      return mark(cursor)
    }
    if firstOfShape == nil { makeMap() }
    guard var index = firstOfShape?[shape] else { return nil }
    while index >= 0 && isTaken[index] { index = nextOfShape[index] }
    guard index >= 0 else {
      firstOfShape?[shape] = nil
      return nil
    }
    let next = nextOfShape[index]
    firstOfShape?[shape] = next < 0 ? nil : next
    return mark(index)
  }

  /// Whether the active constraint at `index` was taken.
  func wasTaken(_ index: Int) -> Bool { isTaken[index] }

  private mutating func mark(_ index: Int) -> Int {
    isTaken[index] = true
    cursor = index + 1
    return index
  }

  /// Maps the untaken shapes from the cursor on, in order; every index before it is taken.
  private mutating func makeMap() {
    var map: [ConstraintShape: Int] = [:]
    map.reserveCapacity(shapes.count - cursor)
    var index = shapes.count - 1
    while index >= cursor {
      if let following = map.updateValue(index, forKey: shapes[index]) {
        nextOfShape[index] = following
        hasRepeatedShapes = true
      }
      index -= 1
    }
    firstOfShape = map
  }
}
