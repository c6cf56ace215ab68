import Testing

@testable import UIKit

/// `hitTest(_:with:)` and `point(inside:with:)` as UIView documents them.
@MainActor
struct HitTestingTests {
  /// A 200 × 200 root with two overlapping 100 × 100 subviews: `back` at (0, 0), `front`,
  /// added later, at (50, 50).
  private func overlapping() -> (root: UIView, back: UIView, front: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    return (root, back, front)
  }

  // Subviews are tried frontmost first: where they overlap, the later subview wins; elsewhere
  // each point goes to the view that contains it, or to the root.
  @Test func theFrontmostSubviewContainingThePointIsHit() {
    let (root, back, front) = overlapping()
    #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 180, y: 20), with: nil) === root)
  }

  // "This method ignores view objects that are hidden, that have disabled user interactions,
  // or have an alpha level less than 0.01" (UIView, hitTest(_:with:)): the view behind gets
  // the point.
  @Test(arguments: ["hidden", "no interaction", "alpha 0.009"])
  func anIgnoredViewLetsThePointThrough(_ kind: String) {
    let (root, back, front) = overlapping()
    switch kind {
    case "hidden": front.isHidden = true
    case "no interaction": front.isUserInteractionEnabled = false
    default: front.alpha = 0.009
    }
    #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
  }

  @Test func aFaintButVisibleViewIsHit() {
    let (root, _, front) = overlapping()
    front.alpha = 0.02
    #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
  }

  // "Points that lie outside the receiver's bounds are never reported as hits, even if they
  // actually lie within one of the receiver's subviews" (UIView, hitTest(_:with:)).
  @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHit() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let badge = UIView(frame: CGRect(x: 90, y: -10, width: 20, height: 20))
    root.addSubview(card)
    card.addSubview(badge)
    // (105, 5) in root is (105, 5) in card, outside its 100-wide bounds, inside the badge.
    #expect(root.hitTest(CGPoint(x: 105, y: 5), with: nil) === root)
    // (95, 5) is inside both: the badge, frontmost in the card, is hit.
    #expect(root.hitTest(CGPoint(x: 95, y: 5), with: nil) === badge)
  }

  /// A button whose touch area reaches 22 points past its edges, as libraries enlarge small
  /// buttons to the Human Interface Guidelines' 44-point target.
  final class GenerousView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      bounds.insetBy(dx: -22, dy: -22).contains(point)
    }
  }

  @Test func anOverriddenPointInsideWidensTheTarget() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = GenerousView(frame: CGRect(x: 80, y: 80, width: 10, height: 10))
    root.addSubview(button)
    // 15 points left of the button's left edge: outside its bounds, inside the widened target.
    #expect(root.hitTest(CGPoint(x: 65, y: 85), with: nil) === button)
    #expect(root.hitTest(CGPoint(x: 50, y: 85), with: nil) === root)
  }

  // The point is converted into each subview's coordinates, bounds origin included: in a
  // scroll view scrolled down by 300, content at y 320 shows 20 points below its top.
  @Test func aScrolledViewsContentIsHitWhereItShows() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let scrollView = UIScrollView(frame: root.bounds)
    scrollView.contentSize = CGSize(width: 200, height: 1_000)
    let row = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 44))
    root.addSubview(scrollView)
    scrollView.addSubview(row)
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    #expect(root.hitTest(CGPoint(x: 10, y: 20), with: nil) === row)
    // In the scroll view's own coordinates the same place is (10, 320).
    #expect(scrollView.hitTest(CGPoint(x: 10, y: 320), with: nil) === row)
  }
}
