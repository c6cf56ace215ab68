import Testing

@testable import UIKit

/// The pool tables and collection views recycle their views through.
@MainActor
@Suite struct ReusePoolTests {
  @Test func theViewQueuedLastComesBackFirst() {
    var pool = ReusePool<UIView>()
    let (first, second) = (UIView(), UIView())
    pool.enqueue(first, identifier: "cell")
    pool.enqueue(second, identifier: "cell")
    let order = (0..<3).map { _ in pool.dequeue(identifier: "cell") }
    #expect(order[0] === second)
    #expect(order[1] === first)
    #expect(order[2] == nil)
  }

  @Test func identifiersKeepSeparateQueues() {
    var pool = ReusePool<UIView>()
    let (cell, header) = (UIView(), UIView())
    pool.enqueue(cell, identifier: "cell")
    pool.enqueue(header, identifier: "header")
    let dequeued = pool.dequeue(identifier: "header")
    #expect(dequeued === header)
    #expect(pool.count(identifier: "cell") == 1)
  }

  @Test func aFullQueueTakesNoMore() {
    var pool = ReusePool<UIView>()
    let queued = (0..<3).map { _ in pool.enqueue(UIView(), identifier: "header", limit: 2) }
    #expect(queued == [true, true, false])
    #expect(pool.count(identifier: "header") == 2)
  }

  /// A table and a collection view recycle through the same pool type: a cell that scrolled
  /// off is the one a dequeue gives back, prepared for reuse.
  @Test func aTableGivesBackTheCellThatLeftThroughItsPool() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = "old"
    table.endDisplaying(cell, at: IndexPath(row: 0, section: 0))
    let reused = table.dequeueReusableCell(withIdentifier: "row")
    #expect(reused === cell)
    #expect(table.reusePool.count(identifier: "row") == 0)
  }
}
