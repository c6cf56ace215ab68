import Foundation
import Testing

/// `bezel layout`'s text and JSON say which coordinate space each value is in.
@Suite(.serialized)
struct LayoutOutputTests {
  /// A panel pinned to the safe area, holding a 100 × 50 box 20 from its leading edge and 10
  /// from its top.
  ///
  /// On the iPhone 16 in portrait the safe area's top is 59 (DIM,
  /// docs/sources.md), so the box is at (20, 59 + 10) = (20, 69) in the window and at (20, 10)
  /// in the panel, its superview.
  static let scene = """
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
              - box.width == 100
              - box.height == 50
        constraints:
          - panel.edges == safeArea.edges
    """

  private func layout(_ format: String) throws -> CommandRunner.Output {
    let (folder, scene) = try CommandRunner.scene(named: "nested.yaml", Self.scene)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try CommandRunner.run([
      "layout", scene.path, "--device", "iPhone 16", "--format", format,
    ])
  }

  @Test func textLabelsWindowAndSuperviewFrames() throws {
    let output = try layout("text")
    #expect(output.status == 0, "\(output.standardError)")
    #expect(
      output.standardOutput.contains(
        "box: UIView frame in window(20 69 100 50) in superview(20 10 100 50) "))
  }

  @Test func textHasACoordinateLegend() throws {
    let output = try layout("text")
    let lines = output.standardOutput.split(separator: "\n")
    #expect(
      lines.count > 2 && lines[2].hasPrefix("coordinates: frame and readable in window points"))
  }

  @Test func jsonNamesTheCoordinateSpaces() throws {
    let output = try layout("json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let spaces = try #require(json["coordinateSpaces"] as? [String: String])
    #expect(spaces["frame"]?.hasPrefix("window") == true)
    #expect(spaces["frameInSuperview"]?.hasPrefix("superview") == true)
  }

  @Test func jsonGivesEachViewsFrameInItsSuperview() throws {
    let output = try layout("json")
    let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    let views = try #require((json as? [String: Any])?["views"] as? [[String: Any]])
    let box = try #require(views.first { $0["name"] as? String == "box" })
    let frame = try #require(box["frameInSuperview"] as? [String: Any])
    #expect(frame["x"] as? Double == 20 && frame["y"] as? Double == 10)
    #expect(frame["width"] as? Double == 100 && frame["height"] as? Double == 50)
  }

  @Test func helpOfLayoutStatesEachDefaultOnce() throws {
    let output = try CommandRunner.run(["help", "layout"])
    #expect(output.status == 0)
    #expect(output.standardOutput.components(separatedBy: "(default: large)").count == 2)
    #expect(!output.standardOutput.contains("(default large)"))
  }

  @Test func helpOfLayoutPointsToTheOutputDocumentation() throws {
    let output = try CommandRunner.run(["layout", "--help"])
    #expect(output.standardOutput.contains("docs/output.md"))
  }
}
