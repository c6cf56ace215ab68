import Foundation
import Testing

/// The scene README.md shows, read from the README itself, laid out by the command.
@Test func readmeScenePutsTheBodyInTheReadableGuideBelowTheNavigationBar() throws {
  let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
  let text = try String(contentsOf: readme, encoding: .utf8)
  let start = try #require(text.range(of: "```yaml\nscreens:"))
  let end = try #require(text[start.upperBound...].range(of: "```\n"))
  let scene = "screens:" + text[start.upperBound..<end.lowerBound]
  let folder = try CommandRunner.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("readme.yaml")
  try scene.write(to: file, atomically: true, encoding: .utf8)
  let output = try CommandRunner.run([
    "layout", file.path, "--device", "iPhone 16 Pro", "--format", "json",
  ])
  #expect(output.status == 0, "\(output.standardError)")
  let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
  let views = try #require((json as? [String: Any])?["views"] as? [[String: Any]])
  let body = try #require(views.first { $0["name"] as? String == "body" })
  let frame = try #require(body["frame"] as? [String: Any])
  // iPhone 16 Pro, portrait: 402 points wide, a 62-point status bar and a 44-point navigation bar
  // (measured), so the safe area starts at 106 and the body 20 below. The readable guide is the
  // margins (16 each side) on a phone at the Large text size: 402 − 32 = 370 wide.
  #expect(frame["x"] as? Double == 16 && frame["y"] as? Double == 126)
  #expect(frame["width"] as? Double == 370)
}
