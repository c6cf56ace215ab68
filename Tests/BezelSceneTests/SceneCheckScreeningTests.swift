import Bezel
import BezelScene
import BezelTestSupport
import Testing
import UIKit

/// The ambiguity check probes with the solver only the views whose frames the constraints'
/// terms do not settle, and finds what probing every view finds.
@MainActor
struct SceneCheckScreeningTests {
  @Test func screeningFindsWhatProbingEveryViewFinds() throws {
    var random = SeededGenerator(seed: 1977)
    let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
    var compared = 0
    var screenedAway = 0
    for index in 0..<300 {
      let text = ScreeningSceneGenerator.scene(random: &random)
      guard let scene = try? Scene.parse(text, file: "screening\(index).yaml") else { continue }
      var instance: SceneInstance?
      var host: DeviceHost?
      let diagnostics = Diagnostics.capturing {
        instance = try? scene.makeScreen(0, idiom: device.idiom)
        if let instance { host = DeviceHost(instance.rootViewController, on: device) }
      }
      guard let instance else { continue }
      let probesBefore = Scene.probeCount
      let screened = scene.ambiguities(in: instance, screening: diagnostics.isEmpty)
        .map { "\($0.name): \($0.ambiguity)" }
      screenedAway += instance.viewNames.count - (Scene.probeCount - probesBefore)
      let probed = scene.ambiguities(in: instance, screening: false)
        .map { "\($0.name): \($0.ambiguity)" }
      #expect(screened == probed, "\(text)")
      compared += 1
      withExtendedLifetime(host) {}
    }
    #expect(compared > 250)
    // The comparison is only worth something if the screening settled views on its own.
    #expect(screenedAway > 200)
  }

  @Test func aChainOfFixedViewsIsCheckedWithoutProbes() throws {
    let scene = try Scene.parse(Self.chain(count: 200, pinned: true), file: "chain.yaml")
    let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
    let before = Scene.probeCount
    let problems = try scene.check(on: [device], orientations: { _ in [.portrait] })
    #expect(problems.isEmpty)
    #expect(Scene.probeCount == before)
  }

  @Test func viewsFreeAlongOneAxisAreReportedWithoutProbes() throws {
    let scene = try Scene.parse(Self.chain(count: 200, pinned: false), file: "loose.yaml")
    let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
    let before = Scene.probeCount
    let problems = try scene.check(on: [device], orientations: { _ in [.portrait] })
    #expect(problems.count == 200)
    #expect(problems.allSatisfy { $0.message.hasSuffix("Need constraints for: X position, width") })
    #expect(Scene.probeCount == before)
  }

  @Test func devicesWithTheSameEnvironmentAreLaidOutOnce() throws {
    let scene = try Scene.parse(Self.chain(count: 3, pinned: false), file: "loose.yaml")
    let before = Scene.layoutCount
    let problems = try scene.check(on: DeviceCatalog.all, orientations: { _ in [.portrait] })
    let environments = Set(DeviceCatalog.all.map { $0.layoutEnvironment(in: .portrait) })
    #expect(environments.count < DeviceCatalog.all.count)
    #expect(Scene.layoutCount - before == environments.count)
    // Every device is still named on each problem, in the catalog's order.
    #expect(problems.count == 3)
    #expect(problems.allSatisfy { $0.layouts.count == DeviceCatalog.all.count })
    #expect(problems[0].layouts.first == "main: \(DeviceCatalog.all[0].name) portrait")
  }

