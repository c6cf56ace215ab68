import Yams

/// Reads the values of a YAML mapping by key, remembering the keys asked for, so that the keys
/// the mapping has but nobody asked for can be reported as unknown with a suggestion.
struct MappingReader {
  let parser: SceneParser
  let node: Node
  /// What the mapping describes, for messages: `a label`, `a navigation controller`.
  var subject: String
  private var entries: [(key: String, keyNode: Node, value: Node)] = []
  private var asked: [String] = []

  /// A reader of `node`'s entries; reports non-scalar and repeated keys.
  init(_ node: Node, parser: SceneParser, subject: String) {
    self.parser = parser
    self.node = node
    self.subject = subject
    guard case .mapping(let mapping) = node else { return }
    var seen = Set<String>()
    for (key, value) in mapping {
      guard case .scalar(let scalar) = key else {
        parser.report("a key must be a plain word", at: key, expected: "a key such as 'name'")
        continue
      }
      guard seen.insert(scalar.string).inserted else {
        parser.report("the key '\(scalar.string)' is repeated", at: key)
        continue
      }
      entries.append((scalar.string, key, value))
    }
  }

  /// The value for `key`, if the mapping has it; `key` becomes a known key.
  mutating func value(_ key: String) -> Node? {
    if !asked.contains(key) { asked.append(key) }
    return entries.first { $0.key == key }?.value
  }

  /// The node of `key` itself, if the mapping has it.
  func keyNode(_ key: String) -> Node? {
    entries.first { $0.key == key }?.keyNode
  }

  /// Whether the mapping has `key` (without making it a known key).
  func has(_ key: String) -> Bool {
    entries.contains { $0.key == key }
  }

  /// Reports every key nobody asked for, suggesting the nearest known key.
  func finish() {
    for entry in entries where !asked.contains(entry.key) {
      var message = "unknown key '\(entry.key)' for \(subject)"
      if let suggestion = Spelling.nearest(to: entry.key, in: asked) {
        message += "; did you mean '\(suggestion)'?"
      }
      parser.report(
        message, at: parser.location(of: entry.keyNode), text: entry.key,
        expected: "one of " + asked.sorted().joined(separator: ", "))
    }
  }
}

/// Spelling suggestions for mistyped words.
enum Spelling {
  /// The candidate nearest to `word` by edit distance, if it is near enough to be a typo.
  static func nearest(to word: String, in candidates: [String]) -> String? {
    let word = Array(word.lowercased().unicodeScalars.prefix(64))
    var best: (distance: Int, candidate: String)?
    for candidate in candidates {
      let distance = editDistance(word, Array(candidate.lowercased().unicodeScalars.prefix(64)))
      if distance < (best?.distance ?? Int.max) { best = (distance, candidate) }
    }
    guard let best, best.distance <= max(1, min(word.count, best.candidate.count) / 3) else {
      return nil
    }
    return best.candidate
  }

  /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbours each count one.
  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
