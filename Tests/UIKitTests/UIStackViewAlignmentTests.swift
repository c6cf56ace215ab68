import Testing
import UIKit

// Frames of stack views for each alignment. The arranged subviews have intrinsic sizes
// A 40 × 20, B 60 × 30, C 80 × 10 and 10 points between them, so that along the axis they fill
// the stack view exactly: a horizontal stack 200 points wide (40 + 60 + 80 + 2 × 10), a
// vertical one 80 points tall (20 + 30 + 10 + 2 × 10). Across the axis the stack view is 100
// points. Expected frames are left-to-right; right to left, the layout is the mirror image.
@Suite(.checksInvariants)
@MainActor
struct UIStackViewAlignmentTests {
  private func makeStack(
    _ alignment: UIStackView.Alignment, axis: NSLayoutConstraint.Axis = .horizontal
  ) -> (UIStackView, SizedView, SizedView, SizedView) {
    let a = SizedView(40, 20)
    let b = SizedView(60, 30)
    let c = SizedView(80, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.axis = axis
    stack.alignment = alignment
    stack.spacing = 10
    return (stack, a, b, c)
  }

  @Test(arguments: Direction.allCases)
  func fillStretchesTheViewsToTheStackHeight(direction: Direction) {
    // Fill: "resizes its arranged views so that they fill the available space perpendicular
    // to the stack view's axis": every view is 100 tall.
    let (stack, a, b, c) = makeStack(.fill)
    host(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 100), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 100), within: 200))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 0, width: 60, height: 100), within: 200))
    #expect(c.frame == direction.frame(CGRect(x: 120, y: 0, width: 80, height: 100), within: 200))
  }

  @Test(arguments: Direction.allCases)
  func topAlignsTheTopEdges(direction: Direction) {
    // Top: "aligns the top edge of its arranged views along its top edge"; every other
    // alignment than fill keeps the intrinsic heights (UIStackView: "For all alignments
    // except the fill alignment, the stack view uses each arranged view's
    // intrinsicContentSize property when calculating its size perpendicular to the stack's
    // axis").
    let (stack, a, b, c) = makeStack(.top)
    host(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 100), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 20), within: 200))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 0, width: 60, height: 30), within: 200))
    #expect(c.frame == direction.frame(CGRect(x: 120, y: 0, width: 80, height: 10), within: 200))
  }

  @Test(arguments: Direction.allCases)
  func centerAlignsTheVerticalCenters(direction: Direction) {
    // Center: "aligns the center of its arranged views with its center": each view's centre
    // is at y = 50, so its top is at 50 − height / 2: 40, 35, 45.
    let (stack, a, b, c) = makeStack(.center)
    host(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 100), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 40, width: 40, height: 20), within: 200))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 35, width: 60, height: 30), within: 200))
    #expect(c.frame == direction.frame(CGRect(x: 120, y: 45, width: 80, height: 10), within: 200))
  }

  @Test(arguments: Direction.allCases)
  func bottomAlignsTheBottomEdges(direction: Direction) {
    // Bottom: "aligns the bottom edge of its arranged views along its bottom edge": tops at
    // 100 − height: 80, 70, 90.
    let (stack, a, b, c) = makeStack(.bottom)
    host(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 100), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 80, width: 40, height: 20), within: 200))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 70, width: 60, height: 30), within: 200))
    #expect(c.frame == direction.frame(CGRect(x: 120, y: 90, width: 80, height: 10), within: 200))
  }

  @Test(arguments: [UIStackView.Alignment.fill, .top, .center, .bottom])
  func unconstrainedStackIsAsTallAsItsTallestView(alignment: UIStackView.Alignment) {
    // "Perpendicular to the stack view's axis, its fitting size is equal to the size of the
    // largest arranged view": B's 30 points, whatever the alignment.
    let (stack, _, b, _) = makeStack(alignment)
    hostUnsized(stack)
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
    #expect(b.frame == CGRect(x: 50, y: 0, width: 60, height: 30))
  }

  @Test(arguments: Direction.allCases)
  func verticalLeadingAlignsTheLeadingEdges(direction: Direction) {
    // Leading: "aligns the leading edge of its arranged views along its leading edge": the
    // left edge left to right, the right edge right to left.
    let (stack, a, b, c) = makeStack(.leading, axis: .vertical)
    host(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 80), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 20), within: 100))
    #expect(b.frame == direction.frame(CGRect(x: 0, y: 30, width: 60, height: 30), within: 100))
    #expect(c.frame == direction.frame(CGRect(x: 0, y: 70, width: 80, height: 10), within: 100))
  }

  @Test(arguments: Direction.allCases)
  func verticalCenterAlignsTheHorizontalCenters(direction: Direction) {
    // Center: centres at x = 50, so left edges at 50 − width / 2: 30, 20, 10.
    let (stack, a, b, c) = makeStack(.center, axis: .vertical)
    host(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 80), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 30, y: 0, width: 40, height: 20), within: 100))
    #expect(b.frame == direction.frame(CGRect(x: 20, y: 30, width: 60, height: 30), within: 100))
    #expect(c.frame == direction.frame(CGRect(x: 10, y: 70, width: 80, height: 10), within: 100))
  }

  @Test(arguments: Direction.allCases)
  func verticalTrailingAlignsTheTrailingEdges(direction: Direction) {
    // Trailing: "aligns the trailing edge of its arranged views along its trailing edge":
    // left edges at 100 − width (60, 40, 20) left to right, mirrored right to left.
    let (stack, a, b, c) = makeStack(.trailing, axis: .vertical)
    host(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 80), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 60, y: 0, width: 40, height: 20), within: 100))
    #expect(b.frame == direction.frame(CGRect(x: 40, y: 30, width: 60, height: 30), within: 100))
    #expect(c.frame == direction.frame(CGRect(x: 20, y: 70, width: 80, height: 10), within: 100))
  }

  @Test(arguments: Direction.allCases)
  func verticalFillStretchesTheViewsToTheStackWidth(direction: Direction) {
    let (stack, a, b, c) = makeStack(.fill, axis: .vertical)
    host(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 80), direction: direction)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(b.frame == CGRect(x: 0, y: 30, width: 100, height: 30))
    #expect(c.frame == CGRect(x: 0, y: 70, width: 100, height: 10))
  }

  @Test
  func viewWithoutIntrinsicHeightCollapsesWhenNotFilling() {
    // With any alignment but fill, UIKit pulls each arranged view's height towards 0 at
    // priority 25 ('UISV-ambiguity-suppression', "Let's Build UIStackView"), so a view with
    // no intrinsic height and no constraint of its own is 0 tall instead of ambiguous.
    let a = SizedView(40, 20)
    let plain = UIView()
    let stack = UIStackView(arrangedSubviews: [a, plain])
    stack.alignment = .top
    host(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(plain.frame.height == 0)
  }

  @Test(arguments: Direction.allCases)
  func alignmentChangeRelaysOutTheViews(direction: Direction) {
    // Changing the alignment takes effect at the next layout pass: from top to bottom.
    let (stack, a, _, _) = makeStack(.top)
    let container = host(
      stack, frame: CGRect(x: 0, y: 0, width: 200, height: 100), direction: direction)
    stack.alignment = .bottom
    container.layoutIfNeeded()
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 80, width: 40, height: 20), within: 200))
  }

  @Test(arguments: Direction.allCases)
  func axisChangeRelaysOutTheViews(direction: Direction) {
    // A horizontal stack made vertical stacks the same views from the top, with fill
    // alignment across its 200-point width.
    let (stack, a, b, c) = makeStack(.fill)
    let container = host(
      stack, frame: CGRect(x: 0, y: 0, width: 200, height: 80), direction: direction)
    stack.axis = .vertical
    container.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
    #expect(b.frame == CGRect(x: 0, y: 30, width: 200, height: 30))
    #expect(c.frame == CGRect(x: 0, y: 70, width: 200, height: 10))
  }
}
