import Foundation
import Testing

/// Where the `bezel` command reads and writes: system errors by their own names, outputs that
/// name nothing or the scene file itself refused, and the exit statuses it documents.
@Suite(.serialized)
struct CommandFileTests {
  static let sceneText = "root:\n  view:\n    name: root\n"

  @Test func aLoopOfSymbolicLinksIsReportedAsELOOP() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("first.yaml").path
    let second = folder.appendingPathComponent("second.yaml").path
    try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
    try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
    let output = try CommandRunner.run(["check", first])
    #expect(output.status == 66)
    #expect(output.standardError.contains("first.yaml:1:1:"))
    #expect(output.standardError.contains("(ELOOP)"))
    #expect(!output.standardError.contains("no such file"))
  }

  @Test func aDirectoryAsTheSceneIsReportedAsEISDIR() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(["check", folder.path])
    #expect(output.status == 66)
    #expect(output.standardError.contains("(EISDIR)"))
  }

  @Test func anEmptyOutputPathIsAUsageError() throws {
    let (folder, scene) = try CommandRunner.scene(named: "scene.yaml", Self.sceneText)
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = try CommandRunner.run(["layout", scene.path, "--device", "iPhone 16", "-o", ""])
    #expect(layout.status == 64)
    let gallery = try CommandRunner.run(["gallery", scene.path, "-o", ""], in: folder)
    #expect(gallery.status == 64)
    let example = try CommandRunner.run(["example", "-o", ""], in: folder)
    #expect(example.status == 64)
  }

  @Test func layoutRefusesToWriteOverTheSceneFile() throws {
    let (folder, scene) = try CommandRunner.scene(named: "scene.yaml", Self.sceneText)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The same file by another name: through a symbolic link.
    let link = folder.appendingPathComponent("link.yaml")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: scene)
    let output = try CommandRunner.run([
      "layout", scene.path, "--device", "iPhone 16", "-o", link.path,
    ])
    #expect(output.status == 64)
    #expect(output.standardError.contains("scene file"))
    #expect(try String(contentsOf: scene, encoding: .utf8) == Self.sceneText)
  }

  @Test func galleryRefusesToWriteOverTheSceneFileInItsFolder() throws {
    // A scene kept as the gallery's own page: writing the gallery would replace it.
    let (folder, scene) = try CommandRunner.scene(named: "index.html", Self.sceneText)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run([
      "gallery", scene.path, "-o", folder.path, "--device", "iPhone 16",
    ])
    #expect(output.status == 64)
    #expect(try String(contentsOf: scene, encoding: .utf8) == Self.sceneText)
  }

  @Test func anOutputThatCannotBeWrittenExitsWith73AndItsErrnoName() throws {
    let (folder, scene) = try CommandRunner.scene(named: "scene.yaml", Self.sceneText)
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("file")
    try "x".write(to: blocker, atomically: true, encoding: .utf8)
    let layout = try CommandRunner.run([
      "layout", scene.path, "--device", "iPhone 16", "-o", blocker.path + "/out.txt",
    ])
    #expect(layout.status == 73)
    #expect(layout.standardError.contains("(ENOTDIR)"))
    let gallery = try CommandRunner.run([
      "gallery", scene.path, "-o", blocker.path, "--device", "iPhone 16",
    ])
    #expect(gallery.status == 73)
    #expect(gallery.standardError.contains("(EEXIST)"))
  }

  @Test func helpListsTheExitStatuses() throws {
    let output = try CommandRunner.run(["--help"])
    #expect(output.status == 0)
    for line in [
      "64  usage error (EX_USAGE)", "65  the scene file has errors (EX_DATAERR)",
      "66  the scene file is missing or cannot be read (EX_NOINPUT)", "73  an output",
    ] {
      #expect(output.standardOutput.contains(line), "\(line)")
    }
  }

  // The version is the latest release CHANGELOG.md lists ("## [MAJOR.MINOR.PATCH] - date").
  @Test func versionIsTheChangelogsLatestRelease() throws {
    let changelog = try String(
      contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let heading = try #require(
      changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.contains("Unreleased") })
    let latest = heading.dropFirst("## [".count).prefix { $0 != "]" }
    let output = try CommandRunner.run(["--version"])
    #expect(output.status == 0)
    #expect(output.standardOutput == "\(latest)\n")
  }

  @Test func versionSubcommandPrintsWhatTheVersionOptionPrints() throws {
    let option = try CommandRunner.run(["--version"])
    let subcommand = try CommandRunner.run(["version"])
    #expect(subcommand.status == 0)
    #expect(subcommand.standardOutput == option.standardOutput)
  }
}
