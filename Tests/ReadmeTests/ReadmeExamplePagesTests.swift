import Foundation
import Testing

/// The pages whose examples are extracted: the README and every page of docs/ that marks an
/// example, so that an example moved out of the README into docs/ stays compiled and run.
struct ReadmeExamplePagesTests {
  /// The package's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Each page that marks examples, by its path from the root, with the names it marks.
  static func markedPages() throws -> [String: Set<String>] {
    let docs = root.appendingPathComponent("docs")
    let pages =
      ["README.md"]
      + (try FileManager.default.contentsOfDirectory(atPath: docs.path))
      .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
    var marked: [String: Set<String>] = [:]
    for page in pages {
      let text = try String(
        contentsOf: root.appendingPathComponent(page), encoding: .utf8)
      let names = text.split(separator: "\n").compactMap { line -> String? in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!-- example:"), trimmed.hasSuffix("-->") else { return nil }
        return trimmed.dropFirst("<!-- example:".count).dropLast("-->".count)
          .split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
      }
      if !names.isEmpty { marked[page] = Set(names) }
    }
    return marked
  }

  @Test @MainActor func everyMarkedExampleOfEveryPageIsExtracted() throws {
    var extracted: [String: Set<String>] = [:]
    for example in ReadmeExamples.all { extracted[example.file, default: []].insert(example.name) }
    #expect(extracted == (try Self.markedPages()))
  }

  @Test @MainActor func theSolverExamplesRunFromDocs() throws {
    let solver = try #require(ReadmeExamples.all.first { $0.name == "solver" })
    #expect(solver.file == "docs/solver.md")
  }
}
