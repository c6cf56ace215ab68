import BezelTestSupport
import Foundation
import Testing

@testable import UIKit

@Suite("Fuzz")
struct VisualFormatFuzzTests {
  /// Single characters of the grammar, and a few that are not.
  static let characters: [String] = [
    "H", "V", ":", "|", "-", "[", "]", "(", ")", "<", ">", "=", "@", ",", "0", "1", "5", "9",
    ".", "e", "x", "p", "a", "b", "c", "m", "_", " ", "z", "+", "\t",
  ]

  /// Whole pieces of the grammar, so that random strings reach deep into it.
  static let pieces: [String] = [
    "H:", "V:", "|", "-", "[a]", "[b]", "[c]", "[a(", "[b(", "==", "<=", ">=", "(", ")", "]",
    "@", ",", "8", "-5", "0x1p2", "1e3", "1000", "0", "m", "p", "b", "zz", "inf", "-nan", "é",
  ]

  static let optionChoices: [NSLayoutConstraint.FormatOptions] = [
    [], .alignAllTop, .alignAllLeading, .directionRightToLeft, .directionLeftToRight,
    .spacingBaselineToBaseline, [.alignAllCenterX, .alignAllCenterY],
    NSLayoutConstraint.FormatOptions(rawValue: 0xFFFF_FFFF),
  ]

  static let connections = ["", "-", "-8-", "-(>=5,<=9@700)-", "-m-", "->=0-", "-(-2)-"]
  static let views = ["[a]", "[b]", "[c]", "[a(>=10)]", "[b(==c@p)]", "[c(m,<=0x20)]"]

  /// A string of random characters or grammar pieces, or a well-formed format with up to two
  /// random edits, a third of the time each.
  static func randomFormat(using generator: inout SeededGenerator) -> String {
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: return randomString(from: characters, using: &generator)
    case 1: return randomString(from: pieces, using: &generator)
    default: return mutated(grammaticalFormat(using: &generator), using: &generator)
    }
  }

  static func randomString(from source: [String], using generator: inout SeededGenerator) -> String
  {
    var format = ""
    for _ in 0..<Int.random(in: 0...14, using: &generator) {
      format += pick(source, using: &generator)
    }
    return format
  }

  static func grammaticalFormat(using generator: inout SeededGenerator) -> String {
    var format = pick(["", "H:", "V:"], using: &generator)
    if Bool.random(using: &generator) {
      format += "|" + pick(connections, using: &generator)
    }
    format += pick(views, using: &generator)
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      format += pick(connections, using: &generator) + pick(views, using: &generator)
    }
    if Bool.random(using: &generator) {
      format += pick(connections, using: &generator) + "|"
    }
    return format
  }

  static func mutated(_ format: String, using generator: inout SeededGenerator) -> String {
    var characters = Array(format)
    for _ in 0..<Int.random(in: 0...2, using: &generator) where !characters.isEmpty {
      let index = Int.random(in: 0..<characters.count, using: &generator)
      if Bool.random(using: &generator) {
        characters.remove(at: index)
      } else {
        characters.insert(contentsOf: pick(Self.characters, using: &generator), at: index)
      }
    }
    return String(characters)
  }

  static func pick(_ choices: [String], using generator: inout SeededGenerator) -> String {
    choices[Int.random(in: 0..<choices.count, using: &generator)]
  }

  @Test func randomFormatsNeverTrapAndAlwaysParseOrFail() {
    var generator = SeededGenerator(seed: 0x5EED_0FB3)
    let metrics: [String: Any] = ["m": 4, "p": NSNumber(value: 500), "zz": "not a number"]
    var successes = 0
    var failures = 0
    for _ in 0..<4000 {
      let format = Self.randomFormat(using: &generator)
      let choice = Int.random(in: 0..<Self.optionChoices.count, using: &generator)
      let options = Self.optionChoices[choice]
      do {
        let layout = try VisualFormat.layout(
          for: format, options: options, metrics: metrics, viewNames: abc)
        successes += 1
        for constraint in layout.constraints {
          #expect(isSound(constraint), "\(format): \(constraint)")
        }
        for edge in layout.superviewEdges {
          #expect(abc.contains(edge.view) && edge.position <= format.utf8.count)
        }
      } catch {
        failures += 1
        #expect(isWellFormed(error, for: format), "\(format): \(error.message)")
      }
    }
    #expect(successes > 100)
    #expect(failures > 100)
  }

  @Test func sameInputGivesTheSameOutput() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<500 {
      let format = Self.randomFormat(using: &generator)
      #expect(outcome(of: format) == outcome(of: format))
    }
  }

  /// The constraints or the error a format gives.
  private func outcome(of format: String) -> Result<VisualFormatLayout, VisualFormatError> {
    Result { () throws(VisualFormatError) in
      try VisualFormat.layout(for: format, metrics: ["m": 1], viewNames: abc)
    }
  }

  /// Whether a constraint only names known views, pairs the superview with a view, and has a
  /// priority UIKit accepts.
  private func isSound(_ constraint: Constraint) -> Bool {
    let items = [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
    let viewsKnown = items.allSatisfy { item in
      if case .view(let name) = item { return abc.contains(name) }
      return true
    }
    let superviewPaired =
      !(constraint.firstItem == .superview && constraint.secondItem == .superview)
    let prioritySane = constraint.priority > 0 && constraint.priority <= 1000
    return viewsKnown && superviewPaired && prioritySane && constraint.constant.isFinite
  }

  /// Whether an error points inside the format and reads as UIKit's do.
  private func isWellFormed(_ error: VisualFormatError, for format: String) -> Bool {
    guard (0...format.utf8.count).contains(error.position), error.format == format else {
      return false
    }
    guard !error.reason.isWholeFormat else {
      return error.message.hasPrefix("Unable to parse constraint format: It")
    }
    let caret = String(repeating: " ", count: error.position) + "^"
    return error.message.hasPrefix("Unable to parse constraint format: \n")
      && error.message.hasSuffix(" \n" + format + " \n" + caret)
  }
}
