import Bezel
import BezelScene
import BezelTestSupport
import Testing
import UIKit

/// Damaged copies of the bundled example: every one is read, and built and laid out when it
/// reads, without a trap (which would end the test process) and with diagnostics that point
/// into the file.
///
/// One case a device, each with its own seed: the cases read their copies off the main actor,
/// side by side, and only building waits its turn on the main actor.
struct SceneMutationTests {
  static let devices = [
    "iPhone 16", "iPhone 8", "iPad Air (5th generation)", "iPhone SE (1st generation)",
  ]
  /// How many damaged copies each case reads: one to three kinds of damage a copy, so over the
  /// four cases each of the nine kinds is made well over a hundred times at varied lines, and
  /// both outcomes (read, refused) are met hundreds of times.
  static let copies = FuzzIterations.count(quick: 200, full: 500)
  /// How many of the copies that read each case builds and lays out, in both orientations.
  static let maximumBuilds = FuzzIterations.count(quick: 20, full: 75)

  @Test(arguments: devices.indices)
  func damagedScenesNeverTrap(deviceIndex: Int) async throws {
    let device = try #require(DeviceCatalog.device(named: Self.devices[deviceIndex]))
    var random = SeededGenerator(seed: 235 + UInt64(deviceIndex))
    var toBuild: [Scene] = []
    var parsed = 0
    var rejected = 0
    for copy in 0..<Self.copies {
      let text = SceneMutator.damaged(Scene.bagelTimesSource, random: &random)
      let lineCount = text.lineFeedSeparatedLines.count
      do throws(SceneErrors) {
        let scene = try Scene.parse(text, file: "copy\(copy).yaml")
        parsed += 1
        if toBuild.count < Self.maximumBuilds { toBuild.append(scene) }
      } catch {
        rejected += 1
        #expect(!error.diagnostics.isEmpty)
        for diagnostic in error.diagnostics {
          #expect(diagnostic.line >= 1 && diagnostic.line <= lineCount + 1, "\(diagnostic)")
          #expect(diagnostic.column >= 1, "\(diagnostic)")
        }
      }
    }
    await Self.build(toBuild, on: device)
    // The damage is varied enough to give both outcomes often: more than one copy in 20 reads,
    // more than one in 4 is refused.
    #expect(parsed > Self.copies / 20)
    #expect(rejected > Self.copies / 4)
  }

  /// Builds every screen of each scene on `device` and rotates it, expecting diagnostics from
  /// a screen that cannot be built.
  @MainActor
  static func build(_ scenes: [Scene], on device: Device) {
    _ = Diagnostics.capturing {
      for scene in scenes {
        for index in scene.screens.indices {
          do throws(SceneErrors) {
            let instance = try scene.makeScreen(index, idiom: device.idiom)
            let host = DeviceHost(instance.rootViewController, on: device)
            host.rotate(to: .landscapeLeft)
          } catch {
            #expect(!error.diagnostics.isEmpty)
          }
        }
      }
    }
  }
}

/// Ways of damaging a scene file's text.
enum SceneMutator {
  static let numbers = [
    "1e308", "-1e308", "99999999999999999999", "-5", "-0", ".nan", ".inf", "nan", "0", "1e-320",
    "18446744073709551616", "-99999", "0.0000001", "100001",
  ]
  static let noise: [Character] = [
    "[", "]", "{", "}", ":", "-", "\"", "'", "#", "&", "*", "\t", "\n", " ", "|", ">", "@", "=",
    ".", "x", "\u{7F}", "é",
  ]

  /// `text` with one to three kinds of damage.
  static func damaged(_ text: String, random: inout SeededGenerator) -> String {
    var lines = text.lineFeedSeparatedLines.map(String.init)
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      guard !lines.isEmpty else { break }
      let index = Int.random(in: 0..<lines.count, using: &random)
      switch Int.random(in: 0..<9, using: &random) {
      case 0:
        // Truncate the file inside a line.
        let line = lines[index]
        lines =
          Array(lines[..<index])
          + [String(line.prefix(Int.random(in: 0...line.count, using: &random)))]
      case 1:
        // Replace a character with noise.
        var characters = Array(lines[index])
        if !characters.isEmpty {
          let at = Int.random(in: 0..<characters.count, using: &random)
          characters[at] = noise.randomElement(using: &random) ?? "x"
          lines[index] = String(characters)
        }
      case 2:
        // Swap the keys of two lines.
        let other = Int.random(in: 0..<lines.count, using: &random)
        if let first = key(of: lines[index]), let second = key(of: lines[other]) {
          lines[index] = lines[index].replacingOccurrences(of: first + ":", with: second + ":")
          lines[other] = lines[other].replacingOccurrences(of: second + ":", with: first + ":")
        }
      case 3, 4:
        // Replace the numbers of a line, or of the next line that has one.
        var target = index
        while target < lines.count - 1, !lines[target].contains(where: \.isNumber) { target += 1 }
        lines[target] = replacingNumbers(in: lines[target], random: &random)
      case 5: lines.insert(lines[index], at: index)
      case 6: lines.remove(at: index)
      case 7: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
      default:
        // Change the indentation.
        lines[index] =
          Bool.random(using: &random) ? "  " + lines[index] : String(lines[index].dropFirst(2))
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func key(of line: String) -> String? {
    let trimmed = line.drop { $0 == " " || $0 == "-" }
    guard let colon = trimmed.firstIndex(of: ":") else { return nil }
    let key = trimmed[..<colon]
    return key.isEmpty || key.contains(" ") ? nil : String(key)
  }

  private static func replacingNumbers(in line: String, random: inout SeededGenerator) -> String {
    var result = ""
    var number = ""
    for character in line + " " {
      if character.isNumber || (character == "." && !number.isEmpty) {
        number.append(character)
        continue
      }
      if !number.isEmpty {
        result += numbers.randomElement(using: &random) ?? "0"
        number = ""
      }
      result.append(character)
    }
    return String(result.dropLast())
  }
}
