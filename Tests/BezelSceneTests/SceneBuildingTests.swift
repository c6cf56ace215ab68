import Bezel
import BezelScene
import Testing
import UIKit

/// Scenes built with UIKit and laid out on a device.
@MainActor
struct SceneBuildingTests {
  private func iPhone16() throws -> Device {
    try #require(DeviceCatalog.device(named: "iPhone 16"))
  }

  // iPhone 16 in portrait: a 393 × 852 screen with safe-area insets of 59 at the top and 34 at the
  // bottom (DIM, docs/sources.md), so a view pinned to the safe area is 393 × (852 − 59 − 34) = 759
  // tall, 59 from the top.
  @Test func aViewPinnedToTheSafeAreaFillsIt() throws {
    let scene = try Scene.parse(
      """
      root:
        view:
          subviews:
            - name: panel
          constraints:
            - panel.edges == safeArea.edges
      """, file: "safe.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    _ = DeviceHost(instance.rootViewController, on: try iPhone16())
    let panel = try #require(instance.view(named: "panel"))
    #expect(panel.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  // The margins guide of a root view on an iPhone 16 in portrait is inset 16 from the sides (the
  // system minimum, measured: RootGeometry.swift) and 0 + the safe area at the top and bottom: x
  // 16, y 59, width 393 − 32 = 361, height 759; a 44-high view at its top with a 0.5 multiplier on
  // the width, less 0.5, is 180 wide.
  @Test func constraintsUseMarginsMultipliersAndConstants() throws {
    let scene = try Scene.parse(
      """
      root:
        view:
          subviews:
            - name: bar
          constraints:
            - bar.top == margins.top + 10
            - bar.leading == margins.leading
            - bar.width == margins.width * 0.5 - 0.5
            - bar.height == 44
      """, file: "margins.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    _ = DeviceHost(instance.rootViewController, on: try iPhone16())
    let bar = try #require(instance.view(named: "bar"))
    #expect(bar.frame == CGRect(x: 16, y: 69, width: 180, height: 44))
  }

  // A height tied to a width is an aspect ratio: 160 wide, 9/16 of it is 90 tall.
  @Test func aHeightCanFollowAWidth() throws {
    let scene = try Scene.parse(
      """
      root:
        view:
          subviews:
            - name: video
          constraints:
            - video.top == safeArea.top
            - video.leading == leading
            - video.width == 160
            - video.height == video.width * 0.5625
      """, file: "ratio.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    _ = DeviceHost(instance.rootViewController, on: try iPhone16())
    #expect(instance.view(named: "video")?.frame == CGRect(x: 0, y: 59, width: 160, height: 90))
  }

  @Test func viewsAreNamedThroughTheirAccessibilityIdentifier() throws {
    let scene = try Scene.parse(
      """
      root:
        view:
          name: root
          subviews:
            - type: label
              text: Hello
            - type: label
            - name: box
      """, file: "names.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    #expect(instance.viewNames == ["root", "label1", "label2", "box"])
    #expect(instance.view(named: "label2")?.accessibilityIdentifier == "label2")
    #expect((instance.view(named: "label1") as? UILabel)?.text == "Hello")
  }

  @Test func everyConstraintKnowsItsSceneLine() throws {
    let scene = try Scene.parse(
      """
      root:
        view:
          subviews:
            - name: a
          constraints:
            - a.edges == edges
            - {visual: "H:|-[a]-|"}
      """, file: "lines.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    let lines = instance.constraints.compactMap { instance.location(of: $0)?.line }
    // `edges` gives four constraints from line 6; the visual format gives two from line 7.
    #expect(lines == [6, 6, 6, 6, 7, 7])
    #expect(instance.location(of: instance.constraints[0])?.column == 9)
  }

  // A frame keeps the autoresizing mask's translation, so the view stays where it is put.
  @Test func aFrameKeepsTheViewWhereItIsPut() throws {
    let scene = try Scene.parse(
      """
      root:
        view:
          subviews:
            - name: fixed
              frame: [10, 20, 30, 40]
      """, file: "frame.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    _ = DeviceHost(instance.rootViewController, on: try iPhone16())
    let fixed = try #require(instance.view(named: "fixed"))
    #expect(fixed.translatesAutoresizingMaskIntoConstraints)
    #expect(fixed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  // The child's view fills its container through four constraints from the `in:` line.
  @Test func aChildControllerFillsItsContainer() throws {
    let scene = try Scene.parse(
      """
      root:
        view:
          subviews:
            - name: host
          constraints:
            - host.edges == safeArea.edges
        children:
          - in: host
            controller:
              name: child
              view: {name: inner}
      """, file: "child.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    _ = DeviceHost(instance.rootViewController, on: try iPhone16())
    let child = try #require(instance.controller(named: "child"))
    #expect(child.parent === instance.rootViewController)
    let inner = try #require(instance.view(named: "inner"))
    #expect(inner.superview === instance.view(named: "host"))
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 393, height: 759))
    let pins = instance.constraints.filter { instance.location(of: $0)?.line == 8 }
    #expect(pins.count == 4)
  }

  @Test func byIdiomPicksTheBranchForTheDevice() throws {
    let scene = try Scene.parse(
      """
      root:
        type: byIdiom
        phone: {type: tabBar, tabs: [{title: A}]}
        pad: {type: split, primary: {title: B}, secondary: {title: C}}
      """, file: "idiom.yaml")
    #expect(try scene.makeScreen(0, idiom: .phone).rootViewController is UITabBarController)
    #expect(try scene.makeScreen(0, idiom: .pad).rootViewController is UISplitViewController)
    #expect(try scene.makeScreen(0, idiom: .tv).rootViewController is UISplitViewController)
  }

  @Test func aNavigationControllerStacksItsControllers() throws {
    let scene = try Scene.parse(
      """
      root:
        type: navigation
        prefersLargeTitles: true
        viewControllers: [{title: First}, {title: Second}]
      """, file: "navigation.yaml")
    let navigation = try #require(
      try scene.makeScreen(0, idiom: .phone).rootViewController as? UINavigationController)
    #expect(navigation.viewControllers.map(\.title) == ["First", "Second"])
    #expect(navigation.navigationBar.prefersLargeTitles)
  }

  @Test func aTableShowsItsRows() throws {
    let scene = try Scene.parse(
      """
      root:
        view:
          type: table
          name: list
          rows: 3
          cellLayoutMarginsFollowReadableWidth: true
      """, file: "table.yaml")
    let instance = try scene.makeScreen(0, idiom: .phone)
    _ = DeviceHost(instance.rootViewController, on: try iPhone16())
    let table = try #require(instance.view(named: "list") as? UITableView)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.cellLayoutMarginsFollowReadableWidth)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 3")
  }

  // A malformed visual format is found while building. UIKit's caret points after the unknown
  // name, at offset 10 of the format (the `]` after `b`); the format starts at column 19 of
  // line 6 (six spaces, `- {visual: "`), so the diagnostic is at column 29.
  @Test func aMalformedVisualFormatIsReportedAtItsColumn() throws {
    let scene = try Scene.parse(
      """
      root:
        view:
          subviews:
            - name: a
          constraints:
            - {visual: "H:|-[a]-[b]"}
      """, file: "visual.yaml")
    let error = #expect(throws: SceneErrors.self) { try scene.makeScreen(0, idiom: .phone) }
    let diagnostic = try #require(error?.diagnostics.first)
    #expect(diagnostic.line == 6)
    #expect(diagnostic.column == 29)
    #expect(diagnostic.message.contains("b"))
    #expect(diagnostic.sourceLine == "      - {visual: \"H:|-[a]-[b]\"}")
  }
}

/// Trees that are valid but unusual build and lay out on a phone and a tablet.
@MainActor
struct UnusualSceneTests {
  nonisolated static let scenes = [
    "root: {type: tabBar, tabs: []}",
    "root: {type: navigation, viewControllers: []}",
    "root: {type: split, primary: {title: P}}",
    "root: {type: split, style: unspecified, primary: {}, secondary: {type: navigation, viewControllers: [{}]}}",
    "root: {type: byIdiom, phone: {type: byIdiom, phone: {title: A}, pad: {}}, pad: {}, tv: {}}",
    "root: {view: {subviews: [{name: c}]}, children: [{in: c, controller: {type: navigation, viewControllers: [{}]}}]}",
    "root: {view: {type: stack, arrangedSubviews: [{name: c}]}, children: [{in: c, controller: {}}]}",
    "root: {view: {type: table, rows: 0}}",
    "root: {view: {type: table, sections: []}}",
    "root: {view: {subviews: [{name: a}], constraints: ['a.width == 100000', 'a.height == a.width * 10000']}}",
    "root: {view: {subviews: [{name: a}, {name: b}], constraints: ['a.width == b.width + 1', 'b.width == a.width + 1']}}",
    "root: {view: {subviews: [{type: label, text: '', numberOfLines: 10000}]}}",
  ]

  @Test(arguments: scenes)
  func anUnusualTreeBuildsAndLaysOut(_ text: String) throws {
    let scene = try Scene.parse(text, file: "unusual.yaml")
    for name in ["iPhone 16", "iPad Air (5th generation)"] {
      let device = try #require(DeviceCatalog.device(named: name))
      _ = Diagnostics.capturing {
        do throws(SceneErrors) {
          let instance = try scene.makeScreen(0, idiom: device.idiom)
          let host = DeviceHost(instance.rootViewController, on: device)
          host.rotate(to: .landscapeLeft)
        } catch {
          Issue.record("\(error)")
        }
      }
    }
  }
}
