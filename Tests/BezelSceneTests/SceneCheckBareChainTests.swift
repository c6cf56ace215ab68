import Bezel
import BezelScene
import Testing
import UIKit

/// Views chained one after the other with nothing else, the shape of a screen half written: the
/// check reports what each lacks without probing the solver view by view, and says what the
/// probes say.
@MainActor
struct SceneCheckBareChainTests {
  enum Direction: CaseIterable {
    case leftToRight, rightToLeft
  }

  /// The messages for the chain along the horizontal axis, derived by hand.
  ///
  /// Along the chain, the first view's leading edge is pinned 4 points in from the safe area
  /// and each other view's to the one before it, while every later view moves with the widths
  /// before it and has its own width free: "X position, width" for all but the first. Left to
  /// right the first view's leading edge is its x position, which is fixed, so it lacks only its
  /// "width"; right to left its leading edge is its right one, x + width, so its x position and
  /// width move only together: "X position or width". Across the chain nothing is said: every
  /// view lacks "Y position, height". Interface Builder lists the positions before the sizes,
  /// horizontal before vertical, and the alternatives last.
  static func horizontalAnswer(_ direction: Direction) -> [String] {
    [
      direction == .leftToRight
        ? "ambiguous layout for 'v0': Need constraints for: Y position, width, height"
        : "ambiguous layout for 'v0': Need constraints for: Y position, height, X position or width",
      "ambiguous layout for 'v1': Need constraints for: X position, Y position, width, height",
      "ambiguous layout for 'v2': Need constraints for: X position, Y position, width, height",
      "ambiguous layout for 'v3': Need constraints for: X position, Y position, width, height",
    ]
  }

  /// The same chain top to bottom: the first view lacks its "height" along the chain and
  /// "X position, width" across it.
  static let verticalAnswer = [
    "ambiguous layout for 'v0': Need constraints for: X position, width, height",
    "ambiguous layout for 'v1': Need constraints for: X position, Y position, width, height",
    "ambiguous layout for 'v2': Need constraints for: X position, Y position, width, height",
    "ambiguous layout for 'v3': Need constraints for: X position, Y position, width, height",
  ]

  @Test(arguments: Direction.allCases)
  func aBareHorizontalChainLacksWhatIsDerivedByHand(direction: Direction) throws {
    let messages = try check(Self.chain(count: 4, vertical: false, direction: direction))
    #expect(messages == Self.horizontalAnswer(direction))
  }

  @Test(arguments: Direction.allCases)
  func aBareVerticalChainLacksWhatIsDerivedByHand(direction: Direction) throws {
    let messages = try check(Self.chain(count: 4, vertical: true, direction: direction))
    #expect(messages == Self.verticalAnswer)
  }

  @Test(arguments: [false, true], Direction.allCases)
  func probingEveryViewOfABareChainFindsTheSame(vertical: Bool, direction: Direction) throws {
    let scene = try Scene.parse(
      Self.chain(count: 4, vertical: vertical, direction: direction), file: "bare.yaml")
    let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
    let instance = try scene.makeScreen(0, idiom: device.idiom)
    let host = DeviceHost(instance.rootViewController, on: device)
    let probed = scene.ambiguities(in: instance, screening: false)
      .map { "ambiguous layout for '\($0.name)': \($0.ambiguity)" }
    #expect(probed == (vertical ? Self.verticalAnswer : Self.horizontalAnswer(direction)))
    withExtendedLifetime(host) {}
  }

  @Test(arguments: [false, true])
  func aBareChainIsCheckedWithoutProbes(vertical: Bool) throws {
    let scene = try Scene.parse(
      Self.chain(count: 200, vertical: vertical, direction: .leftToRight), file: "bare.yaml")
    let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
    let before = Scene.probeCount
    let problems = try scene.check(on: [device], orientations: { _ in [.portrait] })
    #expect(problems.count == 200)
    #expect(Scene.probeCount == before)
  }

  /// The messages of checking `text` on one device in portrait, in the scene's order.
  private func check(_ text: String) throws -> [String] {
    let scene = try Scene.parse(text, file: "bare.yaml")
    let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
    return try scene.check(on: [device], orientations: { _ in [.portrait] }).map(\.message)
  }

  /// `count` views, each after the one before along one axis, the first 4 points in from the
  /// safe area, with nothing else.
  static func chain(count: Int, vertical: Bool, direction: Direction) -> String {
    let attribute = direction == .rightToLeft ? ", semanticContentAttribute: forceRightToLeft" : ""
    var lines = ["root:", "  view:", "    name: root", "    subviews:"]
    lines += (0..<count).map { "      - {name: v\($0)\(attribute)}" }
    lines.append("    constraints:")
    let (start, end) = vertical ? ("top", "bottom") : ("leading", "trailing")
    for index in 0..<count {
      let before = index == 0 ? "safeArea.\(start)" : "v\(index - 1).\(end)"
      lines.append("      - v\(index).\(start) == \(before) + 4")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
