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

/// Finding and forgetting in what is shown, with no scan of the keys.
@MainActor
@Suite struct VisibleViewsLookupTests {
  @Test func aViewForgottenOrReplacedHasNoKey() {
    var shown = VisibleViews<Int, UIView>()
    let (first, second) = (UIView(), UIView())
    shown[1] = first
    shown[1] = second
    #expect(shown.key(of: first) == nil)
    #expect(shown.key(of: second) == 1)
    shown[1] = nil
    #expect(shown.key(of: second) == nil)
    #expect(shown.isEmpty)
  }

  @Test func rekeyedViewsAreFoundUnderTheirNewKeys() {
    var shown = VisibleViews<Int, UIView>()
    let views = (0..<3).map { _ in UIView() }
    for (key, view) in views.enumerated() { shown[key] = view }
    // Row 0 inserted: every row moves down one.
    _ = shown.rekey { $0 + 1 }
    #expect(shown.key(of: views[0]) == 1)
    #expect(shown.key(of: views[2]) == 3)
  }

  // Shown 0…4, wanted 1, 3 and 7 (ascending): 0, 2 and 4 leave, in key order.
  @Test func removingWhatIsNotInASortedListWalksBothOnce() {
    var shown = VisibleViews<Int, UIView>()
    for key in 0..<5 { shown[key] = UIView() }
    let leaving = shown.removeAll(notIn: [1, 3, 7])
    #expect(leaving.map(\.key) == [0, 2, 4])
    #expect(shown.keys == [1, 3])
  }
}
