import Foundation
import Testing

@testable import UIKit

/// An element of the tests: a key, a frame one point tall at y = key, and a z-index.
private struct Element: PlacedElement {
  var key: Int
  var zIndex = 0
  var frame: CGRect { CGRect(x: 0, y: CGFloat(key), width: 10, height: 1) }
}

/// What a realiser's owner heard, in order.
@MainActor
private final class Owner {
  let container = UIView()
  let realiser = ViewRealiser<Element, UIView>()
  var events: [String] = []
  var refused: Set<Int> = []

  func show(_ keys: [Int], raised: [Int: Int] = [:]) {
    realiser.realise(
      keys.map { Element(key: $0, zIndex: raised[$0] ?? 0) }, in: container,
      retire: { key, view in
        view.removeFromSuperview()
        events.append("retire \(key)")
      },
      make: { element in
        guard !refused.contains(element.key) else { return nil }
        events.append("make \(element.key)")
        return UIView()
      },
      place: { element, view, isNew in
        view.frame = element.frame
        events.append("place \(element.key)\(isNew ? " new" : "")")
      },
      didShow: { element, _ in events.append("show \(element.key)") })
  }
}

/// The one loop through which tables and collection views show the elements of their layout.
@MainActor
@Suite struct ViewRealiserTests {
  // Elements 0…2, then 1…3: 0 leaves first, 1 and 2 keep their views and are placed again, 3
  // is made, placed and shown, in key order.
  @Test func aPassRetiresThenPlacesInKeyOrderAndShowsOnlyTheNew() {
    let owner = Owner()
    owner.show([0, 1, 2])
    let kept = owner.realiser.shown[1]
    owner.events = []
    owner.show([1, 2, 3])
    #expect(
      owner.events == ["retire 0", "place 1", "place 2", "make 3", "place 3 new", "show 3"])
    #expect(owner.realiser.shown[1] === kept)
    #expect(owner.realiser.shown.keys == [1, 2, 3])
    #expect(owner.container.subviews.count == 3)
  }

  // A view is a subview of the container, at its element's frame, before its owner hears it
  // is shown.
  @Test func newViewsAreSubviewsAtTheirFrames() {
    let owner = Owner()
    owner.show([4])
    let view = owner.realiser.shown[4]
    #expect(view?.superview === owner.container)
    #expect(view?.frame == CGRect(x: 0, y: 4, width: 10, height: 1))
  }

  // An element the owner makes no view for shows nothing and is asked for again next pass.
  @Test func anElementWithoutAViewIsSkipped() {
    let owner = Owner()
    owner.refused = [1]
    owner.show([0, 1, 2])
    #expect(owner.realiser.shown.keys == [0, 2])
    owner.refused = []
    owner.events = []
    owner.show([0, 1, 2])
    #expect(owner.events == ["place 0", "make 1", "place 1 new", "show 1", "place 2"])
  }

  // Raised elements come in front of the others, lowest z-index first; a negative z-index goes
  // behind them. Elements 0…3 with z-indexes 0, 2, 1, −1: subviews 3, 0, 2, 1.
  @Test func zIndexesOrderTheSubviews() {
    let owner = Owner()
    owner.show([0, 1, 2, 3], raised: [1: 2, 2: 1, 3: -1])
    let shown = owner.realiser.shown
    let order = owner.container.subviews.compactMap { view in shown.key(of: view) }
    #expect(order == [3, 0, 2, 1])
  }

  // No elements wanted and none shown: nothing happens.
  @Test func anEmptyPassDoesNothing() {
    let owner = Owner()
    owner.show([])
    #expect(owner.events.isEmpty)
  }
}
