import Foundation
import Testing

@testable import UIKit

/// A line limit hides the characters it cuts off (`isNotShownAttribute(forGlyphAt:)`), with the
/// 10-point characters of `FixedAdvanceTextModel`: in a container 80 wide (70 inside the
/// padding), "abc def " fills the first line and "ghi" would start the second.
@MainActor @Suite struct LayoutManagerHiddenGlyphTests {
  func makeLayout(lineLimit: Int, paths: [UIBezierPath] = [])
    -> (NSLayoutManager, NSTextStorage)
  {
    let storage = NSTextStorage(
      string: "abc def ghi", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let manager = NSLayoutManager()
    manager.measuringModel = FixedAdvanceTextModel()
    let container = NSTextContainer(size: CGSize(width: 80, height: 1000))
    container.maximumNumberOfLines = lineLimit
    container.exclusionPaths = paths
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    return (manager, storage)
  }

  @Test(arguments: [false, true])
  func charactersPastTheLineLimitAreNotShown(aroundAPath: Bool) {
    // A path below the text makes the container not rectangular without cutting a line.
    let paths = aroundAPath ? [UIBezierPath(rect: CGRect(x: 0, y: 500, width: 10, height: 10))] : []
    let (manager, storage) = makeLayout(lineLimit: 1, paths: paths)
    #expect(!manager.isNotShownAttribute(forGlyphAt: 0))
    #expect(!manager.isNotShownAttribute(forGlyphAt: 6))
    #expect(manager.isNotShownAttribute(forGlyphAt: 8))
    #expect(manager.isNotShownAttribute(forGlyphAt: 10))
    withExtendedLifetime(storage) {}
  }

  @Test func withoutALimitEveryCharacterIsShown() {
    let (manager, storage) = makeLayout(lineLimit: 0)
    #expect((0..<11).allSatisfy { !manager.isNotShownAttribute(forGlyphAt: $0) })
    withExtendedLifetime(storage) {}
  }
}

/// The layout manager's questions about what is laid out, with the figures of
/// `LayoutManagerHiddenGlyphTests`.
@MainActor @Suite struct LayoutManagerUnlaidTextTests {
  // A container 20.29 tall holds one line: "abc def " (8 characters); "ghi" has no container.
  @Test func theFirstUnlaidCharacterIsTheFirstNoContainerHolds() {
    let storage = NSTextStorage(
      string: "abc def ghi", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let manager = NSLayoutManager()
    manager.measuringModel = FixedAdvanceTextModel()
    manager.addTextContainer(NSTextContainer(size: CGSize(width: 80, height: 21)))
    storage.addLayoutManager(manager)
    #expect(manager.firstUnlaidCharacterIndex() == 8)
    #expect(manager.firstUnlaidGlyphIndex() == 8)
    manager.textContainers[0].size = CGSize(width: 80, height: 1000)
    #expect(manager.firstUnlaidCharacterIndex() == 11)
  }

  @Test func validGlyphIndexesAreThoseOfTheText() {
    let storage = NSTextStorage(string: "abc")
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    #expect([-1, 0, 2, 3].map(manager.isValidGlyphIndex) == [false, true, true, false])
  }
}
