import Testing
import UIKit

// Hidden arranged subviews. UIStackView: "The view is still inside the stack, it's just no
// longer visible, and no longer contributes to the layout"; the layout "automatically updates
// … whenever one of the arranged subviews's hidden property changes". UIKit collapses a hidden
// view along the axis ('UISV-hiding', "Stack View Constraint Conflicts When Hiding Views",
// useyourloaf.com) and leaves out the spacing around it. Views A 40 × 20, B 60 × 30, C 80 × 10,
// 10 points apart and aligned by their tops, so that each keeps its intrinsic height, in a
// horizontal stack view sized by its content; right to left, the stack view sits at the
// container's right edge and its layout is the mirror image.
@Suite(.checksInvariants)
@MainActor
struct UIStackViewHiddenTests {
  private func makeStack() -> (UIStackView, SizedView, SizedView, SizedView) {
    let a = SizedView(40, 20)
    let b = SizedView(60, 30)
    let c = SizedView(80, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    stack.alignment = .top
    return (stack, a, b, c)
  }

  @Test(arguments: Direction.allCases)
  func hiddenMiddleViewCollapsesWithItsSpacing(direction: Direction) {
    // B hidden: A, 10 points, C; the stack view is 40 + 10 + 80 = 130 wide and as tall as the
    // tallest visible view, A (20). B is 0 wide.
    let (stack, a, b, c) = makeStack()
    b.isHidden = true
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 130, height: 20), within: 400))
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 20), within: 130))
    #expect(c.frame == direction.frame(CGRect(x: 50, y: 0, width: 80, height: 10), within: 130))
    #expect(b.frame.width == 0)
  }

  @Test(arguments: Direction.allCases)
  func hiddenFirstViewCollapsesWithItsSpacing(direction: Direction) {
    // A hidden: B at the leading edge, C 10 points after it; 150 wide.
    let (stack, a, b, c) = makeStack()
    a.isHidden = true
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 150, height: 30), within: 400))
    #expect(b.frame == direction.frame(CGRect(x: 0, y: 0, width: 60, height: 30), within: 150))
    #expect(c.frame == direction.frame(CGRect(x: 70, y: 0, width: 80, height: 10), within: 150))
    #expect(a.frame.width == 0)
  }

  @Test(arguments: Direction.allCases)
  func hiddenLastViewCollapsesWithItsSpacing(direction: Direction) {
    // C hidden: A, 10 points, B; 110 wide.
    let (stack, a, b, c) = makeStack()
    c.isHidden = true
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 110, height: 30), within: 400))
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 20), within: 110))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 0, width: 60, height: 30), within: 110))
    #expect(c.frame.width == 0)
  }

  @Test(arguments: Direction.allCases)
  func hidingAViewAfterLayoutRelaysOutTheStack(direction: Direction) {
    // The change to isHidden alone, then a layout pass: the same frames as above for B
    // hidden.
    let (stack, a, b, c) = makeStack()
    let container = hostUnsized(stack, direction: direction)
    b.isHidden = true
    container.layoutIfNeeded()
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 130, height: 20), within: 400))
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 20), within: 130))
    #expect(c.frame == direction.frame(CGRect(x: 50, y: 0, width: 80, height: 10), within: 130))
  }

  @Test(arguments: Direction.allCases)
  func showingAHiddenViewRestoresIt(direction: Direction) {
    // Hidden, laid out, shown again: A 0, B 50, C 120 in 200 points, as if never hidden.
    let (stack, a, b, c) = makeStack()
    b.isHidden = true
    let container = hostUnsized(stack, direction: direction)
    b.isHidden = false
    container.layoutIfNeeded()
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 200, height: 30), within: 400))
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 20), within: 200))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 0, width: 60, height: 30), within: 200))
    #expect(c.frame == direction.frame(CGRect(x: 120, y: 0, width: 80, height: 10), within: 200))
  }

  @Test(arguments: Direction.allCases)
  func hiddenViewIsLeftOutOfFillEqually(direction: Direction) {
    // Fill equally over the visible views only: A and C share 210 − 10 = 200 points.
    let (stack, a, b, c) = makeStack()
    stack.distribution = .fillEqually
    b.isHidden = true
    host(stack, frame: CGRect(x: 0, y: 0, width: 210, height: 40), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 100, height: 20), within: 210))
    #expect(c.frame == direction.frame(CGRect(x: 110, y: 0, width: 100, height: 10), within: 210))
    #expect(b.frame.width == 0)
  }

  @Test(arguments: Direction.allCases)
  func hiddenViewIsLeftOutOfEqualSpacing(direction: Direction) {
    // Equal spacing over the visible views only: A and C (120 points) in 200 leave one
    // 80-point gap.
    let (stack, a, b, c) = makeStack()
    stack.distribution = .equalSpacing
    b.isHidden = true
    host(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 40), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 20), within: 200))
    #expect(c.frame == direction.frame(CGRect(x: 120, y: 0, width: 80, height: 10), within: 200))
    #expect(b.frame.width == 0)
  }

  @Test
  func stackWithEveryViewHiddenCollapses() {
    // Nothing contributes to the layout: an unconstrained stack view is 0 × 0.
    let (stack, a, b, c) = makeStack()
    for view in [a, b, c] { view.isHidden = true }
    hostUnsized(stack)
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test
  func hiddenViewCollapsesInAVerticalStack() {
    // Vertical, leading edges aligned: B hidden, A then C 10 points below it; 80 wide (C),
    // 40 tall.
    let (stack, a, b, c) = makeStack()
    stack.axis = .vertical
    stack.alignment = .leading
    b.isHidden = true
    hostUnsized(stack)
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(c.frame == CGRect(x: 0, y: 30, width: 80, height: 10))
    #expect(b.frame.height == 0)
  }

  @Test
  func aViewHiddenThroughItsLayerCollapsesAsWhenHiddenItself() {
    // The layer's isHidden is the view's: the same frames as hiddenViewCollapsesInAVerticalStack.
    let (stack, a, b, c) = makeStack()
    stack.axis = .vertical
    stack.alignment = .leading
    let container = hostUnsized(stack)
    b.layer.isHidden = true
    container.layoutIfNeeded()
    #expect(b.isHidden)
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(c.frame == CGRect(x: 0, y: 30, width: 80, height: 10))
  }

  @Test
  func hiddenViewStaysArranged() {
    // Hiding does not remove the view from either list.
    let (stack, _, b, _) = makeStack()
    b.isHidden = true
    #expect(stack.arrangedSubviews.contains(b))
    #expect(stack.subviews.contains(b))
  }

  @Test
  func consecutiveHiddenViewsHangAfterTheSameVisibleView() {
    // A, B and C hidden, D: B and C, both after A, take their gap after A, the last visible
    // view before each ('UISV-spacing-hidden', second item A).
    let (stack, a, b, c) = makeStack()
    let d = SizedView(30, 10)
    stack.addArrangedSubview(d)
    b.isHidden = true
    c.isHidden = true
    let container = hostUnsized(stack)
    let hidden = stack.arrangementConstraints("UISV-spacing-hidden")
    #expect(hidden.count == 2)
    #expect(hidden.contains { $0.firstItem === b && $0.secondItem === a })
    #expect(hidden.contains { $0.firstItem === c && $0.secondItem === a })
    // A, 10 points, D: 40 + 10 + 30 = 80 wide.
    #expect(stack.frame.width == 80)
    #expect(d.frame.minX == 50)
    withExtendedLifetime(container) {}
  }

}
