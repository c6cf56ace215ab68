import Foundation
import Testing

/// `bezel layout` on a scene whose constraints cannot all hold: UIKit's log, once per conflict,
/// located in the scene, a summary, and exit status 1.
@Suite(.serialized)
struct LayoutConflictTests {
  /// A box 100 and 200 wide: line 10 and line 11 conflict.
  static let scene = """
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
    """

  private func layout() throws -> CommandRunner.Output {
    let (folder, scene) = try CommandRunner.scene(named: "conflict.yaml", Self.scene)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try CommandRunner.run(["layout", scene.path, "--device", "iPhone 16"])
  }

  @Test func conflictExitsWithStatus1() throws {
    let output = try layout()
    #expect(output.status == 1)
    // The layout is still printed.
    #expect(output.standardOutput.contains("box: UIView"))
  }

  @Test func conflictIsLoggedOnce() throws {
    let output = try layout()
    let logs = output.standardError.components(separatedBy: "Unable to simultaneously").count - 1
    #expect(logs == 1)
  }

  // The constraint UIKit breaks is the last one added (Bezel's model), line 11, column 9.
  @Test func conflictIsPrefixedWithTheSceneLineScreenDeviceAndOrientation() throws {
    let output = try layout()
    #expect(
      output.standardError.contains(
        "conflict.yaml:11:9: error: unsatisfiable constraints on screen 'main', iPhone 16 "
          + "portrait; UIKit logs:\n[LayoutConstraints] Unable to simultaneously satisfy"))
  }

  @Test func eachListedConstraintHasANoteWithItsSceneLine() throws {
    let output = try layout()
    #expect(
      output.standardError.contains("conflict.yaml:11:9: note: UIKit breaks <NSLayoutConstraint:"))
    #expect(
      output.standardError.contains("conflict.yaml:10:9: note: conflicts: <NSLayoutConstraint:"))
    #expect(output.standardError.contains("\n      - box.width == 100\n"))
  }

  @Test func conflictsAreSummarisedLast() throws {
    let output = try layout()
    #expect(
      output.standardError.hasSuffix(
        "bezel: 1 unsatisfiable-constraint conflict on iPhone 16 portrait; `bezel check` finds "
          + "them on every device\n"))
  }

  /// A scroll view filling the root view, with a body as wide as the scroll view's frame layout
  /// guide and, in conflict, 50 wide.
  static let scrollScene = """
    root:
      view:
        name: root
        subviews:
          - name: scroller
            type: scroll
            subviews:
              - name: body
            constraints:
              - body.edges == content.edges
              - body.width == frame.width
              - body.height == 100
              - body.width == 50
        constraints:
          - scroller.edges == edges
    """

  // UIKit's frame layout guide is "based on the untransformed frame rectangle of the scroll
  // view" (UIScrollView.frameLayoutGuide): it follows the frame through no constraint of a
  // constant size, so a log never lists one such as `'UIScrollView-frameLayoutGuide'.width == 0`.
  @Test func scrollConflictListsNoConstantSizeOfTheFrameLayoutGuide() throws {
    let (folder, scene) = try CommandRunner.scene(named: "scroll.yaml", Self.scrollScene)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run(["layout", scene.path, "--device", "iPhone 16"])
    #expect(output.status == 1)
    #expect(output.standardError.contains("Unable to simultaneously satisfy constraints"))
    #expect(!output.standardError.contains("'UIScrollView-frameLayoutGuide'.width =="))
    // The app's constraint on the guide is listed, with its scene line.
    #expect(output.standardError.contains("'UIScrollView-frameLayoutGuide'.width   (active)>"))
    #expect(output.standardError.contains("scroll.yaml:11:13: note: conflicts: "))
  }
}
