import Foundation
import Testing

@testable import UIKit

/// The searches by identity behind removing a constraint from a view's lists: they find the very
/// object, never an equal one, and the last occurrence first.
@MainActor
struct IdentitySearchTests {
  /// Equal to every other instance, so that only identity tells them apart.
  final class AlwaysEqual: NSObject {
    override func isEqual(_ object: Any?) -> Bool { object is AlwaysEqual }
    override var hash: Int { 0 }
  }

  @Test func theLastIndexIsOfTheLastOccurrence() {
    let a = AlwaysEqual()
    let b = AlwaysEqual()
    let list = [a, b, a, b, b]
    #expect(list.lastIndex(ofIdentical: a) == 2)
    #expect(list.lastIndex(ofIdentical: b) == 4)
    #expect(list.firstIndex(ofIdentical: b) == 1)
  }

  @Test func anEqualObjectIsNotFound() {
    let list = [AlwaysEqual(), AlwaysEqual()]
    let other = AlwaysEqual()
    #expect(list[0] == other)
    #expect(list.lastIndex(ofIdentical: other) == nil)
    #expect([AlwaysEqual]().lastIndex(ofIdentical: other) == nil)
  }

  @Test func removingTheLastLeavesTheEarlierOccurrences() {
    let a = AlwaysEqual()
    let b = AlwaysEqual()
    var list = [a, b, a]
    list.removeLast(identicalTo: a)
    #expect(list.count == 2)
    #expect(list[0] === a)
    #expect(list[1] === b)
    list.removeAll(identicalTo: a)
    #expect(list.count == 1)
    #expect(list[0] === b)
    list.removeLast(identicalTo: a)
    #expect(list.count == 1)
  }

  @Test func deactivatingRemovesTheConstraintFromBothItemsAndItsContainer() {
    let container = UIView()
    let a = UIView()
    let b = UIView()
    container.addSubview(a)
    container.addSubview(b)
    let kept = a.topAnchor.constraint(equalTo: b.topAnchor)
    let removed = a.topAnchor.constraint(equalTo: b.topAnchor)
    NSLayoutConstraint.activate([kept, removed])
    #expect(container.constraints.count == 2)
    removed.isActive = false
    #expect(container.constraints.count == 1)
    #expect(container.constraints[0] === kept)
    #expect(a.referencingConstraints.count == 1)
    #expect(a.referencingConstraints[0] === kept)
    #expect(b.referencingConstraints.count == 1)
    #expect(b.referencingConstraints[0] === kept)
  }
}
