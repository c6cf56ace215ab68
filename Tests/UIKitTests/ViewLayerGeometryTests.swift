import Testing

@testable import UIKit

/// A view and its backing layer share one geometry: bounds, position (the center), anchor
/// point and transform (UIView.h, `layer`; CALayer.h, `frame`).
@MainActor
struct ViewLayerGeometryTests {
  @Test func theViewsFrameSetterWritesTheLayer() {
    let view = UIView()
    view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(view.layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    // The position is the origin plus half the size: the view's center.
    #expect(view.layer.position == CGPoint(x: 60, y: 45))
  }

  @Test func theLayersPositionIsTheViewsCenter() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.layer.position = CGPoint(x: 30, y: 40)
    #expect(view.center == CGPoint(x: 30, y: 40))
    #expect(view.frame == CGRect(x: 20, y: 35, width: 20, height: 10))
  }

  @Test func theLayersBoundsAreTheViewsBounds() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.layer.bounds = CGRect(x: 5, y: 6, width: 40, height: 30)
    #expect(view.bounds == CGRect(x: 5, y: 6, width: 40, height: 30))
    // The center stays at (10, 5): the frame grows about it.
    #expect(view.frame == CGRect(x: -10, y: -10, width: 40, height: 30))
  }

  @Test func theViewsTransformIsTheLayersAffineTransform() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 3)
    #expect(view.layer.transform == CATransform3DMakeAffineTransform(view.transform))
    view.layer.transform = CATransform3DMakeTranslation(7, 8, 0)
    #expect(view.transform == CGAffineTransform(translationX: 7, y: 8))
    #expect(view.frame == CGRect(x: 7, y: 8, width: 100, height: 50))
  }

  // CALayer.h: the frame's origin is position − anchorPoint × size; the center stays the
  // position.
  @Test func aMovedAnchorPointMovesTheFrameNotTheCenter() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.layer.anchorPoint = .zero
    #expect(view.center == CGPoint(x: 50, y: 25))
    #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(view.center == .zero)
  }

  @Test func theLayersFrameSetterResizesSubviewsByTheirMasks() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
    child.autoresizingMask = .flexibleWidth
    parent.addSubview(child)
    parent.layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
  }

  @Test func aLayerFrameChangeMovesAViewPinnedToIt() {
    let (root, a, b) = pinnedPair(direction: .leftToRight)
    root.layoutIfNeeded()
    a.layer.frame = CGRect(x: 0, y: 0, width: 150, height: 100)
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 150, y: 0, width: 20, height: 20))
  }

  @Test func aRefusedLayerValueLeavesTheViewAsItWas() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    // Core Animation refuses it (CALayerInvalidGeometry), reported on standard error.
    view.layer.position = CGPoint(x: CGFloat.nan, y: 0)
    #expect(view.center == CGPoint(x: 10, y: 5))
  }

  /// The call orders of a transform, a re-set center and the first layout.
  enum Order: CaseIterable, Sendable {
    case transformBeforeLayout, transformAfterLayout, transformThenCenterReset
    case centerResetThenTransform
  }

  // Issue 17: B pinned to the trailing edge of frame-based A. Auto Layout works on the
  // untransformed alignment rectangle, center and bounds (UIView.h, `transform`), so scaling A
  // by 2 moves B nowhere, in any order. Left to right B's leading edge is A's right edge, at
  // 100; right to left B's leading (right) edge is A's left edge, at 0, so B starts at −20.
  @Test(arguments: Order.allCases, [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func aTransformDoesNotMoveAViewPinnedToTheTransformedView(
    order: Order, direction: UIUserInterfaceLayoutDirection
  ) {
    let (root, a, b) = pinnedPair(direction: direction)
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    switch order {
    case .transformBeforeLayout:
      a.transform = scale
      root.layoutIfNeeded()
    case .transformAfterLayout:
      root.layoutIfNeeded()
      a.transform = scale
      root.layoutIfNeeded()
    case .transformThenCenterReset:
      root.layoutIfNeeded()
      a.transform = scale
      a.center = a.center
      root.layoutIfNeeded()
    case .centerResetThenTransform:
      root.layoutIfNeeded()
      a.center = a.center
      a.transform = scale
      root.layoutIfNeeded()
    }
    let x: CGFloat = direction == .leftToRight ? 100 : -20
    #expect(b.frame == CGRect(x: x, y: 0, width: 20, height: 20))
    #expect(a.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
  }

  // A constrained view under a transform gets the engine's rectangle as center and bounds; its
  // frame is that rectangle scaled about its center.
  @Test func aTransformedConstrainedViewKeepsTheEnginesCenterAndBounds() {
    let (root, _, b) = pinnedPair(direction: .leftToRight)
    b.transform = CGAffineTransform(scaleX: 2, y: 2)
    root.layoutIfNeeded()
    #expect(b.bounds.size == CGSize(width: 20, height: 20))
    #expect(b.center == CGPoint(x: 110, y: 10))
    #expect(b.frame == CGRect(x: 90, y: -10, width: 40, height: 40))
  }

  // Autoresizing follows the superview's bounds, which its transform does not change: the
  // child's frame is the same whether the transform comes before or after the resize.
  @Test(arguments: [false, true])
  func autoresizingUnderATransformIgnoresTheTransform(transformFirst: Bool) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
    child.autoresizingMask = .flexibleWidth
    parent.addSubview(child)
    if transformFirst { parent.transform = CGAffineTransform(scaleX: 2, y: 2) }
    parent.bounds.size = CGSize(width: 200, height: 100)
    if !transformFirst { parent.transform = CGAffineTransform(scaleX: 2, y: 2) }
    #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
  }

  /// A root 400 × 400 holding frame-based A at (0, 0, 100, 100) and B, 20 × 20, whose leading
  /// edge is pinned to A's trailing edge and whose top is A's top.
  private func pinnedPair(direction: UIUserInterfaceLayoutDirection) -> (UIView, UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root.semanticContentAttribute =
      direction == .leftToRight ? .forceLeftToRight : .forceRightToLeft
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let b = UIView()
    b.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(a)
    root.addSubview(b)
    NSLayoutConstraint.activate([
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.topAnchor.constraint(equalTo: a.topAnchor),
      b.widthAnchor.constraint(equalToConstant: 20),
      b.heightAnchor.constraint(equalToConstant: 20),
    ])
    return (root, a, b)
  }
}
