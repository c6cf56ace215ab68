import Foundation
import Testing

/// Compares text with a golden file in `Golden/` beside the calling file, recording it instead
/// when the environment variable `BEZEL_RECORD` is `1`.
///
/// A missing golden fails; a different one fails with the first line that differs.
public func expectGolden(
  _ actual: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")
  let file = directory.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["BEZEL_RECORD"] == "1" {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: file)
    } catch {
      Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let data = FileManager.default.contents(atPath: file.path) else {
    Issue.record(
      "golden \(name) is missing; run the tests with BEZEL_RECORD=1 to record it",
      sourceLocation: sourceLocation)
    return
  }
  let expected = String(decoding: data, as: UTF8.self)
  if let difference = firstDifference(expected: expected, actual: actual) {
    Issue.record(
      "\(name) differs from its golden \(difference)\n(run with BEZEL_RECORD=1 to re-record)",
      sourceLocation: sourceLocation)
  }
}

/// Where two texts first differ, by line, or nil when they are equal.
public func firstDifference(expected: String, actual: String) -> String? {
  guard expected != actual else { return nil }
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  for index in 0..<max(expectedLines.count, actualLines.count) {
    let old = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
    let new = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
    if old != new {
      return "at line \(index + 1):\n  golden: \(old)\n  actual: \(new)"
    }
  }
  return "in its line endings"
}
