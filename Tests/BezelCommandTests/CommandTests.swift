import Foundation
import Testing

/// The `bezel` command, run as a process: its outputs and exit codes.
@Suite(.serialized)
struct CommandTests {
  @Test func devicesListsTheCatalogWithSources() throws {
    let output = try CommandRunner.run(["devices", "--json"])
    #expect(output.status == 0)
    let devices = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    let list = try #require(devices as? [[String: Any]])
    let iPhone16 = try #require(list.first { $0["name"] as? String == "iPhone 16" })
    let screen = try #require(iPhone16["screen"] as? [String: Any])
    let value = try #require(screen["value"] as? [String: Any])
    // Apple's HIG: the iPhone 16 is 393 × 852 points at 3x.
    #expect(value["width"] as? Double == 393 && value["height"] as? Double == 852)
    #expect((screen["source"] as? String)?.isEmpty == false)
  }

  @Test func unknownDeviceIsAUsageError() throws {
    let (folder, scene) = try CommandRunner.scene(
      named: "scene.yaml", "root:\n  view:\n    name: root\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(["layout", scene.path, "--device", "iPhone 99"])
    #expect(output.status == 64)
    #expect(output.standardError.contains("unknown device 'iPhone 99'"))
  }

  @Test func sceneWithAnErrorExitsWith65AndItsLocation() throws {
    let (folder, scene) = try CommandRunner.scene(
      named: "broken.yaml", "root:\n  view:\n    name: root\n    colour: red\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(["layout", scene.path, "--device", "iPhone 16"])
    #expect(output.status == 65)
    #expect(output.standardError.contains("broken.yaml:4:5:"))
  }

  @Test func missingSceneFileExitsWith66() throws {
    let output = try CommandRunner.run(["check", "/nonexistent/scene.yaml"])
    #expect(output.status == 66)
    #expect(output.standardError.contains("/nonexistent/scene.yaml:1:1:"))
    #expect(output.standardError.contains("(ENOENT)"))
  }

  @Test func layoutPrintsAViewPinnedToTheSafeArea() throws {
    let (folder, scene) = try CommandRunner.scene(
      named: "pinned.yaml",
      """
      root:
        view:
          name: root
          subviews:
            - name: panel
          constraints:
            - panel.edges == safeArea.edges
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run([
      "layout", scene.path, "--device", "iPhone 16", "--format", "json",
    ])
    #expect(output.status == 0, "\(output.standardError)")
    // iPhone 16 in portrait: 393 × 852 with safe-area insets 59 at the top and 34 at the bottom
    // (measured: DIM, docs/sources.md), so the content is 852 − 59 − 34 = 759 tall.
    let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    let views = try #require((json as? [String: Any])?["views"] as? [[String: Any]])
    let content = try #require(views.first { $0["name"] as? String == "panel" })
    let frame = try #require(content["frame"] as? [String: Any])
    #expect(frame["x"] as? Double == 0 && frame["y"] as? Double == 59)
    #expect(frame["width"] as? Double == 393 && frame["height"] as? Double == 759)
  }

  @Test func checkNamesTheConflictingSceneLines() throws {
    let (folder, scene) = try CommandRunner.scene(
      named: "conflict.yaml",
      """
      root:
        view:
          name: root
          subviews:
            - name: box
          constraints:
            - box.top == top
            - box.leading == leading
            - box.height == 10
            - box.width == 100
            - box.width == 200
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(["check", scene.path])
    #expect(output.status == 1)
    #expect(output.standardOutput.contains("conflict.yaml:11:"))
    #expect(output.standardOutput.contains("conflict.yaml:10:"))
  }

  @Test func checkReportsAmbiguityInInterfaceBuildersWords() throws {
    let (folder, scene) = try CommandRunner.scene(
      named: "loose.yaml",
      """
      root:
        view:
          name: root
          subviews:
            - name: box
          constraints:
            - box.top == top
            - box.height == 10
            - box.leading == leading
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(["check", scene.path])
    #expect(output.status == 1)
    #expect(output.standardOutput.contains("loose.yaml:5:"))
    #expect(output.standardOutput.contains("Need constraints for: width"))
  }

  @Test func twoProcessesDrawTheExampleIdentically() throws {
    // Each process hashes with its own random seed; the drawing must not depend on it.
    let source = try CommandRunner.run(["example", "--print-scene"])
    let (folder, scene) = try CommandRunner.scene(named: "bagel.yaml", source.standardOutput)
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = [
      "layout", scene.path, "--device", "iPad Pro 11-inch (M4)", "--orientation", "landscape",
      "--screen", "article", "--format", "svg",
    ]
    let first = try CommandRunner.run(arguments)
    let second = try CommandRunner.run(arguments)
    #expect(first.status == 0 && second.status == 0)
    #expect(first.standardOutput.hasPrefix("<svg"))
    #expect(first.standardOutput == second.standardOutput)
  }
}