  /// A column of views from the safe area's top down, each 20 points tall; pinned to the
  /// margins on both sides, or free horizontally.
  static func chain(count: Int, pinned: Bool) -> String {
    var lines = ["root:", "  view:", "    name: root", "    subviews:"]
    lines += (0..<count).map { "      - name: v\($0)" }
    lines.append("    constraints:")
    for index in 0..<count {
      let above = index == 0 ? "safeArea.top" : "v\(index - 1).bottom"
      lines.append("      - v\(index).top == \(above) + 4")
      lines.append("      - v\(index).height == 20")
      if pinned {
        lines.append("      - v\(index).leading == margins.leading")
        lines.append("      - v\(index).trailing == margins.trailing")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Writes small random scenes of nested views, each placed by up to two constraints an axis
/// against earlier views and their guides, mostly required equalities, with frames, labels,
/// scroll views, inequalities, optional priorities and right-to-left views among them.
enum ScreeningSceneGenerator {
  static let horizontal = ["leading", "trailing", "left", "right", "centerX", "width"]
  static let vertical = ["top", "bottom", "centerY", "height"]

  static func scene(random: inout SeededGenerator) -> String {
    let count = Int.random(in: 1...6, using: &random)
    var types = ["view"]
    var framed = [false]
    var children: [Int: [Int]] = [:]
    for index in 1...count {
      let candidates = [0] + (1..<index).filter { types[$0] == "view" }
      children[candidates.randomElement(using: &random) ?? 0, default: []].append(index)
      types.append(["view", "view", "view", "label", "scroll"].randomElement(using: &random)!)
      framed.append(Int.random(in: 0..<8, using: &random) == 0)
    }
    // Each view in YAML's flow style, its subviews inside it.
    func flow(_ index: Int) -> String {
      var text = "{name: v\(index)"
      if types[index] != "view" { text += ", type: \(types[index])" }
      if types[index] == "label" { text += ", text: Hello" }
      if framed[index] { text += ", frame: [10, 20, 30, 40]" }
      if Int.random(in: 0..<6, using: &random) == 0 {
        text += ", semanticContentAttribute: forceRightToLeft"
      }
      if let list = children[index] {
        text += ", subviews: [" + list.map(flow).joined(separator: ", ") + "]"
      }
      return text + "}"
    }
    var lines = ["root:", "  view:", "    name: v0", "    subviews:"]
    for child in children[0] ?? [] { lines.append("      - " + flow(child)) }
    lines.append("    constraints:")
    for index in 1...count where !framed[index] {
      for family in [horizontal, vertical] {
        let attributes = family.shuffled(using: &random).prefix(
          Int.random(in: 0...2, using: &random))
        for attribute in attributes {
          lines.append(
            "      - \"\(constraint(index, attribute, family, types: types, random: &random))\"")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func constraint(
    _ index: Int, _ attribute: String, _ family: [String], types: [String],
    random: inout SeededGenerator
  ) -> String {
    let relation = Int.random(in: 0..<6, using: &random) == 0 ? ">=" : "=="
    let priority = Int.random(in: 0..<8, using: &random) == 0 ? " @750" : ""
    let isSize = attribute == "width" || attribute == "height"
    if isSize, Bool.random(using: &random) {
      return
        "v\(index).\(attribute) \(relation) \(Int.random(in: 1...300, using: &random))\(priority)"
    }
    var seconds = isSize ? ["width", "height"] : family.filter { $0 != "width" && $0 != "height" }
    // Leading and trailing never pair with left and right.
    if ["leading", "trailing"].contains(attribute) {
      seconds.removeAll { $0 == "left" || $0 == "right" }
    }
    if ["left", "right"].contains(attribute) {
      seconds.removeAll { $0 == "leading" || $0 == "trailing" }
    }
    let other = Int.random(in: 0..<index, using: &random)
    var guides = ["", "", "", "safeArea.", "margins.", "readable."]
    if types[other] == "scroll" { guides += ["content.", "frame."] }
    let second =
      "v\(other).\(guides.randomElement(using: &random) ?? "")\(seconds.randomElement(using: &random) ?? "top")"
    let multiplier = isSize && Bool.random(using: &random) ? " * 0.5" : ""
    let constant = [0, 8, -20, 44].randomElement(using: &random) ?? 0
    return "v\(index).\(attribute) \(relation) \(second)\(multiplier) + \(constant)\(priority)"
  }
}
