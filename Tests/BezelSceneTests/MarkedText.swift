/// A scene text with `‸` markers where diagnostics must point, and the text without them.
struct MarkedText {
  /// The text with the markers removed.
  var text: String
  /// The line and column (from 1, in Unicode scalars) of each marker, in order.
  var marks: [Position]

  struct Position: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "\(line):\(column)" }
  }

  init(_ marked: String) {
    var scalars = String.UnicodeScalarView()
    var marks: [Position] = []
    var line = 1
    var column = 1
    for scalar in marked.unicodeScalars {
      if scalar == "‸" {
        marks.append(Position(line: line, column: column))
        continue
      }
      scalars.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    text = String(scalars)
    self.marks = marks
  }
}
