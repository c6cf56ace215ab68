import Foundation
import UIKit

/// The feed system of the benchmark notes built as UIKit views: a container, and in it a column
/// of cells, each a view holding the eight subviews of a feed cell.
///
/// Each of the notes' 39 constraints a cell becomes one anchor constraint, relative to the cell
/// view rather than to the container: `T` is the cell's top, `W` its width, and `c.h == lk.t +
/// lk.h + 8 - T` is `cell.bottom == like.bottom + 8`. Two more constraints a cell pin its leading
/// and trailing edges to the container's, which is what makes `W` the container's width: 41
/// constraints a cell in all. The notes' strengths map to UIKit priorities: required to 1000
/// (`.required`), strong to 750 (`.defaultHigh`), medium to 500, weak to 250 (`.defaultLow`).
@MainActor
struct FeedScene {
  static let constraintsPerCell = 41

  let container: UIView
  let cells: [UIView]

  /// The time building spends in each of its steps, in milliseconds, summed over the cells.
  struct BuildPhases {
    /// Creating the views and adding them to their superviews.
    var objects = 0.0
    /// Creating the anchor constraints.
    var constraints = 0.0
    /// Activating them, which includes the solver's work on them.
    var activation = 0.0
  }

  /// Builds `count` cells in a container `width` points wide and activates their constraints,
  /// cell by cell, without laying out.
  init(cells count: Int, width: CGFloat) {
    var phases = BuildPhases()
    self.init(cells: count, width: width, timing: false, phases: &phases)
  }

  /// Builds the feed as `init(cells:width:)` does, adding the time of each step to `phases`.
  init(cells count: Int, width: CGFloat, phases: inout BuildPhases) {
    self.init(cells: count, width: width, timing: true, phases: &phases)
  }

  private init(cells count: Int, width: CGFloat, timing: Bool, phases: inout BuildPhases) {
    let clock = ContinuousClock()
    let start = timing ? clock.now : nil
    container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
    var cells: [UIView] = []
    cells.reserveCapacity(count)
    if let start { phases.objects += Self.milliseconds(since: start, clock) }
    for _ in 0..<count {
      let start = timing ? clock.now : nil
      let cell = UIView()
      cell.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(cell)
      let views = Self.subviews(of: cell)
      let made = timing ? clock.now : nil
      let constraints = Self.constraints(of: cell, views, below: cells.last, in: container)
      let activating = timing ? clock.now : nil
      NSLayoutConstraint.activate(constraints)
      if let start, let made, let activating {
        phases.objects += Self.milliseconds(from: start, to: made)
        phases.constraints += Self.milliseconds(from: made, to: activating)
        phases.activation += Self.milliseconds(since: activating, clock)
      }
      cells.append(cell)
    }
    self.cells = cells
  }

  /// The time from `start` to `end`, in milliseconds.
  static func milliseconds(
    from start: ContinuousClock.Instant, to end: ContinuousClock.Instant
  ) -> Double {
    let (seconds, attoseconds) = (end - start).components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }

  private static func milliseconds(
    since start: ContinuousClock.Instant, _ clock: ContinuousClock
  ) -> Double {
    milliseconds(from: start, to: clock.now)
  }

