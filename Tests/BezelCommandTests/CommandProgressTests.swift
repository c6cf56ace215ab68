import Foundation
import Testing

/// Progress of the long commands on standard error: plain lines when it is not a terminal (as
/// in CI, and here, where it is a file), nothing with `--quiet`, never on standard output.
@Suite(.serialized)
struct CommandProgressTests {
  static let scene = """
    root:
      view:
        name: root
        subviews:
          - name: panel
        constraints:
          - panel.edges == safeArea.edges
    """

  /// `bezel gallery` of the scene on the iPhone 16 (portrait and landscape: 2 layouts), in
  /// this process.
  private func gallery(_ extra: [String]) throws -> CommandRunner.Output {
    let (folder, scene) = try CommandRunner.scene(named: "panel.yaml", Self.scene)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try CommandRunner.run(
      [
        "gallery", scene.path, "--device", "iPhone 16", "--jobs", "1", "-o",
        folder.appendingPathComponent("out").path,
      ]
        + extra)
  }

  @Test func galleryPrintsAProgressLineAtTheStartAndAtTheEnd() throws {
    let output = try gallery([])
    #expect(output.status == 0)
    #expect(output.standardError.contains("bezel: 0/2 layouts (main: iPhone 16 portrait)\n"))
    #expect(output.standardError.hasSuffix("bezel: 2/2 layouts done\n"))
  }

  @Test func progressIntervalZeroPrintsALinePerLayout() throws {
    let output = try gallery(["--progress-interval", "0"])
    #expect(
      output.standardError
        == "bezel: 0/2 layouts (main: iPhone 16 portrait)\n"
        + "bezel: 1/2 layouts (main: iPhone 16 landscape)\n" + "bezel: 2/2 layouts done\n")
  }

  @Test func progressNeverGoesToStandardOutput() throws {
    let output = try gallery(["--progress-interval", "0"])
    #expect(!output.standardOutput.contains("layouts"))
    #expect(output.standardOutput.hasPrefix("Wrote 2 drawings"))
  }

  @Test func quietPrintsNoProgress() throws {
    let output = try gallery(["--quiet"])
    #expect(output.status == 0)
    #expect(output.standardError.isEmpty)
  }

  @Test func checkPrintsProgressLines() throws {
    let (folder, scene) = try CommandRunner.scene(named: "panel.yaml", Self.scene)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(["check", scene.path])
    #expect(output.status == 0)
    #expect(output.standardError.hasPrefix("bezel: 0/"))
    #expect(output.standardError.hasSuffix("layouts done\n"))
  }
}
