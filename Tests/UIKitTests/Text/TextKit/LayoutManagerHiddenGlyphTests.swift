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
