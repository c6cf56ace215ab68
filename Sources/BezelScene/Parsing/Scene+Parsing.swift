import Yams

extension Scene {
  /// Reads a scene from `text`, naming `file` in its diagnostics.
  ///
  /// Every problem is reported, each with its line and column: YAML syntax, unknown keys, type
  /// errors, out-of-range numbers, malformed constraints, unknown views or guides, repeated
  /// names. A text that is too large, nested too deeply or binary gets one diagnostic.
  public static func parse(_ text: String, file: String) throws(SceneErrors) -> Scene {
    if let problem = SceneTextCheck.problem(in: text, file: file) {
      throw SceneErrors([problem])
    }
    let parser = SceneParser(text: text, file: file)
    if let problem = SceneLimitScan.problem(in: text, file: file) {
      parser.report(
        problem.message, at: problem.location, text: nil, expected: problem.expected)
      throw SceneErrors(parser.diagnostics)
    }
    let node: Node
    do {
      guard let root = try Yams.compose(yaml: text) else {
        parser.report(
          "the file is empty", at: SceneLocation(file: file, line: 1, column: 1),
          expected: "a mapping with 'screens:' or 'root:'")
        throw SceneErrors(parser.diagnostics)
      }
      node = root
    } catch let error as SceneErrors {
      throw error
    } catch {
      parser.reportYAMLError(error)
      throw SceneErrors(parser.diagnostics)
    }
    let scene = parser.scene(node, defaultName: defaultName(for: file)).map {
      parser.validated($0)
    }
    guard parser.diagnostics.isEmpty, let scene else { throw SceneErrors(parser.diagnostics) }
    return scene
  }

  private static func defaultName(for file: String) -> String {
    let base = file.split(separator: "/").last.map(String.init) ?? file
    guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
    return String(base[..<dot])
  }
}

extension SceneParser {
  /// Reads the document: `name:` and `screens:`, or a single `root:`.
  func scene(_ node: Node, defaultName: String) -> Scene? {
    guard isMapping(node, what: "a mapping with 'screens:' or 'root:'") else { return nil }
    var reader = MappingReader(node, parser: self, subject: "a scene")
    let name = reader.value("name").flatMap { string($0) } ?? defaultName
    var screens: [Scene.Screen] = []
    if let screensNode = reader.value("screens") {
      for item in list(screensNode, what: "a list of screens") ?? [] {
        if let screen = screen(item) { screens.append(screen) }
      }
      if reader.has("root") {
        report("a scene has either screens or root, not both", at: screensNode)
      }
    }
    let firstResponder = reader.value("firstResponder").flatMap { firstResponderName($0) }
    if let rootNode = reader.value("root"), let root = controller(rootNode) {
      screens.append(
        Scene.Screen(
          name: "main", location: location(of: rootNode), root: root,
          firstResponder: firstResponder))
    } else if let firstResponder, reader.has("screens") {
      report(
        "'firstResponder' belongs to a screen when a scene has screens",
        at: firstResponder.location, text: firstResponder.name)
    }
    if !reader.has("screens"), !reader.has("root") {
      report(
        "a scene needs 'screens' or 'root'", at: node,
        expected: "screens: [{name: main, root: {…}}] or root: {…}")
    }
    reader.finish()
    var names = Set<String>()
    for screen in screens where !names.insert(screen.name).inserted {
      report(
        "a screen named '\(screen.name)' already exists", at: screen.location, text: screen.name)
    }
    return Scene(name: name, screens: screens, file: file, lines: lines)
  }

  private func screen(_ node: Node) -> Scene.Screen? {
    guard isMapping(node, what: "a screen: {name:, root:}") else { return nil }
    var reader = MappingReader(node, parser: self, subject: "a screen")
    let name = reader.value("name").flatMap { string($0, what: "a screen name") }
    let root = reader.value("root").flatMap { controller($0) }
    let firstResponder = reader.value("firstResponder").flatMap { firstResponderName($0) }
    for key in ["name", "root"] where !reader.has(key) {
      report("a screen needs '\(key)'", at: node, expected: "name: and root:")
    }
    reader.finish()
    guard let name, let root else { return nil }
    return Scene.Screen(
      name: name, location: location(of: node), root: root, firstResponder: firstResponder)
  }

  /// Reads a `firstResponder:` value: the name of a text field of the screen.
  private func firstResponderName(_ node: Node) -> (name: String, location: SceneLocation)? {
    string(node, what: "the name of a text field").map { ($0, location(of: node)) }
  }

  /// Turns an error of the YAML reader into a diagnostic at its position.
  func reportYAMLError(_ error: any Error) {
    let start = SceneLocation(file: file, line: 1, column: 1)
    guard let error = error as? YamlError else {
      report("the file is not valid YAML: \(error)", at: start)
      return
    }
    func at(_ mark: Mark) -> SceneLocation {
      SceneLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1))
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let contextText = context.map { " \($0.text) at line \($0.mark.line)" } ?? ""
      report("invalid YAML: \(problem)\(contextText)", at: at(mark))
    case .reader(let problem, let offset, _, let yaml):
      var location = start
      if let offset {
        let prefix = yaml.prefix(max(offset, 0))
        let line = prefix.split(separator: "\n", omittingEmptySubsequences: false)
        location = SceneLocation(
          file: file, line: line.count, column: (line.last?.unicodeScalars.count ?? 0) + 1)
      }
      report("the file cannot be read as text: \(problem)", at: location)
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      report("a mapping repeats the key \(keys)", at: at(context.mark), text: duplicates.first)
    default:
      report("the file is not valid YAML: \(error)", at: start)
    }
  }
}
