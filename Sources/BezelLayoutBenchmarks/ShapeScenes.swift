import Foundation
import UIKit

/// The shapes of WWDC 2018 session 220, "High Performance Auto Layout": a deep nest of views, a
/// long row of siblings, and many constrained subviews removed one by one.
@MainActor
enum ShapeScenes {
  /// The side of the nest's root: every level insets by 1 point on each side, so the innermost
  /// of 1000 views is still 100 points square.
  static func deepSide(_ count: Int) -> CGFloat { CGFloat(2 * count + 100) }

  /// `count` views, each inside the previous one and inset from it by 1 point on all four sides;
  /// returns the root and the nested views, outermost first.
  static func deep(_ count: Int) -> (root: UIView, views: [UIView]) {
    let side = deepSide(count)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    var views: [UIView] = []
    views.reserveCapacity(count)
    var parent = root
    for _ in 0..<count {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
        view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
      ])
      views.append(view)
      parent = view
    }
    return (root, views)
  }

  /// The nest's frames by hand: view `k` (from 1) is 1 point in from its parent, whose side is
  /// 2 points longer.
  static func deepFrames(_ count: Int) -> [CGRect] {
    var side = deepSide(count)
    var result: [CGRect] = []
    result.reserveCapacity(count)
    for _ in 0..<count {
      side -= 2
      result.append(CGRect(x: 1, y: 1, width: side, height: side))
    }
    return result
  }

  static let rowSize = CGSize(width: 2000, height: 44)

  /// `count` siblings in a row across a container, each one's leading edge on the previous one's
  /// trailing edge, the first and last on the container's edges, all as wide as the first, and
  /// all as tall as the container.
  static func row(_ count: Int) -> (container: UIView, views: [UIView]) {
    let container = UIView(frame: CGRect(origin: .zero, size: rowSize))
    var views: [UIView] = []
    views.reserveCapacity(count)
    for _ in 0..<count {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      views.append(view)
    }
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(4 * count)
    for (index, view) in views.enumerated() {
      if index == 0 {
        constraints.append(view.leadingAnchor.constraint(equalTo: container.leadingAnchor))
      } else {
        constraints.append(view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor))
        constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor))
      }
      constraints.append(view.topAnchor.constraint(equalTo: container.topAnchor))
      constraints.append(view.bottomAnchor.constraint(equalTo: container.bottomAnchor))
    }
    if let last = views.last {
      constraints.append(last.trailingAnchor.constraint(equalTo: container.trailingAnchor))
    }
    NSLayoutConstraint.activate(constraints)
    return (container, views)
  }

  /// The row's frames by hand: the container's width shared equally.
  static func rowFrames(_ count: Int) -> [CGRect] {
    let width = rowSize.width / CGFloat(count)
    var result: [CGRect] = []
    result.reserveCapacity(count)
    for index in 0..<count {
      result.append(
        CGRect(x: CGFloat(index) * width, y: 0, width: width, height: rowSize.height))
    }
    return result
  }

  /// `count` 12-point squares in a grid of 25 columns, each placed by its leading and top edges
  /// relative to the container and sized by constants: two constraints on the container and two
  /// on the square.
  static func grid(_ count: Int) -> (container: UIView, views: [UIView]) {
    let rows = (count + gridColumns - 1) / gridColumns
    let container = UIView(
      frame: CGRect(x: 0, y: 0, width: 375, height: CGFloat(16 + 14 * rows)))
    var views: [UIView] = []
    views.reserveCapacity(count)
    for index in 0..<count {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      let origin = gridOrigin(index)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: origin.x),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: origin.y),
        view.widthAnchor.constraint(equalToConstant: 12),
        view.heightAnchor.constraint(equalToConstant: 12),
      ])
      views.append(view)
    }
    return (container, views)
  }

  static let gridColumns = 25

  static func gridOrigin(_ index: Int) -> CGPoint {
    CGPoint(
      x: CGFloat(8 + 14 * (index % gridColumns)), y: CGFloat(8 + 14 * (index / gridColumns)))
  }

  /// The grid's frames by hand.
  static func gridFrames(_ count: Int) -> [CGRect] {
    (0..<count).map { CGRect(origin: gridOrigin($0), size: CGSize(width: 12, height: 12)) }
  }
}
