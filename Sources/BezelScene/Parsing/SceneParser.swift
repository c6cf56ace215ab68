import Yams

/// Reads a composed YAML document into a scene model, collecting every problem it finds.
final class SceneParser {
  /// At most this many views in a file, so that no file makes the builder run without bound.
  static let maximumViewCount = 2000
  /// At most this many constraint entries in a file.
  static let maximumConstraintCount = 10000

  let file: String
  let lines: [Substring]
  private(set) var diagnostics: [SceneDiagnostic] = []
  /// The collection nodes already read, by kind and position: YAML aliases resolve to the node
  /// they name, so a node met twice was reused through an alias.
  private var visited = Set<NodeKey>()
  /// How many times each collection was met again.
  private var reuses: [NodeKey: Int] = [:]
  private var aliasSearches = 0
  var viewCount = 0
  /// How many views and controllers are being read, one inside another.
  var depth = 0
  var constraintCount = 0

  init(text: String, file: String) {
    self.file = file
    lines = text.lineFeedSeparatedLines.map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
  }

  // MARK: Diagnostics

  /// Records a problem at `location`.
  func report(
    _ message: String, at location: SceneLocation, text: String? = nil, expected: String? = nil
  ) {
    diagnostics.append(
      SceneDiagnostic(
        location: location, message: message, text: text, expected: expected,
        sourceLine: sourceLine(location.line)))
  }

  /// Records a problem with `node`, quoting the node's text when it is a scalar.
  func report(_ message: String, at node: Node, expected: String? = nil) {
    report(message, at: location(of: node), text: node.scalar?.string, expected: expected)
  }

  /// The text of line `line` (from 1), if the file has it.
  func sourceLine(_ line: Int) -> String? {
    guard line >= 1, line <= lines.count else { return nil }
    return String(lines[line - 1])
  }

  /// Where `node` starts.
  func location(of node: Node) -> SceneLocation {
    let mark = node.mark
    return SceneLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
  }

  /// The location of the scalar at `offset` (in Unicode scalars) into `scalar`'s value, when the
  /// value is written on one line as it reads (plain, or quoted without escapes); otherwise
  /// where the scalar starts.
  func location(in scalar: Node.Scalar, offset: Int) -> SceneLocation {
    let start = SceneLocation(
      file: file, line: scalar.mark?.line ?? 1, column: scalar.mark?.column ?? 1)
    guard let line = sourceLine(start.line) else { return start }
    let scalars = Array(line.unicodeScalars)
    var column = start.column - 1
    switch scalar.style {
    case .plain, .any: break
    case .singleQuoted, .doubleQuoted: column += 1
    default: return start
    }
    let value = Array(scalar.string.unicodeScalars)
    guard column >= 0, column + value.count <= scalars.count,
      Array(scalars[column..<(column + value.count)]) == value
    else { return start }
    return start.advanced(by: (column + 1 - start.column) + min(max(offset, 0), value.count))
  }

  /// Enters a view or controller; false (reported) when they are nested too deeply.
  func enter(_ node: Node) -> Bool {
    guard depth < SceneTextCheck.maximumDepth else {
      report(
        "views and controllers are nested too deeply", at: node,
        expected: "at most \(SceneTextCheck.maximumDepth) levels")
      return false
    }
    depth += 1
    return true
  }

  // MARK: Aliases

  /// Whether `node` is a collection met for the first time; reports it when it was met before.
  func visit(_ node: Node) -> Bool {
    let key: NodeKey
    switch node {
    case .mapping(let mapping): key = NodeKey(kind: 0, mark: mapping.mark)
    case .sequence(let sequence): key = NodeKey(kind: 1, mark: sequence.mark)
    case .scalar, .alias: return true
    }
    if visited.insert(key).inserted { return true }
    reuses[key, default: 0] += 1
    let start = location(of: node)
    // Each search reads the rest of the file: a few are enough to show where aliases are.
    aliasSearches += 1
    let alias =
      aliasSearches <= 32 ? aliasLocation(anchoredAt: start, occurrence: reuses[key] ?? 1) : nil
    report(
      "a mapping or list written at line \(start.line) is used again through a YAML alias",
      at: alias?.location ?? start, text: alias?.text,
      expected: "each view, controller and list written out once")
    return false
  }

  /// The location of the `occurrence`th alias (`*name`) of the anchor (`&name`) at `start`.
  ///
  /// The YAML reader resolves an alias to the node it names and keeps no trace of it, so the
  /// alias is found in the text.
  private func aliasLocation(anchoredAt start: SceneLocation, occurrence: Int)
    -> (location: SceneLocation, text: String)?
  {
    func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
      scalar.isIdentifierStart || scalar.isDigit || scalar == "-"
    }
    guard let line = sourceLine(start.line) else { return nil }
    let scalars = Array(line.unicodeScalars)
    let anchorIndex = start.column - 1
    guard anchorIndex >= 0, anchorIndex < scalars.count, scalars[anchorIndex] == "&" else {
      return nil
    }
    let name = Array(scalars[(anchorIndex + 1)...].prefix { isNameScalar($0) })
    guard !name.isEmpty else { return nil }
    let alias = ["*"] + name
    var found = 0
    for lineNumber in start.line...lines.count {
      let text = Array(lines[lineNumber - 1].unicodeScalars)
      var index = lineNumber == start.line ? anchorIndex + 1 : 0
      while index + alias.count <= text.count {
        if Array(text[index..<(index + alias.count)]) == alias,
          index + alias.count == text.count || !isNameScalar(text[index + alias.count])
        {
          found += 1
          if found == occurrence {
            return (
              SceneLocation(file: file, line: lineNumber, column: index + 1),
              String(String.UnicodeScalarView(alias))
            )
          }
        }
        index += 1
      }
    }
    return nil
  }

  private struct NodeKey: Hashable {
    var kind: Int
    var line: Int
    var column: Int

    init(kind: Int, mark: Mark?) {
      self.kind = kind
      line = mark?.line ?? 0
      column = mark?.column ?? 0
    }
  }
}
