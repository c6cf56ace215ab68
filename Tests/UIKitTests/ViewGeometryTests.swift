import Testing
import UIKit

/// Frame, bounds, center and transform, the hierarchy, and converting between views.
@Suite(.checksInvariants)
@MainActor
struct ViewGeometryTests {
  @Test func frameSetsBoundsSizeAndCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
  }

  // A view 100 × 50 centred at (60, 45), scaled 2×: its frame is 200 × 100 about the same
  // centre, bounds unchanged.
  @Test func transformScalesTheFrameAboutTheCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test func boundsOriginShiftsSubviewsInConversions() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    parent.addSubview(child)
    parent.bounds.origin = CGPoint(x: 0, y: 5)
    #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 10))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.addSubview(parent)
    #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 5))
  }

  @Test func convertBetweenCousins() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    let b = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
    root.addSubview(a)
    root.addSubview(b)
    #expect(
      a.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: b)
        == CGRect(x: -89, y: -178, width: 3, height: 4))
    #expect(b.convert(CGPoint(x: 0, y: 0), from: a) == CGPoint(x: -90, y: -180))
  }

  @Test func subviewOrderFollowsInsertions() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, belowSubview: b)
    #expect(parent.subviews == [a, c, b])
    parent.bringSubviewToFront(a)
    #expect(parent.subviews == [c, b, a])
    parent.sendSubviewToBack(b)
    #expect(parent.subviews == [b, c, a])
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews == [c, b, a])
    parent.insertSubview(a, aboveSubview: c)
    #expect(parent.subviews == [c, a, b])
  }

  @Test func addingToAnotherSuperviewMovesTheView() {
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(child.superview === second)
    #expect(child.isDescendant(of: second))
    #expect(!child.isDescendant(of: first))
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(second.subviews.isEmpty)
  }

  @Test func viewCannotBecomeItsOwnAncestor() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    child.addSubview(parent)
    #expect(parent.superview == nil)
    child.addSubview(child)
    #expect(child.subviews.isEmpty)
  }

  @Test func windowIsFoundThroughTheHierarchy() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView()
    let child = UIView()
    view.addSubview(child)
    #expect(child.window == nil)
    window.addSubview(view)
    #expect(child.window === window)
  }

  final class MoveRecorder: UIView {
    var events: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) {
      events.append(newSuperview == nil ? "willMove(nil)" : "willMove")
    }
    override func didMoveToSuperview() { events.append("didMove") }
    override func willMove(toWindow newWindow: UIWindow?) {
      events.append(newWindow == nil ? "willMoveToWindow(nil)" : "willMoveToWindow")
    }
    override func didMoveToWindow() { events.append("didMoveToWindow") }
  }

  @Test func hierarchyCallbacksFireInOrder() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = MoveRecorder()
    window.addSubview(view)
    view.removeFromSuperview()
    #expect(
      view.events == [
        "willMove", "willMoveToWindow", "didMove", "didMoveToWindow", "willMove(nil)",
        "willMoveToWindow(nil)", "didMove", "didMoveToWindow",
      ])
  }

  @Test func sizeToFitUsesSizeThatFits() {
    let view = IntrinsicSizingView()
    view.sizeToFit()
    #expect(view.frame.size == CGSize(width: 42, height: 7))
  }

  final class IntrinsicSizingView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 7) }
  }
}
