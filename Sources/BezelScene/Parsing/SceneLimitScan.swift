internal import CYaml

/// Counts views, constraint entries and table rows in the YAML reader's events, before any
/// node is built, so that a file over the limits is refused where it crosses one instead of
/// after the whole file is read (the YAML reader builds the whole document first).
///
/// A view is a mapping in a `subviews:` or `arrangedSubviews:` list or under a `view:` key; a
/// constraint entry is an item of a `constraints:` list; a row is an item of a `rows:` list.
/// The keys are counted wherever they appear. A file the events cannot be read from is left
/// to the YAML reader, which reports its syntax error.
enum SceneLimitScan {
  /// The first limit `text` crosses, at the node that crosses it.
  static func problem(in text: String, file: String) -> SceneDiagnostic? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return nil }
    defer { yaml_parser_delete(&parser) }
    var text = text
    return text.withUTF8 { bytes -> SceneDiagnostic? in
      guard let base = bytes.baseAddress else { return nil }
      yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
      yaml_parser_set_input_string(&parser, base, bytes.count)
      var counter = Counter(file: file)
      var event = yaml_event_t()
      while yaml_parser_parse(&parser, &event) == 1 {
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { return nil }
        if let problem = counter.read(event) { return problem }
      }
      return nil
    }
  }

  /// The collections open at the reader's position, and the counts so far.
  private struct Counter {
    enum Frame {
      /// A mapping: how many keys and values it has had, and the last key if it was plain.
      case mapping(children: Int, key: String?)
      /// A list, with the key it is the value of.
      case sequence(key: String?)
    }

    let file: String
    var frames: [Frame] = []
    var views = 0
    var constraints = 0
    /// Rows of the `rows:` lists open, innermost last.
    var rows: [Int] = []

    mutating func read(_ event: yaml_event_t) -> SceneDiagnostic? {
      let location = SceneLocation(
        file: file, line: Int(event.start_mark.line) + 1,
        column: Int(event.start_mark.column) + 1)
      switch event.type {
      case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT:
        let problem = count(isMapping: false, at: location)
        var key: String?
        if event.type == YAML_SCALAR_EVENT, let value = event.data.scalar.value {
          let bytes = UnsafeBufferPointer(start: value, count: Int(event.data.scalar.length))
          key = String(decoding: bytes, as: UTF8.self)
        }
        finishChild(key: key)
        return problem
      case YAML_MAPPING_START_EVENT:
        let problem = count(isMapping: true, at: location)
        frames.append(.mapping(children: 0, key: nil))
        return problem
      case YAML_SEQUENCE_START_EVENT:
        let problem = count(isMapping: false, at: location)
        let key = parentKey()
        frames.append(.sequence(key: key))
        if key == "rows" { rows.append(0) }
        return problem
      case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
        if case .sequence(let key) = frames.popLast(), key == "rows" { rows.removeLast() }
        finishChild(key: nil)
        return nil
      default:
        return nil
      }
    }

    /// The key whose value starts now, when the innermost collection is a mapping.
    private func parentKey() -> String? {
      guard case .mapping(let children, let key) = frames.last, children % 2 == 1 else {
        return nil
      }
      return key
    }

    /// Counts the node starting at `location` as a view, constraint entry or row.
    private mutating func count(isMapping: Bool, at location: SceneLocation) -> SceneDiagnostic? {
      switch frames.last {
      case .sequence(let key) where key == "constraints":
        constraints += 1
        if constraints > SceneParser.maximumConstraintCount {
          return diagnostic(
            "too many constraints", at: location,
            expected: "at most \(SceneParser.maximumConstraintCount) constraint entries in a file")
        }
      case .sequence(let key) where key == "rows":
        rows[rows.count - 1] += 1
        if rows[rows.count - 1] > SceneParser.maximumRowCount {
          return diagnostic(
            "too many rows", at: location,
            expected: "at most \(SceneParser.maximumRowCount) rows in a table")
        }
      case .sequence(let key) where isMapping && (key == "subviews" || key == "arrangedSubviews"):
        return countView(at: location)
      case .mapping where isMapping && parentKey() == "view":
        return countView(at: location)
      default: break
      }
      return nil
    }

    private mutating func countView(at location: SceneLocation) -> SceneDiagnostic? {
      views += 1
      guard views > SceneParser.maximumViewCount else { return nil }
      return diagnostic(
        "too many views", at: location,
        expected: "at most \(SceneParser.maximumViewCount) views in a file")
    }

    /// Notes that a key or value of the innermost mapping is complete.
    private mutating func finishChild(key: String?) {
      guard case .mapping(let children, let previous) = frames.last else { return }
      frames[frames.count - 1] = .mapping(
        children: children + 1, key: children % 2 == 0 ? key : previous)
    }

    private func diagnostic(_ message: String, at location: SceneLocation, expected: String)
      -> SceneDiagnostic
    {
      SceneDiagnostic(location: location, message: message, expected: expected)
    }
  }
}