  /// Adds the eight subviews of a feed cell to `cell`.
  private static func subviews(of cell: UIView) -> [UIView] {
    let views = (0..<8).map { _ in UIView() }
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(view)
    }
    return views
  }

  /// The cell's 41 constraints, not yet active.
  private static func constraints(
    of cell: UIView, _ views: [UIView], below previous: UIView?, in container: UIView
  ) -> [NSLayoutConstraint] {
    let (avatar, name, date, body) = (views[0], views[1], views[2], views[3])
    let (image, like, comment, share) = (views[4], views[5], views[6], views[7])
    let top = previous?.bottomAnchor ?? container.topAnchor
    return [
      cell.topAnchor.constraint(equalTo: top),  // 0
      cell.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      cell.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),  // 1
      avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
      avatar.widthAnchor.constraint(equalToConstant: 48),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),  // 5
      name.topAnchor.constraint(equalTo: avatar.topAnchor),
      name.heightAnchor.constraint(equalToConstant: 20).withPriority(.defaultHigh),
      name.widthAnchor.constraint(equalToConstant: 120).withPriority(.defaultLow),
      name.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
      date.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8),  // 10
      date.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
      date.topAnchor.constraint(equalTo: name.topAnchor),
      date.widthAnchor.constraint(equalToConstant: 60).withPriority(UILayoutPriority(500)),
      date.heightAnchor.constraint(equalToConstant: 20).withPriority(.defaultHigh),
      body.leadingAnchor.constraint(equalTo: name.leadingAnchor),  // 15
      body.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
      body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
      body.heightAnchor.constraint(greaterThanOrEqualToConstant: 40),
      body.heightAnchor.constraint(equalToConstant: 60).withPriority(.defaultLow),
      image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),  // 20
      image.topAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 8),
      image.topAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor, constant: 8),
      image.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8)
        .withPriority(UILayoutPriority(500)),
      image.widthAnchor.constraint(equalTo: cell.widthAnchor, constant: -16),
      image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.5625),  // 25
      like.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
      like.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
      like.heightAnchor.constraint(equalToConstant: 32),
      comment.leadingAnchor.constraint(equalTo: like.trailingAnchor, constant: 8),
      comment.topAnchor.constraint(equalTo: like.topAnchor),  // 30
      comment.widthAnchor.constraint(equalTo: like.widthAnchor),
      comment.heightAnchor.constraint(equalTo: like.heightAnchor),
      share.leadingAnchor.constraint(equalTo: comment.trailingAnchor, constant: 8),
      share.topAnchor.constraint(equalTo: like.topAnchor),
      share.widthAnchor.constraint(equalTo: like.widthAnchor),  // 35
      share.heightAnchor.constraint(equalTo: like.heightAnchor),
      share.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
      cell.bottomAnchor.constraint(equalTo: like.bottomAnchor, constant: 8),  // 38
    ]
  }

  /// Every frame of the scene, each cell followed by its eight subviews, as UIKit reports them
  /// (a cell in the container's coordinates, a subview in its cell's).
  var frames: [CGRect] {
    var result: [CGRect] = []
    result.reserveCapacity(cells.count * 9)
    for cell in cells {
      result.append(cell.frame)
      for view in cell.subviews { result.append(view.frame) }
    }
    return result
  }

  /// The same frames by hand, exactly: the notes' closed form for a width of at least 260,
  /// measured from each cell's origin for the subviews.
  static func handFrames(cells count: Int, width w: CGFloat) -> [CGRect] {
    let imageHeight = 0.5625 * (w - 16)
    let buttonWidth = (w - 32) / 3
    let cellHeight = 148 + imageHeight
    let buttonTop = 108 + imageHeight
    var result: [CGRect] = []
    result.reserveCapacity(count * 9)
    var top: CGFloat = 0
    for _ in 0..<count {
      result.append(CGRect(x: 0, y: top, width: w, height: cellHeight))
      result.append(CGRect(x: 8, y: 8, width: 48, height: 48))
      result.append(CGRect(x: 64, y: 8, width: 120, height: 20))
      result.append(CGRect(x: w - 68, y: 8, width: 60, height: 20))
      result.append(CGRect(x: 64, y: 32, width: w - 72, height: 60))
      result.append(CGRect(x: 8, y: 100, width: w - 16, height: imageHeight))
      result.append(CGRect(x: 8, y: buttonTop, width: buttonWidth, height: 32))
      result.append(CGRect(x: 16 + buttonWidth, y: buttonTop, width: buttonWidth, height: 32))
      result.append(CGRect(x: 24 + 2 * buttonWidth, y: buttonTop, width: buttonWidth, height: 32))
      top += cellHeight
    }
    return result
  }
}

extension NSLayoutConstraint {
  /// The constraint with its priority set, for use inside an `activate` list.
  func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}
