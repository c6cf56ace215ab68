import Foundation
import Testing
import UIKit

/// The feed cell of the benchmark notes (eight subviews, 39 constraints), laid out with anchors;
/// the expected frames are the notes' closed form, which kiwi's solutions were checked against.
@Suite(.checksInvariants)
@MainActor
struct FeedLayoutTests {
  /// A container `width` points wide with `count` feed cells stacked from its top.
  @MainActor
  struct Feed {
    let container: UIView
    let cells: [UIView]

    init(cells count: Int, width: CGFloat) {
      container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
      var cells: [UIView] = []
      for _ in 0..<count {
        let cell = UIView()
        cell.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(cell)
        Self.fill(cell, below: cells.last, in: container)
        cells.append(cell)
      }
      self.cells = cells
    }

    static func fill(_ cell: UIView, below previous: UIView?, in container: UIView) {
      let v = (0..<8).map { _ in UIView() }
      for view in v {
        view.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(view)
      }
      func prioritized(_ c: NSLayoutConstraint, _ p: Float) -> NSLayoutConstraint {
        c.priority = UILayoutPriority(p)
        return c
      }
      NSLayoutConstraint.activate([
        cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor),
        cell.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        cell.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        v[0].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
        v[0].topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        v[0].widthAnchor.constraint(equalToConstant: 48),
        v[0].heightAnchor.constraint(equalTo: v[0].widthAnchor),
        v[1].leadingAnchor.constraint(equalTo: v[0].trailingAnchor, constant: 8),
        v[1].topAnchor.constraint(equalTo: v[0].topAnchor),
        prioritized(v[1].heightAnchor.constraint(equalToConstant: 20), 750),
        prioritized(v[1].widthAnchor.constraint(equalToConstant: 120), 250),
        v[1].widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
        v[2].leadingAnchor.constraint(greaterThanOrEqualTo: v[1].trailingAnchor, constant: 8),
        v[2].trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        v[2].topAnchor.constraint(equalTo: v[1].topAnchor),
        prioritized(v[2].widthAnchor.constraint(equalToConstant: 60), 500),
        prioritized(v[2].heightAnchor.constraint(equalToConstant: 20), 750),
        v[3].leadingAnchor.constraint(equalTo: v[1].leadingAnchor),
        v[3].topAnchor.constraint(equalTo: v[1].bottomAnchor, constant: 4),
        v[3].trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        v[3].heightAnchor.constraint(greaterThanOrEqualToConstant: 40),
        prioritized(v[3].heightAnchor.constraint(equalToConstant: 60), 250),
        v[4].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
        v[4].topAnchor.constraint(greaterThanOrEqualTo: v[0].bottomAnchor, constant: 8),
        v[4].topAnchor.constraint(greaterThanOrEqualTo: v[3].bottomAnchor, constant: 8),
        prioritized(v[4].topAnchor.constraint(equalTo: v[3].bottomAnchor, constant: 8), 500),
        v[4].widthAnchor.constraint(equalTo: cell.widthAnchor, constant: -16),
        v[4].heightAnchor.constraint(equalTo: v[4].widthAnchor, multiplier: 0.5625),
        v[5].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
        v[5].topAnchor.constraint(equalTo: v[4].bottomAnchor, constant: 8),
        v[5].heightAnchor.constraint(equalToConstant: 32),
        v[6].leadingAnchor.constraint(equalTo: v[5].trailingAnchor, constant: 8),
        v[6].topAnchor.constraint(equalTo: v[5].topAnchor),
        v[6].widthAnchor.constraint(equalTo: v[5].widthAnchor),
        v[6].heightAnchor.constraint(equalTo: v[5].heightAnchor),
        v[7].leadingAnchor.constraint(equalTo: v[6].trailingAnchor, constant: 8),
        v[7].topAnchor.constraint(equalTo: v[5].topAnchor),
        v[7].widthAnchor.constraint(equalTo: v[5].widthAnchor),
        v[7].heightAnchor.constraint(equalTo: v[5].heightAnchor),
        v[7].trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        cell.bottomAnchor.constraint(equalTo: v[5].bottomAnchor, constant: 8),
      ])
    }

    /// The closed form of the notes, a cell in the container and its subviews in the cell; the
    /// name's weak width gives way below a width of 260.
    static func expectedFrames(cells count: Int, width w: CGFloat) -> [CGRect] {
      let imageHeight = 0.5625 * (w - 16)
      let button = (w - 32) / 3
      let height = 148 + imageHeight
      let nameWidth = min(120, w - 140)
      var result: [CGRect] = []
      for index in 0..<count {
        let top = CGFloat(index) * height
        let exact = [
          CGRect(x: 0, y: top, width: w, height: height),
          CGRect(x: 8, y: 8, width: 48, height: 48),
          CGRect(x: 64, y: 8, width: nameWidth, height: 20),
          CGRect(x: w - 68, y: 8, width: 60, height: 20),
          CGRect(x: 64, y: 32, width: w - 72, height: 60),
          CGRect(x: 8, y: 100, width: w - 16, height: imageHeight),
          CGRect(x: 8, y: 108 + imageHeight, width: button, height: 32),
          CGRect(x: 16 + button, y: 108 + imageHeight, width: button, height: 32),
          CGRect(x: 24 + 2 * button, y: 108 + imageHeight, width: button, height: 32),
        ]
        result += exact.map {
          pixelAligned(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height)
        }
      }
      return result
    }

    var frames: [CGRect] {
      cells.flatMap { [$0.frame] + $0.subviews.map { $0.frame } }
    }
  }

  @Test func cellsFollowTheClosedForm() {
    let feed = Feed(cells: 3, width: 375)
    feed.container.layoutIfNeeded()
    let expected = Feed.expectedFrames(cells: 3, width: 375)
    #expect(feed.frames.count == expected.count)
    for (actual, wanted) in zip(feed.frames, expected) {
      #expect(isClose(actual, wanted), "\(actual) != \(wanted)")
    }
  }

  @Test func aWiderContainerLaysTheCellsOutAgain() {
    let feed = Feed(cells: 3, width: 375)
    feed.container.layoutIfNeeded()
    feed.container.frame = CGRect(x: 0, y: 0, width: 414, height: 600)
    feed.container.layoutIfNeeded()
    for (actual, wanted) in zip(feed.frames, Feed.expectedFrames(cells: 3, width: 414)) {
      #expect(isClose(actual, wanted), "\(actual) != \(wanted)")
    }
  }

  @Test func belowWidth260TheWeakNameWidthGivesWay() {
    let feed = Feed(cells: 2, width: 375)
    feed.container.layoutIfNeeded()
    feed.container.frame = CGRect(x: 0, y: 0, width: 240, height: 600)
    feed.container.layoutIfNeeded()
    for (actual, wanted) in zip(feed.frames, Feed.expectedFrames(cells: 2, width: 240)) {
      #expect(isClose(actual, wanted), "\(actual) != \(wanted)")
    }
  }

  @Test func removingACellDeactivatesOnlyTheConstraintsThatLeaveIt() {
    let feed = Feed(cells: 3, width: 375)
    feed.container.layoutIfNeeded()
    let before = feed.container.constraints.count
    let middle = feed.cells[1]
    let inside = middle.constraints
    middle.removeFromSuperview()
    // Out: the middle cell's top, leading and trailing, and the next cell's top.
    #expect(feed.container.constraints.count == before - 4)
    #expect(middle.constraints.count == inside.count)
    #expect(inside.allSatisfy { $0.isActive })
    #expect(feed.container.subviews.count == 2)
  }
}
