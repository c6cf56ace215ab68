import Foundation
import Testing

/// `bezel diff` prints the views whose geometry differs between two layouts.
@Suite(.serialized)
struct DiffCommandTests {
  /// A panel pinned to the safe area holding a box 20 from its leading edge and 10 from its
  /// top, `width` wide and 50 high.
  static func scene(width: Int) -> String {
    """
    root:
      view:
        name: root
        subviews:
          - name: panel
            subviews:
              - name: box
            constraints:
              - box.top == top + 10
              - box.leading == leading + 20
              - box.width == \(width)
              - box.height == 50
        constraints:
          - panel.edges == safeArea.edges
    """
  }

  /// Runs `bezel diff` on files holding `scenes` with `arguments` after them.
  private func diff(_ scenes: [String], _ arguments: [String]) throws -> CommandRunner.Output {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (index, text) in scenes.enumerated() {
      let file = folder.appendingPathComponent("scene\(index).yaml")
      try text.write(to: file, atomically: true, encoding: .utf8)
      paths.append(file.path)
    }
    return try CommandRunner.run(["diff"] + paths + arguments, in: folder)
  }

  @Test func identicalScenesExitZeroWithNoLines() throws {
    let output = try diff(
      [Self.scene(width: 100), Self.scene(width: 100)], ["--device", "iPhone 16"])
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput.isEmpty)
  }

  /// Only the box's width changes, so only its two frames differ: in the window at
  /// (20, 59 + 10) below the iPhone 16's 59-point top safe area (DIM, docs/sources.md), in
  /// its panel at (20, 10).
  @Test func changedConstantShowsExactlyThatView() throws {
    let output = try diff(
      [Self.scene(width: 100), Self.scene(width: 120)], ["--device", "iPhone 16"])
    #expect(output.status == 1)
    #expect(
      output.standardOutput.split(separator: "\n") == [
        "root/panel/box: frame in window (20 69 100 50) → (20 69 120 50)",
        "root/panel/box: frame in superview (20 10 100 50) → (20 10 120 50)",
      ])
  }

  /// The iPhone SE (3rd generation)'s safe area is 20 under its status bar; the iPhone 16
  /// Pro's is 62 under its Dynamic Island and 34 above its home indicator (DIM,
  /// docs/sources.md).
  @Test func twoDevicesShowTheSafeAreaDifference() throws {
    let output = try diff(
      [Self.scene(width: 100)],
      ["--device", "iPhone SE (3rd generation)", "--against-device", "iPhone 16 Pro"])
    #expect(output.status == 1)
    #expect(output.standardOutput.contains("root: safe area (20 0 0 0) → (62 0 34 0)\n"))
  }

  @Test func svgOutlinesTheDifferingView() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("diff.svg")
    let output = try diff(
      [Self.scene(width: 100), Self.scene(width: 120)],
      ["--device", "iPhone 16", "--svg", svg.path])
    #expect(output.status == 1)
    let drawing = try String(contentsOf: svg, encoding: .utf8)
    let group = try #require(drawing.range(of: "<g class=\"diff\"")).upperBound
    let outlines = drawing[group...]
    #expect(
      outlines.contains(
        "<rect x=\"20\" y=\"69\" width=\"120\" height=\"50\" data-view=\"box\"/>\n</g>"))
    #expect(!outlines.contains("data-view=\"panel\""))
  }
}
