import Testing

@testable import UIKit

/// The tracker of the views tables and collection views show.
@MainActor
@Suite struct VisibleViewsTests {
  /// Views shown under keys 0…4, added in a scrambled order.
  private func shownFive() -> (VisibleViews<Int, UIView>, [UIView]) {
    var shown = VisibleViews<Int, UIView>()
    let views = (0..<5).map { _ in UIView() }
    for key in [3, 0, 4, 1, 2] { shown[key] = views[key] }
    return (shown, views)
  }

  @Test func viewsAreListedInKeyOrderWhateverTheOrderTheyCameIn() {
    let (shown, views) = shownFive()
    #expect(shown.keys == [0, 1, 2, 3, 4])
    #expect(shown.inOrder.map(\.view) == views)
  }

  @Test func removingTheUnwantedReturnsThemInKeyOrderAndKeepsTheRest() {
    var (shown, views) = shownFive()
    let leaving = shown.removeAll(except: { $0 == 2 })
    #expect(leaving.map(\.key) == [0, 1, 3, 4])
    #expect(leaving.map(\.view) == [views[0], views[1], views[3], views[4]])
    #expect(shown.keys == [2])
  }

  @Test func rekeyingMovesTheSurvivorsAndReturnsTheOthersUnderTheirOldKeys() {
    var (shown, views) = shownFive()
    // Row 1 deleted: rows after it move up one; row 1 leaves.
    let leaving = shown.rekey { $0 == 1 ? nil : ($0 > 1 ? $0 - 1 : $0) }
    #expect(leaving.map(\.key) == [1])
    #expect(leaving.first?.view === views[1])
    #expect(shown.keys == [0, 1, 2, 3])
    #expect(shown[1] === views[2])
    #expect(shown[3] === views[4])
  }

  @Test func aViewIsFoundUnderItsKey() {
    let (shown, views) = shownFive()
    #expect(shown.key(of: views[3]) == 3)
    #expect(shown.key(of: UIView()) == nil)
  }
}
