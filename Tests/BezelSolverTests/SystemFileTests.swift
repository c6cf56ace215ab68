import BezelBenchmarks
import Foundation
import Testing

/// `bezel-bench --system` reads user files: every malformed one gets a message naming the
/// JSON path at fault, never a trap.
@Suite struct SystemFileTests {
  static let malformed: [(String, String)] = [
    ("[1, 2]", "$ is not an object"),
    (#"{"format": "other"}"#, "$.format"),
    (#"{"format": "bezel-constraint-system/1", "variables": [1]}"#, "$.variables[0]"),
    (
      #"{"format": "bezel-constraint-system/1", "variables": ["x"], "constraints": [["=", "required", 0, [0, 1]]]}"#,
      "$.constraints[0][0]"
    ),
    (
      #"{"format": "bezel-constraint-system/1", "variables": ["x"], "constraints": [["==", "required", true, [0, 1]]]}"#,
      "$.constraints[0][2]"
    ),
    (
      #"{"format": "bezel-constraint-system/1", "variables": ["x"], "constraints": [["==", "required", 0, [7, 1]]]}"#,
      "$.constraints[0][3][0]"
    ),
    (
      #"{"format": "bezel-constraint-system/1", "variables": ["x"], "constraints": [], "edit": {"variable": 1e300, "strength": "strong", "initial": 0}}"#,
      "$.edit.variable"
    ),
    (
      #"{"format": "bezel-constraint-system/1", "variables": ["x"], "constraints": [], "solution": [1, 2]}"#,
      "$.solution has 2 entries"
    ),
  ]

  @Test(arguments: malformed)
  func malformedFileGetsItsPath(json: String, expected: String) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-system-\(UUID().uuidString).json").path
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      _ = try SystemFile.load(path)
      Issue.record("accepted: \(json)")
    } catch {
      #expect("\(error)".contains(expected), "\(error)")
    }
  }

  @Test func emittedSystemLoadsBackAndSolves() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-emit-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try SystemFile.emit(cases: ["feed-10"], into: folder)
    let result = try Benchmarks.runSystemFile(folder + "/feed-10.json", repeats: 1)
    guard case .number(let error) = result["max_abs_error"] else {
      Issue.record("no max_abs_error in \(result.jsonLine)")
      return
    }
    #expect(error < 1e-9)
  }
}
