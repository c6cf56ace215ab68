import Foundation
import Testing

/// `--watch` runs `bezel layout` again when the scene file changes.
@Suite(.serialized)
struct WatchCommandTests {
  /// A box `width` wide; the layout's text prints its frame in its superview, the root view.
  static func scene(width: Int) -> String {
    """
    root:
      view:
        name: root
        subviews:
          - name: box
        constraints:
          - box.top == top + 10
          - box.leading == leading + 20
          - box.width == \(width)
          - box.height == 50
    """
  }

  /// Runs `bezel layout --watch` on a file holding `first`, writing each of `then` into it a
  /// second and a half apart from a background task, and stopping after that many re-runs.
  private func watch(_ first: String, then: [String]) throws -> CommandRunner.Output {
    let (folder, file) = try CommandRunner.scene(named: "watched.yaml", first)
    defer { try? FileManager.default.removeItem(at: folder) }
    let writer = Task.detached {
      for text in then {
        try await Task.sleep(for: .milliseconds(1500))
        try text.write(to: file, atomically: false, encoding: .utf8)
      }
    }
    defer { writer.cancel() }
    return try CommandRunner.run([
      "layout", file.path, "--device", "iPhone 16", "--watch", "--watch-iterations",
      "\(then.count)",
    ])
  }

  @Test func rerunsOnceAfterTheFileChanges() throws {
    let output = try watch(Self.scene(width: 100), then: [Self.scene(width: 120)])
    #expect(output.status == 0, "\(output.standardError)")
    let text = output.standardOutput
    let separator = try #require(text.range(of: "changed: running again"))
    #expect(text[..<separator.lowerBound].contains("in superview(20 10 100 50)"))
    #expect(text[separator.upperBound...].contains("in superview(20 10 120 50)"))
    #expect(text.components(separatedBy: "changed: running again").count == 2)
  }

  @Test func survivesABrokenScene() throws {
    let output = try watch(
      Self.scene(width: 100), then: ["root: [\n", Self.scene(width: 120)])
    #expect(output.status == 0)
    // The located diagnostic of the broken file, then the fixed file's layout.
    #expect(
      output.standardError.contains("watched.yaml:") && output.standardError.contains("error:"))
    #expect(output.standardOutput.contains("in superview(20 10 120 50)"))
  }

  /// The gallery is rewritten in place: after the change, its page draws the box 120 wide at
  /// (20, 10) from the root view's top left, the window's.
  @Test func galleryRewritesItsPageAfterTheFileChanges() throws {
    let (folder, file) = try CommandRunner.scene(
      named: "watched.yaml", WatchCommandTests.scene(width: 100))
    defer { try? FileManager.default.removeItem(at: folder) }
    let gallery = folder.appendingPathComponent("gallery")
    let writer = Task.detached {
      try await Task.sleep(for: .milliseconds(1500))
      try WatchCommandTests.scene(width: 120).write(to: file, atomically: false, encoding: .utf8)
    }
    defer { writer.cancel() }
    let output = try CommandRunner.run([
      "gallery", file.path, "-o", gallery.path, "--device", "iPhone 16", "--quiet", "--watch",
      "--watch-iterations", "1",
    ])
    #expect(output.status == 0, "\(output.standardError)")
    let page = try String(
      contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("<rect x=\"20\" y=\"10\" width=\"120\" height=\"50\""))
  }

  @Test func galleryPageReloadsItselfOnlyWhenWatched() throws {
    let (folder, file) = try CommandRunner.scene(
      named: "watched.yaml", WatchCommandTests.scene(width: 100))
    defer { try? FileManager.default.removeItem(at: folder) }
    let gallery = folder.appendingPathComponent("gallery")
    let page = gallery.appendingPathComponent("index.html")
    let plain = try CommandRunner.run([
      "gallery", file.path, "-o", gallery.path, "--device", "iPhone 16", "--quiet",
    ])
    #expect(plain.status == 0)
    #expect(!(try String(contentsOf: page, encoding: .utf8)).contains("bezel-watch"))
    let watched = try CommandRunner.run([
      "gallery", file.path, "-o", gallery.path, "--device", "iPhone 16", "--quiet", "--watch",
      "--watch-iterations", "0",
    ])
    #expect(watched.status == 0)
    #expect(
      try String(contentsOf: page, encoding: .utf8).contains("<script class=\"bezel-watch\">"))
  }
}
