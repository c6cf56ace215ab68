import Foundation
import Testing

@testable import UIKit

/// TextKit 2 lays text out around its container's exclusion paths as TextKit 1 does.
///
/// The model and figures are `TextKitExclusionPathTests`': 10-point characters in the 17 pt system
/// font (a line 2444 × 17 / 2048 tall), 5 points of padding, a container 200 wide and a
/// rectangle over x 80–120 at the top. The first line is cut into fragments 0–80 and 120–200,
/// "abc def " in the first and "ghi jkl " in the second, each used 70 + 2 × 5 = 80 wide;
/// "mno" (30 + 10 wide) starts the second line.
@MainActor @Suite struct TextKit2ExclusionPathTests {
  let line: CGFloat = 2444 * 17 / 2048

  /// A TextKit 2 layout manager over `string` in a container 200 wide with the rectangle, and
  /// the content storage that keeps the text.
  func makeLayout(_ string: String = "abc def ghi jkl mno")
    -> (NSTextLayoutManager, NSTextContentStorage)
  {
    let content = NSTextContentStorage()
    content.textStorage = NSTextStorage(
      string: string, attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let manager = NSTextLayoutManager()
    manager.measuringModel = FixedAdvanceTextModel()
    content.addTextLayoutManager(manager)
    let container = NSTextContainer(
      size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
    container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 80, y: 0, width: 40, height: 10))]
    manager.textContainer = container
    return (manager, content)
  }

  @Test func lineFragmentsAreTheContainersFragments() throws {
    let (manager, content) = makeLayout()
    var fragments: [NSTextLayoutFragment] = []
    manager.enumerateTextLayoutFragments(from: nil) {
      fragments.append($0)
      return true
    }
    withExtendedLifetime(content) {}
    let paragraph = try #require(fragments.first)
    #expect(fragments.count == 1)
    let lines = paragraph.textLineFragments
    #expect(
      lines.map(\.characterRange) == [
        NSRange(location: 0, length: 8), NSRange(location: 8, length: 8),
        NSRange(location: 16, length: 3),
      ])
    let frame = paragraph.layoutFragmentFrame
    #expect(
      lines.map { $0.typographicBounds.offsetBy(dx: frame.minX, dy: frame.minY) } == [
        CGRect(x: 0, y: 0, width: 80, height: line),
        CGRect(x: 120, y: 0, width: 80, height: line),
        CGRect(x: 0, y: line, width: 40, height: line),
      ])
  }

  // The used rectangle spans the fragments' used rectangles: x 0–200, two lines.
  @Test func usageBoundsFollowTheFragments() {
    let (manager, content) = makeLayout()
    #expect(manager.usageBoundsForTextContainer == CGRect(x: 0, y: 0, width: 200, height: 2 * line))
    withExtendedLifetime(content) {}
  }

  @Test func withoutPathsTheTextFillsTheLine() {
    let (manager, content) = makeLayout()
    manager.textContainer?.exclusionPaths = []
    // All 19 characters (190 points) fit the 200 − 2 × 5 points of one line.
    #expect(manager.usageBoundsForTextContainer.height == line)
    var first: NSTextLineFragment?
    manager.enumerateTextLayoutFragments(from: nil) {
      first = $0.textLineFragments.first
      return false
    }
    #expect(first?.characterRange == NSRange(location: 0, length: 19))
    withExtendedLifetime(content) {}
  }
}
