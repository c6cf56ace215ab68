import Foundation
import Testing

/// The command prints the first problems of a scene, as compilers do, then how many more there
/// are; `--max-diagnostics` changes how many.
@Suite(.serialized)
struct CommandDiagnosticLimitTests {
  /// A scene with `count` constraints naming views it does not have: one error each.
  static func scene(errors count: Int) -> String {
    "root:\n  view:\n    name: root\n    constraints:\n"
      + (0..<count).map { "      - missing\($0).top == top\n" }.joined()
  }

  @Test func theFirstTwentyProblemsArePrintedThenHowManyMore() throws {
    let (folder, scene) = try CommandRunner.scene(named: "many.yaml", Self.scene(errors: 30))
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(["check", scene.path])
    #expect(output.status == 65)
    #expect(output.standardError.components(separatedBy: ": error: ").count - 1 == 20)
    #expect(output.standardError.contains("many.yaml:24:"))
    #expect(!output.standardError.contains("many.yaml:25:"))
    #expect(output.standardError.contains("and 10 more"))
    #expect(output.standardError.contains("30 problems in the scene"))
  }

  @Test func maxDiagnosticsChangesHowManyArePrinted() throws {
    let (folder, scene) = try CommandRunner.scene(named: "many.yaml", Self.scene(errors: 30))
    defer { try? FileManager.default.removeItem(at: folder) }
    let five = try CommandRunner.run(["check", scene.path, "--max-diagnostics", "5"])
    #expect(five.standardError.components(separatedBy: ": error: ").count - 1 == 5)
    #expect(five.standardError.contains("and 25 more"))
    let all = try CommandRunner.run([
      "layout", scene.path, "--device", "iPhone 16", "--max-diagnostics", "0",
    ])
    #expect(all.standardError.components(separatedBy: ": error: ").count - 1 == 30)
    #expect(!all.standardError.contains("more"))
  }

  @Test func checkProblemsAreCappedToo() throws {
    // Thirty views with no constraints on their width: one ambiguity each.
    var text = "root:\n  view:\n    name: root\n    subviews:\n"
    text += (0..<30).map { "      - name: box\($0)\n" }.joined()
    text += "    constraints:\n"
    text += (0..<30).map { "      - box\($0).top == top\n      - box\($0).height == 10\n" }
      .joined()
    let (folder, scene) = try CommandRunner.scene(named: "loose.yaml", text)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(["check", scene.path])
    #expect(output.status == 1)
    #expect(output.standardOutput.components(separatedBy: ": error: ").count - 1 == 20)
    #expect(output.standardOutput.contains("and 10 more"))
    #expect(output.standardOutput.contains("30 problems on"))
  }

  @Test func helpDocumentsMaxDiagnostics() throws {
    for command in ["layout", "gallery", "check", "example"] {
      let output = try CommandRunner.run([command, "--help"])
      #expect(output.standardOutput.contains("--max-diagnostics"), "\(command)")
    }
  }
}
