import Testing

@testable import UIKit

/// One layout pass for views and their plain sublayers: a plain layer marked for layout is laid
/// out by its view's `layoutIfNeeded()`, as Core Animation's single pass does.
@MainActor
@Suite struct SublayerLayoutPassTests {
  /// A layer that sizes its one sublayer to its bounds, inset by 10 points, in `layoutSublayers`.
  final class InsetLayer: CALayer {
    let inner = CALayer()
    var layoutCount = 0
    override init() {
      super.init()
      addSublayer(inner)
    }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { nil }
    override func layoutSublayers() {
      super.layoutSublayers()
      layoutCount += 1
      inner.frame = bounds.insetBy(dx: 10, dy: 10)
    }
  }

  /// A view that sizes its plain sublayer to its bounds in `layoutSubviews`.
  final class GradientView: UIView {
    let plain = InsetLayer()
    override init(frame: CGRect) {
      super.init(frame: frame)
      layer.addSublayer(plain)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      plain.frame = bounds
    }
  }

  @Test func markedPlainSublayerIsLaidOutByItsViewsLayoutIfNeeded() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let plain = InsetLayer()
    view.layer.addSublayer(plain)
    view.layoutIfNeeded()
    plain.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
    plain.setNeedsLayout()
    view.layoutIfNeeded()
    // 60 × 40 inset by 10 on each side: 40 × 20 at (10, 10).
    #expect(plain.inner.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
    #expect(!plain.needsLayout())
  }

  /// The layer resized in `layoutSubviews` is laid out in the same pass, after it.
  @Test func sublayerResizedInLayoutSubviewsIsLaidOutInTheSamePass() {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    view.layoutIfNeeded()
    // 200 × 80 inset by 10: 180 × 60.
    #expect(view.plain.inner.frame == CGRect(x: 10, y: 10, width: 180, height: 60))
    view.frame.size.width = 300
    view.layoutIfNeeded()
    #expect(view.plain.inner.frame == CGRect(x: 10, y: 10, width: 280, height: 60))
  }

  /// A view laid out from its superview's pass lays out its plain sublayers too.
  @Test func subviewsPlainSublayersAreLaidOutFromTheRootsPass() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let child = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    root.addSubview(child)
    root.layoutIfNeeded()
    child.plain.setNeedsLayout()
    let before = child.plain.layoutCount
    root.layoutIfNeeded()
    #expect(child.plain.layoutCount == before + 1)
  }

  /// Nothing marked: the pass does not lay the plain layer out again.
  @Test func unmarkedPlainSublayerIsNotLaidOutAgain() {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layoutIfNeeded()
    let count = view.plain.layoutCount
    view.setNeedsLayout()
    view.layoutIfNeeded()
    // layoutSubviews sets the same frame: no size change, no mark.
    #expect(view.plain.layoutCount == count)
  }
}
