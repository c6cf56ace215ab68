import Testing
import UIKit

// The constraints a stack view makes: ordinary NSLayoutConstraints with UIKit's identifiers and
// priorities, as UIKit prints them ("Let's Build UIStackView", kean.blog, 2017: constraint
// lists for each configuration; "Stack View Constraint Conflicts When Hiding Views",
// useyourloaf.com: 'UISV-hiding') and as UIKitCore makes them (iOS 26.1).
@Suite(.checksInvariants)
@MainActor
struct UIStackViewConstraintTests {
  private func makeStack() -> (UIStackView, SizedView, SizedView, SizedView) {
    let a = SizedView(40, 20)
    let b = SizedView(60, 30)
    let c = SizedView(80, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    return (stack, a, b, c)
  }

  @Test
  func fillConstraintsAreUIKits() {
    // Fill / fill: 'UISV-canvas-connection' for the first view's leading edge, the last one's
    // trailing edge and the first one's top and bottom; 'UISV-spacing' between neighbours;
    // 'UISV-alignment' for the tops and bottoms of the others against the first.
    let (stack, a, b, c) = makeStack()
    hostUnsized(stack)
    let connections = stack.arrangementConstraints("UISV-canvas-connection")
    #expect(connections.count == 4)
    #expect(connections.allSatisfy { $0.priority == .required && $0.relation == .equal })
    let spacing = stack.arrangementConstraints("UISV-spacing")
    #expect(spacing.count == 2)
    #expect(spacing[0].firstItem === b && spacing[0].firstAttribute == .leading)
    #expect(spacing[0].secondItem === a && spacing[0].secondAttribute == .trailing)
    #expect(spacing[0].constant == 10)
    #expect(spacing[1].firstItem === c && spacing[1].secondItem === b)
    let alignment = stack.arrangementConstraints("UISV-alignment")
    #expect(alignment.count == 4)
    #expect(alignment.allSatisfy { $0.firstItem === a })
  }

  @Test
  func hidingConstraintIsUIKits() {
    // 'UISV-hiding': the hidden view's width == 0, just below required (UIKitCore sets
    // 0x4479FFF0, 999.999), so that a required size of the hidden view's own wins quietly.
    let (stack, _, b, _) = makeStack()
    b.isHidden = true
    hostUnsized(stack)
    let hiding = stack.arrangementConstraints("UISV-hiding")
    #expect(hiding.count == 1)
    #expect(hiding.first?.firstItem === b)
    #expect(hiding.first?.firstAttribute == .width)
    #expect(hiding.first?.constant == 0)
    #expect(hiding.first?.priority == UILayoutPriority(999.999))
  }

  @Test
  func fillEquallyConstraintsAreUIKits() {
    // 'UISV-fill-equally': each later view's width == the first view's, required.
    let (stack, a, _, _) = makeStack()
    stack.distribution = .fillEqually
    hostUnsized(stack)
    let equal = stack.arrangementConstraints("UISV-fill-equally")
    #expect(equal.count == 2)
    #expect(equal.allSatisfy { $0.secondItem === a && $0.priority == .required })
  }

  @Test
  func fillProportionallyConstraintsAreUIKits() {
    // 'UISV-fill-proportionally': width == share × stack width at 999, 998, 997; shares
    // 40/200, 60/200, 80/200 (the intrinsic widths over their sum plus the two gaps).
    let (stack, _, _, _) = makeStack()
    stack.distribution = .fillProportionally
    host(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    let shares = stack.arrangementConstraints("UISV-fill-proportionally")
    #expect(
      shares.map(\.priority) == [
        UILayoutPriority(999), UILayoutPriority(998), UILayoutPriority(997),
      ])
    #expect(shares.map(\.multiplier) == [0.2, 0.3, 0.4])
    #expect(shares.allSatisfy { $0.secondItem === stack })
  }

  @Test
  func equalSpacingConstraintsAreUIKits() {
    // Equal spacing: 'UISV-spacing' becomes >=, two 'UISV-distributing' guides tied by
    // 'UISV-distributing-edge' and one required 'UISV-fill-equally' between them, and
    // 'UISV-canvas-fit' (width == 0 @49).
    let (stack, _, _, _) = makeStack()
    stack.distribution = .equalSpacing
    hostUnsized(stack)
    #expect(
      stack.arrangementConstraints("UISV-spacing").allSatisfy { $0.relation == .greaterThanOrEqual }
    )
    #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
    #expect(stack.arrangementConstraints("UISV-distributing-edge").count == 4)
    #expect(stack.arrangementConstraints("UISV-fill-equally").map(\.priority) == [.required])
    let fit = stack.arrangementConstraints("UISV-canvas-fit")
    #expect(fit.count == 1)
    #expect(fit.first?.priority == UILayoutPriority(49))
  }

