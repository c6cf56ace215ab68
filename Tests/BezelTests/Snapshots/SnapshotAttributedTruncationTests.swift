import Bezel
import Foundation
import Testing
import UIKit

/// A cut line of attributed text drawn run by run, truncated as its label's line break mode
/// says: "the missing text at the beginning of the line is indicated by an ellipsis" for
/// `.byTruncatingHead`, "both ends of the line fit", the ellipsis in the middle, for
/// `.byTruncatingMiddle`, the line's start kept for `.byTruncatingTail` (NSLineBreakMode
/// documentation).
///
/// Figures: with `HalfEmTextModel`, a 20 pt character, an ellipsis included, is 10 wide, a
/// 10 pt one 5 and a 40 pt one 20. A label's line is cut to one line, as wide as the label: its
/// natural alignment puts it at the label's left edge in either layout direction.
@MainActor
struct SnapshotAttributedTruncationTests {
  /// `parts`, each a string and its point size, in a one-line label 50 wide.
  private func runs(
    _ parts: [(String, CGFloat)], mode: NSLineBreakMode, height: CGFloat = 40,
    attribute: UISemanticContentAttribute = .forceLeftToRight
  ) throws -> [SnapshotText.Run] {
    let text = NSMutableAttributedString(string: "")
    for (string, size) in parts {
      text.append(
        NSAttributedString(string: string, attributes: [.font: UIFont.systemFont(ofSize: size)]))
    }
    let snapshot = TextMeasurement.withModel(HalfEmTextModel()) {
      let controller = UIViewController()
      let label = UILabel(frame: CGRect(x: 20, y: 100, width: 50, height: height))
      label.attributedText = text
      label.lineBreakMode = mode
      label.semanticContentAttribute = attribute
      controller.view.addSubview(label)
      return LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
    }
    return try #require(snapshot.views.first { $0.type == "UILabel" }?.text).runs
  }

  // "aaaa " at 20 pt and "bbbbbb" at 10 pt, 80 wide, in 50. From the end: the six b's (30)
  // and the space (10) fit with a 10-wide ellipsis (50), the last "a" does not (60); the space
  // next to the ellipsis is dropped, and the ellipsis is then measured by the "b" beside it: 5.
  // It comes first, at 0, the b's after it at 5.
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func headTruncationKeepsTheEndAfterAnEllipsis(attribute: UISemanticContentAttribute) throws {
    let runs = try runs(
      [("aaaa ", 20), ("bbbbbb", 10)], mode: .byTruncatingHead, attribute: attribute)
    #expect(runs.map(\.text) == ["…", "bbbbbb"])
    #expect(runs.map(\.frame.minX) == [0, 5])
    #expect(runs.map(\.frame.width) == [5, 30])
    #expect(runs.map(\.fontSize) == [10, 10])
  }

  // "aaaa" at 20 pt and "bbbbbbbb" at 10 pt, 80 wide, in 50. The ellipsis follows an "a": 10.
  // The head takes what fits in half of 50 − 10: "aa" (20); the tail what fits in the rest,
  // 50 − 10 − 20 = 20: four b's. "aa…" is 30 wide at 0, "bbbb" 20 at 30.
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func middleTruncationKeepsBothEndsAroundAnEllipsis(attribute: UISemanticContentAttribute)
    throws
  {
    let runs = try runs(
      [("aaaa", 20), ("bbbbbbbb", 10)], mode: .byTruncatingMiddle, attribute: attribute)
    #expect(runs.map(\.text) == ["aa…", "bbbb"])
    #expect(runs.map(\.frame.minX) == [0, 30])
    #expect(runs.map(\.frame.width) == [30, 20])
  }

  // "aaaa" at 10 pt (20), a 40 pt space (20) and "bbbbbbbbbb" at 10 pt (50) in 50: the line
  // breaks after the space, and is cut. Without the space, next to which the ellipsis would be
  // 20 wide, the line ends in "a": the ellipsis is 5 and "aaaa…" 25 wide.
  @Test func tailTruncationMeasuresTheEllipsisByTheCharacterKeptBeforeIt() throws {
    let runs = try runs(
      [("aaaa", 10), (" ", 40), ("bbbbbbbbbb", 10)], mode: .byTruncatingTail, height: 60)
    #expect(runs.map(\.text) == ["aaaa…"])
    #expect(runs.map(\.frame.width) == [25])
  }
}
