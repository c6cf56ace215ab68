import Testing

@testable import UIKit

/// A view's conversions and hit testing follow its layer's geometry: the anchor point, the
/// transform and the superlayer's sublayerTransform, as the frame does (CALayer.h: the anchor
/// point of the bounds sits at `position`; transforms apply about it).
@MainActor
struct LayerGeometryConversionTests {
  /// A 300 × 300 root holding a 100 × 50 view whose frame is (10, 20, 100, 50): its layer's
  /// position is the frame's centre, (60, 45).
  private func anchored() -> (root: UIView, view: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    root.addSubview(view)
    return (root, view)
  }

  // With the anchor point at the top-left corner, the bounds' origin sits at the position,
  // (60, 45): the frame moves there, and so does every conversion.
  @Test func aMovedAnchorPointMovesConversionsWithTheFrame() {
    let (root, view) = anchored()
    view.layer.anchorPoint = .zero
    #expect(view.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
    #expect(view.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 45))
    #expect(root.convert(CGPoint(x: 70, y: 55), to: view) == CGPoint(x: 10, y: 10))
    #expect(view.convert(view.bounds, to: root) == view.frame)
  }

  // A touch inside the moved frame hits the view; one inside the old frame only does not.
  @Test func hitTestingFollowsAMovedAnchorPoint() {
    let (root, view) = anchored()
    view.layer.anchorPoint = .zero
    #expect(root.hitTest(CGPoint(x: 150, y: 90), with: nil) === view)
    #expect(root.hitTest(CGPoint(x: 20, y: 30), with: nil) === root)
  }

  // A half-turn about an anchor point at the top-left corner: the bounds' point (x, y) lands at
  // (60 − x, 45 − y), so the frame is (−40, −5, 100, 50) and (50, 40) in the root is (10, 5).
  @Test func aTransformTurnsAboutTheAnchorPoint() {
    let (root, view) = anchored()
    view.layer.anchorPoint = .zero
    view.transform = CGAffineTransform(rotationAngle: .pi)
    let frame = view.frame
    #expect(abs(frame.minX - -40) < 1e-9 && abs(frame.minY - -5) < 1e-9)
    let local = root.convert(CGPoint(x: 50, y: 40), to: view)
    #expect(abs(local.x - 10) < 1e-9 && abs(local.y - 5) < 1e-9)
    #expect(root.hitTest(CGPoint(x: 50, y: 40), with: nil) === view)
    #expect(root.hitTest(CGPoint(x: 70, y: 55), with: nil) === root)
  }

  // A sublayerTransform scaling the root's sublayers by ½ about the root's centre (150, 150):
  // the view's corner (10, 20) lands at 150 + ½ × (10 − 150) = 80, 150 + ½ × (20 − 150) = 85,
  // and the view covers x 80…130, y 85…110 of the root.
  @Test func aSuperlayersSublayerTransformMovesConversionsAndHits() {
    let (root, view) = anchored()
    root.layer.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
    #expect(view.convert(CGPoint.zero, to: root) == CGPoint(x: 80, y: 85))
    #expect(root.convert(CGPoint(x: 90, y: 90), to: view) == CGPoint(x: 20, y: 10))
    #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === view)
    #expect(root.hitTest(CGPoint(x: 20, y: 30), with: nil) === root)
  }

  // A window's views are in its coordinates; a second window 100 points down the screen sees
  // the first window's (0, 0) at (0, −100).
  @Test func viewsInTwoWindowsMeetInScreenCoordinates() {
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let second = UIWindow(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let b = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    first.addSubview(a)
    second.addSubview(b)
    // a's origin is (10, 10) on screen; b's is (20, 120): a's origin is (−10, −110) in b.
    #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -10, y: -110))
    #expect(b.convert(CGPoint(x: -10, y: -110), to: a) == .zero)
  }

  // UICoordinateSpace: a view converts to another view as its UIView overloads do, and to the
  // screen's space through its window's frame.
  @Test func theCoordinateSpaceFormsAgreeWithTheViewForms() {
    let window = UIWindow(frame: CGRect(x: 0, y: 50, width: 300, height: 300))
    let (root, view) = anchored()
    window.addSubview(root)
    view.layer.anchorPoint = .zero
    let space: any UICoordinateSpace = root
    #expect(view.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 61, y: 47))
    #expect(view.convert(CGPoint(x: 1, y: 2), from: space) == CGPoint(x: -59, y: -43))
    let screen = window.screen.coordinateSpace
    #expect(view.convert(CGPoint.zero, to: screen) == CGPoint(x: 60, y: 95))
    #expect(view.convert(CGPoint(x: 60, y: 95), from: screen) == .zero)
    #expect(view.convert(view.bounds, to: screen) == CGRect(x: 60, y: 95, width: 100, height: 50))
  }

  // A touch's location follows the anchor point too: a touch at (70, 55) in the window is at
  // (10, 10) in a view anchored at its top-left corner at (60, 45).
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func aTouchLocationFollowsAMovedAnchorPoint(_ direction: UISemanticContentAttribute) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.semanticContentAttribute = direction
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    window.addSubview(view)
    view.layer.anchorPoint = .zero
    #expect(window.hitTest(CGPoint(x: 70, y: 55), with: nil) === view)
    let touch = UITouch()
    window.send(touch, .began, at: CGPoint(x: 70, y: 55))
    #expect(touch.view === view)
    #expect(touch.location(in: view) == CGPoint(x: 10, y: 10))
  }
}