  @Test
  func equalCenteringConstraintsAreUIKits() {
    // Equal centering: the gap guides run from centre to centre, and the equal-gap constraint
    // is optional, at 150 − 1 = 149 for the second gap ("priority:149").
    let (stack, a, _, _) = makeStack()
    stack.distribution = .equalCentering
    hostUnsized(stack)
    let edges = stack.arrangementConstraints("UISV-distributing-edge")
    #expect(edges.first?.secondItem === a && edges.first?.secondAttribute == .centerX)
    #expect(
      stack.arrangementConstraints("UISV-fill-equally").map(\.priority) == [UILayoutPriority(149)])
  }

  @Test
  func centerAlignmentConstraintsAreUIKits() {
    // Center: 'UISV-spanning-boundary' inequalities around each view on a
    // 'UISV-alignment-spanner' guide, 'UISV-spanning-fit' (height == 0 @51),
    // 'UISV-ambiguity-suppression' (height == 0 @25) for each view, and a canvas connection
    // from the stack's centre Y to the first view's.
    let (stack, a, _, _) = makeStack()
    stack.alignment = .center
    hostUnsized(stack)
    #expect(stack.layoutGuides.filter { $0.identifier == "UISV-alignment-spanner" }.count == 1)
    let boundaries = stack.arrangementConstraints("UISV-spanning-boundary")
    #expect(boundaries.count == 6)
    #expect(boundaries.allSatisfy { $0.relation != .equal && $0.priority == .required })
    #expect(
      stack.arrangementConstraints("UISV-spanning-fit").map(\.priority) == [UILayoutPriority(51)])
    let suppression = stack.arrangementConstraints("UISV-ambiguity-suppression")
    #expect(suppression.count == 3)
    #expect(
      suppression.allSatisfy { $0.priority == UILayoutPriority(25) && $0.firstAttribute == .height }
    )
    #expect(
      stack.arrangementConstraints("UISV-canvas-connection").contains {
        $0.firstAttribute == .centerY && $0.secondItem === a
      })
  }

  @Test
  func topAlignmentPinsTheSpannerOnOneSide() {
    // Top: the spanner's top equals each view's top at 999.5, its bottom encloses them.
    let (stack, _, _, _) = makeStack()
    stack.alignment = .top
    hostUnsized(stack)
    let boundaries = stack.arrangementConstraints("UISV-spanning-boundary")
    let tops = boundaries.filter { $0.firstAttribute == .top }
    #expect(tops.count == 3)
    #expect(tops.allSatisfy { $0.relation == .equal && $0.priority == UILayoutPriority(999.5) })
  }

  @Test
  func marginsRelativeArrangementConnectsToTheMarginsGuide() {
    // The canvas connections go to the layout-margins guide instead of the stack view.
    let (stack, _, _, _) = makeStack()
    stack.isLayoutMarginsRelativeArrangement = true
    hostUnsized(stack)
    let connections = stack.arrangementConstraints("UISV-canvas-connection")
    #expect(connections.count == 4)
    #expect(
      connections.allSatisfy {
        $0.firstItem === stack.layoutMarginsGuide || $0.secondItem === stack.layoutMarginsGuide
      })
  }

  @Test
  func changingTheDistributionLeavesNoStaleConstraints() {
    // From fill equally to fill: no 'UISV-fill-equally' stays active.
    let (stack, _, _, _) = makeStack()
    stack.distribution = .fillEqually
    let container = hostUnsized(stack)
    stack.distribution = .fill
    container.layoutIfNeeded()
    #expect(stack.arrangementConstraints("UISV-fill-equally").isEmpty)
  }

  @Test
  func changingTheAlignmentRemovesTheSpanner() {
    // From center back to fill: the spanner guide and its constraints go.
    let (stack, _, _, _) = makeStack()
    stack.alignment = .center
    let container = hostUnsized(stack)
    stack.alignment = .fill
    container.layoutIfNeeded()
    #expect(stack.layoutGuides.isEmpty)
    #expect(stack.arrangementConstraints("UISV-spanning-boundary").isEmpty)
    #expect(stack.arrangementConstraints("UISV-ambiguity-suppression").isEmpty)
  }

  @Test
  func removedArrangedViewKeepsNoStackConstraints() {
    // removeArrangedSubview: "The stack view no longer manages the view's size and position":
    // none of the stack's constraints mentions it, even before the next layout pass.
    let (stack, _, b, _) = makeStack()
    // The container is kept: a superview deallocated under its subviews leaves them out of any
    // engine (`InvariantCheckTests`).
    let container = hostUnsized(stack)
    stack.removeArrangedSubview(b)
    let mentioning = (stack.constraints + b.constraints).filter {
      $0.identifier?.hasPrefix("UISV-") == true && ($0.firstItem === b || $0.secondItem === b)
    }
    #expect(mentioning.isEmpty)
    withExtendedLifetime(container) {}
  }

  @Test
  func changingTheSpacingUpdatesTheSameConstraints() {
    // A new spacing changes the constants of the existing spacing constraints.
    let (stack, _, _, _) = makeStack()
    let container = hostUnsized(stack)
    let before = stack.arrangementConstraints("UISV-spacing")
    stack.spacing = 20
    container.layoutIfNeeded()
    let after = stack.arrangementConstraints("UISV-spacing")
    #expect(after.count == 2)
    #expect(zip(before, after).allSatisfy { $0 === $1 })
    #expect(after.allSatisfy { $0.constant == 20 })
  }

  @Test
  func viewReArrangedAfterRemovalIsArrangedAgain() {
    // Removed, then added back at the end: it is arranged again, tied in by new constraints,
    // and a second removal leaves none of them mentioning it.
    let (stack, _, b, c) = makeStack()
    let container = hostUnsized(stack)
    stack.removeArrangedSubview(b)
    stack.addArrangedSubview(b)
    container.layoutIfNeeded()
    #expect(stack.arrangedSubviews.last === b)
    let spacing = stack.arrangementConstraints("UISV-spacing")
    #expect(spacing.contains { $0.firstItem === b && $0.secondItem === c })
    stack.removeArrangedSubview(b)
    let mentioning = (stack.constraints + b.constraints).filter {
      $0.identifier?.hasPrefix("UISV-") == true && $0.isActive
        && ($0.firstItem === b || $0.secondItem === b)
    }
    #expect(mentioning.isEmpty)
  }

  @Test
  func hidingAViewKeepsTheConstraintsItDoesNotChange() {
    // Hiding C rebuilds the arrangement; the constraints between A and B come out the same,
    // so the very same objects stay active and nothing about A and B is solved again.
    let (stack, a, b, c) = makeStack()
    let container = hostUnsized(stack)
    let before = stack.arrangementConstraints("UISV-spacing").filter { $0.firstItem === b }
    let alignment = stack.arrangementConstraints("UISV-alignment")
    c.isHidden = true
    container.layoutIfNeeded()
    let after = stack.arrangementConstraints("UISV-spacing").filter { $0.firstItem === b }
    #expect(before.count == 1 && after.count == 1 && before[0] === after[0])
    #expect(after[0].secondItem === a)
    let kept = stack.arrangementConstraints("UISV-alignment")
    let ofB = alignment.filter { $0.secondItem === b }
    #expect(ofB.count == 2)
    #expect(ofB.allSatisfy { old in kept.contains { $0 === old } })
  }

}
