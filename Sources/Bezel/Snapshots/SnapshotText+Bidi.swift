import UIKit

// Attribute runs in visual order, a model of the Unicode Bidirectional Algorithm (UAX #9) at the
// granularity of runs:
// - A paragraph's level is 1 when it runs right to left (its style's base writing direction,
//   else its first strong character, as TextKit decides: `paragraphIsRightToLeft(at:)`), else 0.
// - A run takes the direction of its first strong character: right-to-left scripts (Hebrew,
//   Arabic, Syriac, Thaana, N'Ko and their presentation forms) the lowest odd level at or above
//   the paragraph's, letters of other scripts the lowest even one (rules I1, I2). A run with no
//   strong character (spaces, digits, punctuation) takes the direction of the strong runs on
//   both sides when they agree, else the paragraph's (rules N1, N2; digits are treated as
//   neutral, not as numbers).
// - Runs are reversed from the highest level down to the lowest odd one (rule L2).
// Within a run, the characters are ordered by whatever renders the drawing.

extension SnapshotText {
  /// A strong direction.
  enum StrongDirection: Equatable {
    case leftToRight, rightToLeft
  }

  /// The direction of the first strong character of `text`, or nil when it has none.
  static func strongDirection(of text: String) -> StrongDirection? {
    text.firstStrongIsRightToLeft.map { $0 ? .rightToLeft : .leftToRight }
  }

  /// The embedding level of each run of a paragraph at `paragraphLevel` (0 or 1) whose runs'
  /// strong directions are `directions` (nil for none).
  static func levels(of directions: [StrongDirection?], paragraphLevel: Int) -> [Int] {
    let paragraph: StrongDirection = paragraphLevel % 2 == 1 ? .rightToLeft : .leftToRight
    func level(_ direction: StrongDirection) -> Int {
      switch (direction, paragraphLevel % 2 == 1) {
      case (.rightToLeft, false): paragraphLevel + 1
      case (.leftToRight, true): paragraphLevel + 1
      default: paragraphLevel
      }
    }
    return directions.indices.map { index in
      if let direction = directions[index] { return level(direction) }
      // A neutral takes the direction of its strong neighbours when they agree (the
      // paragraph's direction stands in at its ends, rule N1's sos and eos).
      let before = directions[..<index].last { $0 != nil }.flatMap { $0 } ?? paragraph
      let after = directions[(index + 1)...].first { $0 != nil }.flatMap { $0 } ?? paragraph
      return level(before == after ? before : paragraph)
    }
  }

  /// The runs' indices left to right for `levels` (rule L2).
  static func visualOrder(of levels: [Int]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min()
    else { return order }
    var level = highest
    while level >= lowestOdd {
      var start = 0
      while start < order.count {
        guard levels[order[start]] >= level else {
          start += 1
          continue
        }
        var end = start
        while end < order.count, levels[order[end]] >= level { end += 1 }
        order[start..<end].reverse()
        start = end
      }
      level -= 1
    }
    return order
  }

  /// Places the runs at `indices` (one line's, in the string's order) in visual order across
  /// the span they take: the first run in visual order starts where the leftmost one did.
  static func reorder(
    _ runs: inout [Run], indices: [Int], paragraphRightToLeft: Bool
  ) {
    guard indices.count > 1 else { return }
    let directions = indices.map { strongDirection(of: runs[$0].text) }
    let levels = levels(of: directions, paragraphLevel: paragraphRightToLeft ? 1 : 0)
    guard levels.contains(where: { $0 > 0 }) else { return }
    var x = indices.map { runs[$0].frame.minX }.min() ?? 0
    for position in visualOrder(of: levels) {
      let index = indices[position]
      runs[index].frame.origin.x = x
      x += runs[index].frame.width
    }
  }
}
