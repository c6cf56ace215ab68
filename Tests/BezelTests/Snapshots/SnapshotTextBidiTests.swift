import Foundation
import Testing
import UIKit

@testable import Bezel

/// Attribute runs drawn in visual order (UAX #9 at run granularity; see
/// `SnapshotText+Bidi.swift`).
///
/// Figures with `HalfEmTextModel`: a 20 pt character is 10 wide.
@MainActor
struct SnapshotTextBidiTests {
  typealias Direction = SnapshotText.StrongDirection

  // UAX #9 rule L2 on levels 0 0 1 1 2 0 (runs a b c d e f): reversing from level 2 leaves e,
  // then level 1 reverses c d e into e d c: a b e d c f.
  @Test func runsReverseFromTheHighestLevelToTheLowestOdd() {
    #expect(SnapshotText.visualOrder(of: [0, 0, 1, 1, 2, 0]) == [0, 1, 4, 3, 2, 5])
  }

  @Test func aLeftToRightLineKeepsItsOrder() {
    #expect(SnapshotText.visualOrder(of: [0, 0, 0]) == [0, 1, 2])
  }

  // In a right-to-left paragraph (level 1), Hebrew runs are at 1 and Latin ones at 2; a neutral
  // between two Latin runs takes their direction (rule N1), one between Latin and Hebrew the
  // paragraph's (N2).
  @Test func levelsFollowTheRunsStrongDirections() {
    let directions: [Direction?] = [
      .rightToLeft, .leftToRight, nil, .leftToRight, nil, .rightToLeft,
    ]
    #expect(SnapshotText.levels(of: directions, paragraphLevel: 1) == [1, 2, 2, 2, 1, 1])
    #expect(SnapshotText.levels(of: directions, paragraphLevel: 0) == [1, 0, 0, 0, 0, 1])
  }

  @Test func strongDirectionIsTheFirstStrongCharacters() {
    #expect(SnapshotText.strongDirection(of: "12 שלום abc") == .rightToLeft)
    #expect(SnapshotText.strongDirection(of: " abc שלום") == .leftToRight)
    #expect(SnapshotText.strongDirection(of: "12, 34") == nil)
  }

  private func runs(of text: NSAttributedString) throws -> [SnapshotText.Run] {
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    label.attributedText = text
    let snapshot = TextMeasurement.withModel(HalfEmTextModel()) {
      let controller = UIViewController()
      controller.view.addSubview(label)
      return LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
    }
    return try #require(snapshot.views.first { $0.type == "UILabel" }?.text).runs
  }

  private func text(_ pieces: [(String, UIColor)]) -> NSAttributedString {
    let text = NSMutableAttributedString(string: "")
    for (string, color) in pieces {
      text.append(
        NSAttributedString(
          string: string,
          attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: color]))
    }
    return text
  }

  // A Hebrew paragraph of three runs, "שלום " (50), "abc" (30), " עולם" (50): the first run in
  // the string is the rightmost. The line is 130 wide from the label's left edge (natural
  // alignment in a left-to-right interface): " עולם" at 0, "abc" at 50, "שלום " at 80.
  @Test func aRightToLeftParagraphsRunsGoRightToLeft() throws {
    let runs = try runs(of: text([("שלום ", .red), ("abc", .blue), (" עולם", .red)]))
    #expect(runs.map(\.text) == ["שלום ", "abc", " עולם"])
    #expect(runs.map(\.frame.minX) == [80, 50, 0])
  }

  // Two Latin runs inside a Hebrew paragraph keep their order among themselves: "שלום " (50)
  // is rightmost; "abc" (30) then "def" (30) to its left, in that order: "abc" at 0, "def" at
  // 30, "שלום " at 60.
  @Test func leftToRightRunsInARightToLeftParagraphKeepTheirOrder() throws {
    let runs = try runs(of: text([("שלום ", .red), ("abc", .blue), ("def", .green)]))
    #expect(runs.map(\.frame.minX) == [60, 0, 30])
  }

  @Test func aLeftToRightParagraphKeepsItsRunsInOrder() throws {
    let runs = try runs(of: text([("abc ", .red), ("def", .blue)]))
    #expect(runs.map(\.frame.minX) == [0, 40])
  }
}
