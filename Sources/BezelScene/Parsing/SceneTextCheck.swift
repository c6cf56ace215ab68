/// Checks made on a scene file's text before the YAML reader sees it, so that a huge, deeply
/// nested or binary file gets one clear error instead of a long wait or a deep recursion.
enum SceneTextCheck {
  /// The largest file read, in bytes.
  static let maximumBytes = 4 * 1024 * 1024
  /// The deepest nesting of mappings and lists accepted.
  static let maximumDepth = 64

  /// The first problem that stops `text` from being read, if any.
  static func problem(in text: String, file: String) -> SceneDiagnostic? {
    func diagnostic(_ message: String, line: Int, column: Int, expected: String? = nil)
      -> SceneDiagnostic
    {
      SceneDiagnostic(
        location: SceneLocation(file: file, line: line, column: column), message: message,
        expected: expected)
    }
    if text.utf8.count > maximumBytes {
      return diagnostic(
        "the file is too large (\(text.utf8.count) bytes)", line: 1, column: 1,
        expected: "at most \(maximumBytes) bytes")
    }
    var line = 1
    var column = 1
    for scalar in text.unicodeScalars {
      if scalar == "\0" {
        return diagnostic(
          "the file is binary: it has a NUL character", line: line, column: column,
          expected: "a YAML text file")
      }
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return nestingProblem(in: text, file: file)
  }

  /// Reports nesting deeper than `maximumDepth`: indentation levels of block collections plus
  /// open brackets of flow collections, outside quotes and comments.
  private static func nestingProblem(in text: String, file: String) -> SceneDiagnostic? {
    var indents: [Int] = []
    var flowDepth = 0
    var quote: Unicode.Scalar?
    for (lineIndex, line) in text.lineFeedSeparatedLines.enumerated() {
      let scalars = Array(line.unicodeScalars)
      var index = 0
      while index < scalars.count, scalars[index] == " " { index += 1 }
      let isContent = index < scalars.count && scalars[index] != "#" && scalars[index] != "\r"
      if quote == nil, flowDepth == 0, isContent {
        while let last = indents.last, last > index { indents.removeLast() }
        if indents.last != index { indents.append(index) }
        // `- - x` opens a list in a list on one line.
        var dash = index
        while dash + 1 < scalars.count, scalars[dash] == "-", scalars[dash + 1] == " " {
          dash += 2
          while dash < scalars.count, scalars[dash] == " " { dash += 1 }
          indents.append(dash)
        }
      }
      var previous: Unicode.Scalar = " "
      while index < scalars.count {
        let scalar = scalars[index]
        if let open = quote {
          if scalar == open { quote = nil }
        } else if scalar == "#", previous == " " || previous == "\t" {
          break
        } else if scalar == "\"" || scalar == "'",
          [" ", "[", "{", ",", ":", "-", "\t"].contains(previous)
        {
          quote = scalar
        } else if scalar == "*", [" ", "[", "{", ",", "\t"].contains(previous),
          isAliasKey(scalars, at: index)
        {
          // Reading a mapping compares its keys, and an alias can stand for a tree that
          // expands exponentially.
          return SceneDiagnostic(
            location: SceneLocation(file: file, line: lineIndex + 1, column: index + 1),
            message: "a YAML alias cannot be a mapping key", expected: "a plain key")
        } else if scalar == "[" || scalar == "{" {
          flowDepth += 1
        } else if scalar == "]" || scalar == "}" {
          flowDepth = max(flowDepth - 1, 0)
        }
        if indents.count + flowDepth > maximumDepth {
          return SceneDiagnostic(
            location: SceneLocation(file: file, line: lineIndex + 1, column: index + 1),
            message: "the file is nested too deeply",
            expected: "at most \(maximumDepth) levels of mappings and lists")
        }
        previous = scalar
        index += 1
      }
      if indents.count + flowDepth > maximumDepth {
        return SceneDiagnostic(
          location: SceneLocation(file: file, line: lineIndex + 1, column: 1),
          message: "the file is nested too deeply",
          expected: "at most \(maximumDepth) levels of mappings and lists")
      }
    }
    return nil
  }

  /// Whether the alias at `index` (its `*`) is followed by `:` or preceded by `? `, as a key.
  private static func isAliasKey(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    var end = index + 1
    while end < scalars.count,
      scalars[end].isIdentifierStart || scalars[end].isDigit
        || scalars[end] == "-"
    {
      end += 1
    }
    while end < scalars.count, scalars[end] == " " { end += 1 }
    if end < scalars.count, scalars[end] == ":" { return true }
    var start = index - 1
    while start >= 0, scalars[start] == " " { start -= 1 }
    return start >= 0 && scalars[start] == "?"
  }
}
