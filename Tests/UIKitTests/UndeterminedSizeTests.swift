import Testing
import UIKit

/// Where an undetermined layout rests.
///
/// A size that an inequality leaves free stays at 0, a position goes to the inequality's bound.
/// On iOS a view with only `width <= superview.width -
/// 52` is 0 wide, and one with only `left <= superview.left + 72` sits at 72.
@Suite(.checksInvariants)
@MainActor
struct UndeterminedSizeTests {
  /// A 320 × 480 root with one subview under Auto Layout, pinned to the root's top and leading
  /// edges unless `pinned` is false, with `constraints` added.
  private func layOut(
    direction: UIUserInterfaceLayoutDirection = .leftToRight, pinned: Bool = true,
    _ constraints: (UIView, UIView) -> [NSLayoutConstraint]
  ) -> UIView {
    let root = makeContainer(direction: direction)
    let view = addConstrainedSubview(to: root)
    var all = constraints(view, root)
    if pinned {
      all.append(view.topAnchor.constraint(equalTo: root.topAnchor))
      all.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor))
    }
    NSLayoutConstraint.activate(all)
    root.layoutIfNeeded()
    return view
  }

  @Test func aWidthUnderAnUpperBoundOfTheSuperviewStaysAtZero() {
    let view = layOut { view, root in
      [view.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -52)]
    }
    #expect(view.frame.width == 0)
  }

  @Test func aHeightUnderAnUpperBoundOfTheSuperviewStaysAtZero() {
    let view = layOut { view, root in
      [view.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, constant: -34)]
    }
    #expect(view.frame.height == 0)
  }

  @Test func aWidthUnderAConstantUpperBoundStaysAtZero() {
    let view = layOut { view, _ in [view.widthAnchor.constraint(lessThanOrEqualToConstant: 23)] }
    #expect(view.frame.width == 0)
  }

  // 320 − 52 = 268.
  @Test func aWidthOverALowerBoundTakesTheBound() {
    let view = layOut { view, root in
      [view.widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, constant: -52)]
    }
    #expect(view.frame.width == 268)
  }

  @Test func aHeightOverAConstantLowerBoundTakesTheBound() {
    let view = layOut { view, _ in [view.heightAnchor.constraint(greaterThanOrEqualToConstant: 94)]
    }
    #expect(view.frame.height == 94)
  }

  // Positions are not sizes: a leading edge under an upper bound of 72 points goes to 72, from
  // the left left to right and from the right right to left (a 0-wide view at 320 − 72 = 248).
  @Test(arguments: bothDirections)
  func aLeadingEdgeUnderAnUpperBoundTakesTheBound(direction: UIUserInterfaceLayoutDirection) {
    let view = layOut(direction: direction, pinned: false) { view, root in
      [
        view.leadingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 72),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ]
    }
    #expect(view.frame.minX == (direction == .leftToRight ? 72 : 248))
  }

  // A bottom edge under an upper bound goes to it, and the free height stays 0: the view's
  // origin is at 480 − 23 = 457.
  @Test func aBottomEdgeUnderAnUpperBoundTakesTheBoundWithZeroHeight() {
    let view = layOut(pinned: false) { view, root in
      [
        view.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -23),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      ]
    }
    #expect(view.frame.height == 0)
    #expect(view.frame.minY == 457)
  }

  // A frame set in code between two activations is in force for the second: an autoresizing
  // view 200 wide, then 300 wide, bounds one width from above (0) and one from below
  // (300 − 52 = 248).
  @Test func aFrameSetBetweenActivationsBoundsTheNextConstraint() {
    let root = makeContainer()
    let framed = UIView(frame: CGRect(x: 10, y: 0, width: 200, height: 50))
    root.addSubview(framed)
    let a = addConstrainedSubview(to: root)
    let b = addConstrainedSubview(to: root)
    NSLayoutConstraint.activate([
      a.widthAnchor.constraint(lessThanOrEqualTo: framed.widthAnchor, constant: -52),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    framed.frame = CGRect(x: 20, y: 0, width: 300, height: 50)
    NSLayoutConstraint.activate([
      b.leadingAnchor.constraint(equalTo: framed.leadingAnchor),
      b.widthAnchor.constraint(greaterThanOrEqualTo: framed.widthAnchor, constant: -52),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.width == 0)
    #expect(b.frame == CGRect(x: 20, y: 0, width: 248, height: 0))
    #expect(framed.frame == CGRect(x: 20, y: 0, width: 300, height: 50))
  }

}
