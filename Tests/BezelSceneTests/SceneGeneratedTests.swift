import Bezel
import BezelScene
import BezelTestSupport
import Testing
import UIKit

/// Scenes written at random from the language's own words: they read, build and lay out
/// without a trap, whatever their constraints say.
@MainActor
struct SceneGeneratedTests {
  /// 120 scenes by default, each of up to eight views of the seven types and up to twelve
  /// constraints: every type, guide and relation occurs many times over in them;
  /// `BEZEL_FUZZ_ITERATIONS=full` runs 200.
  static let count = FuzzIterations.count(quick: 120, full: 200)

  @Test func generatedScenesNeverTrap() throws {
    var random = SeededGenerator(seed: 2018)
    let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
    var built = 0
    for index in 0..<Self.count {
      let text = SceneGenerator.scene(random: &random)

      let scene: Scene
      do throws(SceneErrors) {
        scene = try Scene.parse(text, file: "generated\(index).yaml")
      } catch {
        #expect(!error.diagnostics.isEmpty)
        continue
      }
      _ = Diagnostics.capturing {
        do throws(SceneErrors) {
          let instance = try scene.makeScreen(0, idiom: device.idiom)
          let host = DeviceHost(instance.rootViewController, on: device)
          host.rotate(to: .landscapeRight)
          built += 1
        } catch {
          #expect(!error.diagnostics.isEmpty)
        }
      }
    }
    #expect(built > Self.count / 2)
  }
}

/// Writes random scenes: a tree of views of every type, and constraints between random items
/// that the language accepts, whatever they ask of the layout.
enum SceneGenerator {
  static let types = ["view", "scroll", "stack", "label", "table", "button", "textField"]
  /// Attributes that pair with one another.
  static let families = [
    ["leading", "trailing", "centerX"], ["top", "bottom", "centerY"], ["width", "height"],
    ["left", "right"], ["edges"], ["center"], ["size"],
  ]
  static let relations = ["==", ">=", "<="]
  static let numbers = ["0", "8", "-20", "100000", "0.5", "44", "-100000", "3.25"]

  static func scene(random: inout SeededGenerator) -> String {
    let types = (0...Int.random(in: 1...8, using: &random)).map { index in
      index == 0 ? "view" : (Self.types.randomElement(using: &random) ?? "view")
    }
    var lines = ["root:", "  view:", "    name: v0", "    subviews:"]
    for (index, type) in types.enumerated().dropFirst() {
      lines.append("      - {type: \(type), name: v\(index)" + extras(type, random: &random) + "}")
    }
    lines.append("    constraints:")
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      lines.append("      - \"\(constraint(types: types, random: &random))\"")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func extras(_ type: String, random: inout SeededGenerator) -> String {
    switch type {
    case "label":
      let words = String(repeating: "word ", count: Int.random(in: 0...40, using: &random))
      return ", text: '\(words)', numberOfLines: 0"
    case "table": return ", rows: \(Int.random(in: 0...50, using: &random))"
    case "stack":
      return
        ", axis: vertical, arrangedSubviews: [{type: label, text: a}, {intrinsicSize: [10, 1000]}]"
    case "scroll": return ", contentSize: [100, \(Int.random(in: 0...5000, using: &random))]"
    case "view": return Bool.random(using: &random) ? ", intrinsicSize: [20, 30]" : ""
    default: return ""
    }
  }

  private static func item(_ attribute: String, types: [String], random: inout SeededGenerator)
    -> String
  {
    let view = Int.random(in: 0..<types.count, using: &random)
    var guides = ["", "safeArea.", "margins.", "readable."]
    if types[view] == "scroll" || types[view] == "table" { guides += ["content.", "frame."] }
    let guide = guides.randomElement(using: &random) ?? ""
    return "v\(view).\(guide)\(attribute)"
  }

  private static func constraint(types: [String], random: inout SeededGenerator) -> String {
    let family = families.randomElement(using: &random) ?? ["top"]
    let first = item(family.randomElement(using: &random) ?? "top", types: types, random: &random)
    let relation = family == ["edges"] ? "==" : (relations.randomElement(using: &random) ?? "==")
    let number = numbers.randomElement(using: &random) ?? "0"
    // Optional priorities: a required conflict makes the engine search for a minimal
    // conflicting set, which is slow enough with the system's own guides to stall the test.
    let priority = " @\(Int.random(in: 1...999, using: &random))"
    if family == ["width", "height"] || family == ["size"], Bool.random(using: &random) {
      return "\(first) \(relation) \(number.hasPrefix("-") ? "1" : number)\(priority)"
    }
    let second = item(family.randomElement(using: &random) ?? "top", types: types, random: &random)
    let multiplier =
      Bool.random(using: &random)
      ? " * \(["2", "0.5", "-1", "10000"].randomElement(using: &random) ?? "2")" : ""
    return "\(first) \(relation) \(second)\(multiplier) + \(number)\(priority)"
  }
}
