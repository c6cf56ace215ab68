import BezelScene
import Foundation
import Testing

/// Input that is too large, too deep, binary or missing gets one clear diagnostic.
struct SceneRobustnessTests {
  private func diagnostics(_ text: String) -> [SceneDiagnostic] {
    do {
      _ = try Scene.parse(text, file: "input.yaml")
      return []
    } catch {
      return error.diagnostics
    }
  }

  @Test func aHugeFileIsRefusedBeforeItIsRead() {
    let text = "name: " + String(repeating: "x", count: 4 * 1024 * 1024 + 1)
    let found = diagnostics(text)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("too large") == true)
  }

  @Test(arguments: ["[", "{a: "])
  func deeplyNestedFlowCollectionsAreRefused(_ opener: String) {
    let text = "root: " + String(repeating: opener, count: 5000)
    let found = diagnostics(text)
    #expect(found.count == 1)
    #expect(found.first?.message == "the file is nested too deeply")
  }

  @Test func deeplyNestedBlockCollectionsAreRefused() {
    var text = "root:\n"
    for level in 1...200 {
      text += String(repeating: "  ", count: level) + "view:\n"
    }
    let found = diagnostics(text)
    #expect(found.count == 1)
    #expect(found.first?.message == "the file is nested too deeply")
  }

  // Views nested 30 deep are 61 levels of YAML: within the limit of 64.
  @Test func viewsNestedWithinTheLimitAreRead() {
    let text =
      "root: {view: " + String(repeating: "{subviews: [", count: 30) + "{}"
      + String(repeating: "]}", count: 30) + "}"
    #expect(diagnostics(text).isEmpty)
  }

  @Test func aNulCharacterMakesTheFileBinary() {
    let found = diagnostics("root:\n  title: a\u{0}b\n")
    #expect(found.map(\.message) == ["the file is binary: it has a NUL character"])
    #expect(found.first.map { ($0.line, $0.column) } ?? (0, 0) == (2, 11))
  }

  @Test(arguments: ["", "# only a comment\n", "just a string", "- a\n- b\n", "root: [unclosed"])
  func textThatIsNotASceneGetsADiagnostic(_ text: String) {
    #expect(!diagnostics(text).isEmpty)
  }

  @Test func anAliasAsAKeyIsRefused() {
    let text = "a: &x [1, 2]\nroot: {*x : 1}\n"
    #expect(diagnostics(text).map(\.message) == ["a YAML alias cannot be a mapping key"])
  }

  // Aliases of aliases would expand to 10^9 nodes; each collection is read once.
  @Test func exponentialAliasesAreReadOnce() {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let previous = "*a\(level - 1)"
      text +=
        "a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ")
        + "]\n"
    }
    text += "root: {}\n"
    let found = diagnostics(text)
    #expect(!found.isEmpty)
    #expect(found.count < 200)
  }

  @Test func aMissingFileIsADiagnostic() {
    let error = #expect(throws: SceneErrors.self) {
      try Scene.load(contentsOf: "/nonexistent/scene.yaml")
    }
    #expect(
      error?.diagnostics.first?.message
        == "the file cannot be read: No such file or directory (ENOENT)")
    #expect(error?.unreadable?.name == "ENOENT")
  }

  @Test func aDirectoryIsADiagnostic() {
    let error = #expect(throws: SceneErrors.self) {
      try Scene.load(contentsOf: FileManager.default.temporaryDirectory.path)
    }
    #expect(error?.diagnostics.first?.message == "the file cannot be read: Is a directory (EISDIR)")
    #expect(error?.unreadable?.name == "EISDIR")
  }

  @Test(arguments: [Data([0x72, 0x6F, 0x00, 0x74]), Data([0x72, 0x6F, 0xFF, 0xFE, 0x74])])
  func aBinaryFileIsADiagnostic(_ bytes: Data) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-scene-binary-\(bytes.count).yaml")
    try bytes.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let error = #expect(throws: SceneErrors.self) { try Scene.load(contentsOf: url.path) }
    #expect(error?.diagnostics.count == 1)
    #expect(error?.diagnostics.first?.line == 1)
  }

  @Test func aFileIsReadFromDisk() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-scene-valid.yaml")
    try Scene.bagelTimesSource.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let scene = try Scene.load(contentsOf: url.path)
    #expect(scene.screens.count == 2)
    #expect(scene.file == url.path)
  }

  @Test func tooManyRowsAreRefused() {
    let found = diagnostics("root: {view: {type: table, rows: 10001}}")
    #expect(found.map(\.message) == ["10001 is out of range"])
  }

  /// A file whose end the reader would choke on: over a limit, it is refused before that.
  private static let brokenEnd = "  trailer: [unclosed\n"

  @Test func tooManyViewsAreRefusedAtTheFirstViewOverTheLimitBeforeTheRestIsRead() {
    var text = "root:\n  view:\n    name: root\n    subviews:\n"
    text += (0..<2001).map { "      - name: v\($0)\n" }.joined() + Self.brokenEnd
    let found = diagnostics(text)
    #expect(found.map(\.message) == ["too many views"])
    // The root view is the first; subview v1999, on line 5 + 1999, is view 2001.
    #expect(found.first?.line == 2004)
    #expect(found.first?.column == 9)
  }

  @Test func tooManyConstraintsAreRefusedBeforeTheRestIsRead() {
    var text = "root:\n  view:\n    name: root\n    constraints:\n"
    text += (0..<10001).map { _ in "      - root.width == 10\n" }.joined() + Self.brokenEnd
    let found = diagnostics(text)
    #expect(found.map(\.message) == ["too many constraints"])
    #expect(found.first?.line == 10005)
  }

  @Test func tooManyRowsInAListAreRefusedBeforeTheRestIsRead() {
    let rows = (0..<10001).map { _ in "r" }.joined(separator: ", ")
    let found = diagnostics("root: {view: {type: table, rows: [\(rows)]}}\n" + Self.brokenEnd)
    #expect(found.map(\.message) == ["too many rows"])
  }
}
