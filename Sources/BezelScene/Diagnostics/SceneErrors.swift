/// Every problem found in a scene file, sorted by position.
public struct SceneErrors: Error, Sendable, CustomStringConvertible {
  /// The problems, sorted by file, line and column; never empty when thrown.
  public var diagnostics: [SceneDiagnostic]
  /// Why the file could not be opened or read, when that is the problem.
  public var unreadable: SystemError?

  /// Collects `diagnostics`, sorted by position, each once.
  public init(_ diagnostics: [SceneDiagnostic]) {
    var seen = Set<SceneDiagnostic>()
    self.diagnostics = diagnostics.filter { seen.insert($0).inserted }
      .enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }

  /// Each diagnostic's description, one after another.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
