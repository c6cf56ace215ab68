import Foundation

/// A pan that starts at an edge of the screen.
///
/// It fails unless its first finger goes down near one of its `edges` of the window (the
/// screen, for a full-screen window); from there it is a pan (UIScreenEdgePanGestureRecognizer:
/// "looks for panning (dragging) gestures that start near an edge of the screen"). UIKit does
/// not publish how near. UNVERIFIED: Bezel takes 20 points, about a fingertip's radius
/// (`UITouch.majorRadius`), so that a finger centred that close covers the edge.
@MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// How far from an edge, in points, the first finger may go down.
  package static let edgeWidth: CGFloat = 20

  /// The edges the gesture may start from; none by default, so that it never begins until set.
  open var edges: UIRectEdge = []

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, liveTouches.count == touches.count {
      guard startsAtAnEdge(liveTouches) else {
        state = .failed
        return
      }
    }
    super.touchesBegan(touches, with: event)
  }

  /// Whether the centroid of `touches` is within the edge width of one of `edges`.
  private func startsAtAnEdge(_ touches: [UITouch]) -> Bool {
    guard let window = arenaWindow, let point = centroid(of: touches, in: nil) else {
      return false
    }
    let bounds = window.bounds
    let width = Self.edgeWidth
    return (edges.contains(.left) && point.x - bounds.minX <= width)
      || (edges.contains(.right) && bounds.maxX - point.x <= width)
      || (edges.contains(.top) && point.y - bounds.minY <= width)
      || (edges.contains(.bottom) && bounds.maxY - point.y <= width)
  }
}
