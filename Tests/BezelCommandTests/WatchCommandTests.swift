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

  /// The line `--watch` prints before each new run.
  static let separator = "changed: running again"

  /// A write of `text` into the watched file, made once `after` holds of the command.
  struct Write: Sendable {
    var text: String
    var after: @Sendable (CommandRunner.RunningCommand) -> Bool
  }

  /// The first run has printed its layout: it read the file after the watcher read its stamp.
  static func firstRunPrinted(_ command: CommandRunner.RunningCommand) -> Bool {
    !command.standardOutput.isEmpty
  }

  /// Runs `bezel layout --watch` on a file holding `first`, making each of `writes` in place (as
  /// an editor saves) once the run before it has read the file, and stopping after that many
  /// re-runs.
  ///
  /// Writes wait for the command rather than a timer: a write before the watcher's first stamp
  /// is never seen, and a write while a run reads the file changes what that run reads.
  private func watch(_ first: String, then writes: [Write]) throws -> CommandRunner.Output {
    let (folder, file) = try CommandRunner.scene(named: "watched.yaml", first)
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = try CommandRunner.start([
      "layout", file.path, "--device", "iPhone 16", "--watch", "--watch-iterations",
      "\(writes.count)",
    ])
    command.alongside {
      for write in writes {
        try command.wait { write.after(command) }
        try write.text.write(to: file, atomically: false, encoding: .utf8)
      }
    }
    return try command.finish(timeout: 120)
  }

  @Test func rerunsOnceAfterTheFileChanges() throws {
    let output = try watch(
      Self.scene(width: 100),
      then: [Write(text: Self.scene(width: 120), after: Self.firstRunPrinted)])
    #expect(output.status == 0, "\(output.standardError)")
    let text = output.standardOutput
    let separator = try #require(text.range(of: Self.separator))
    #expect(text[..<separator.lowerBound].contains("in superview(20 10 100 50)"))
    #expect(text[separator.upperBound...].contains("in superview(20 10 120 50)"))
    #expect(text.components(separatedBy: Self.separator).count == 2)
  }

  @Test func survivesABrokenScene() throws {
    let output = try watch(
      Self.scene(width: 100),
      then: [
        Write(text: "root: [\n", after: Self.firstRunPrinted),
        // The broken run has printed its diagnostic.
        Write(text: Self.scene(width: 120), after: { $0.standardError.contains("error:") }),
      ])
    #expect(output.status == 0)
    // The located diagnostic of the broken file, then the fixed file's layout.
    #expect(
      output.standardError.contains("watched.yaml:") && output.standardError.contains("error:"))
    #expect(output.standardOutput.contains("in superview(20 10 120 50)"))
    #expect(output.standardOutput.components(separatedBy: Self.separator).count == 3)
  }

  /// The gallery is rewritten in place: after the change, its page draws the box 120 wide at
  /// (20, 10) from the root view's top left, the window's.
  @Test func galleryRewritesItsPageAfterTheFileChanges() throws {
    let (folder, file) = try CommandRunner.scene(
      named: "watched.yaml", WatchCommandTests.scene(width: 100))
    defer { try? FileManager.default.removeItem(at: folder) }
    let gallery = folder.appendingPathComponent("gallery")
    let page = gallery.appendingPathComponent("index.html")
    let command = try CommandRunner.start([
      "gallery", file.path, "-o", gallery.path, "--device", "iPhone 16", "--quiet", "--watch",
      "--watch-iterations", "1",
    ])
    // The first run's page is written after the watcher read the file's stamp.
    command.alongside {
      try command.wait { FileManager.default.fileExists(atPath: page.path) }
      try WatchCommandTests.scene(width: 120).write(to: file, atomically: false, encoding: .utf8)
    }
    let output = try command.finish(timeout: 120)
    #expect(output.status == 0, "\(output.standardError)")
    let text = try String(contentsOf: page, encoding: .utf8)
    #expect(text.contains("<rect x=\"20\" y=\"10\" width=\"120\" height=\"50\""))
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
