import Foundation
import Testing

@testable import UIKit

/// Misuse and churn that once made the solver's records grow far beyond the constraints they
/// hold: each case checks a count that grows with the number of views only when something is
/// wrong.
@MainActor
struct SolverGrowthTests {
  /// A vertical list of `count` views of height 1 in `host`: each top is installed on the host,
  /// each height on the view itself, as anchors install them.
  private func addList(of count: Int, to host: UIView, heights: Bool = true) -> [UIView] {
    var views: [UIView] = []
    for _ in 0..<count {
      let view = addConstrainedSubview(to: host)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: views.last?.bottomAnchor ?? host.topAnchor),
        view.leadingAnchor.constraint(equalTo: host.leadingAnchor),
      ])
      if heights { view.heightAnchor.constraint(equalToConstant: 1).isActive = true }
      views.append(view)
    }
    return views
  }

  @Test func aSubtreeAddedBackInstallsItsConstraintsInActivationOrder() throws {
    let count = 300
    let root = makeContainer()
    let host = addConstrainedSubview(to: root)
    let views = addList(of: count, to: host)
    root.layoutIfNeeded()
    host.removeFromSuperview()
    // The solver is used while the list is out, which takes its constraints out for good.
    let other = addConstrainedSubview(to: root)
    other.widthAnchor.constraint(equalToConstant: 10).isActive = true
    root.layoutIfNeeded()
    root.addSubview(host)
    root.layoutIfNeeded()
    let engine = try #require(LayoutEngine.existing(for: root))
    // Each of the 3 × 300 constraints is a row of at most four symbols (two items, their two
    // sizes or positions, and the constraint's own marker): 3,600 cells at most. Met view by
    // view, the positions came first and each was written out through every earlier one,
    // about 300² cells.
    #expect(engine.solver.tableauCellCount <= 12 * count)
    for (index, view) in views.enumerated() {
      #expect(view.frame.minY == CGFloat(index))
      #expect(view.frame.height == 1)
    }
  }

  @Test func anItemWithSeveralPinsLeftOutIsRetriedOnce() throws {
    let root = makeContainer()
    let box = addConstrainedSubview(to: root)
    let other = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    root.addSubview(other)
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    let messages = UIKitDiagnostics.capturing {
      // The box turns frame-based with a 50 × 50 frame: its width and height pins contradict
      // the required constraints and are both left out.
      box.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      box.translatesAutoresizingMaskIntoConstraints = true
      root.layoutIfNeeded()
      // Each pass moves another frame-based view, a change that could let the pins in.
      for step in 1...20 {
        other.frame.origin.x = CGFloat(step)
        root.layoutIfNeeded()
      }
    }
    #expect(!messages.isEmpty)
    let engine = try #require(LayoutEngine.existing(for: root))
    #expect(engine.itemsWithBrokenPins.count == 1)
  }

  @Test func swappingConstraintsInALiveWindowKeepsTheSolverBounded() throws {
    let root = makeContainer()
    let views = addList(of: 20, to: root, heights: false)
    var heights = views.map { $0.heightAnchor.constraint(equalToConstant: 10) }
    NSLayoutConstraint.activate(heights)
    root.layoutIfNeeded()
    for step in 0..<10_000 {
      let index = step % views.count
      heights[index].isActive = false
      heights[index] = views[index].heightAnchor.constraint(equalToConstant: CGFloat(step % 7))
      heights[index].isActive = true
      if step % 10 == 0 { root.layoutIfNeeded() }
    }
    root.layoutIfNeeded()
    let engine = try #require(LayoutEngine.existing(for: root))
    // About a hundred live constraints and the root's variables: a few hundred symbols. The
    // 10,000 swapped-out heights' symbols are dropped once they outnumber the live ones.
    #expect(engine.solver.symbolCount <= 2 * 4096 + 1000)
    #expect(views.last?.frame.height == CGFloat(9_999 % 7))
  }
}
