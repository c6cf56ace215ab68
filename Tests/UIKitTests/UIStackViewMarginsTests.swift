import Testing
import UIKit

// Layout-margins-relative arrangement. UIStackView: "If you set the stack view's
// layoutMarginsRelativeArrangement property to true, the stack view pins its content to the
// relevant margin instead of its edge." Views A 40 × 20, B 60 × 30, C 80 × 10, 10 points
// apart; margins 5 top and bottom, 10 left and right, so that the right-to-left layout is the
// mirror image of the left-to-right one.
@Suite(.checksInvariants)
@MainActor
struct UIStackViewMarginsTests {
  private func makeStack() -> (UIStackView, SizedView, SizedView, SizedView) {
    let a = SizedView(40, 20)
    let b = SizedView(60, 30)
    let c = SizedView(80, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    stack.isLayoutMarginsRelativeArrangement = true
    return (stack, a, b, c)
  }

  @Test(arguments: Direction.allCases)
  func arrangedViewsFillTheMarginsInsteadOfTheBounds(direction: Direction) {
    // 220 × 60 with the margins leaves 200 × 50, just what the views and gaps need: A at
    // x = 10, B at 60, C at 130, each 50 tall from y = 5.
    let (stack, a, b, c) = makeStack()
    host(stack, frame: CGRect(x: 0, y: 0, width: 220, height: 60), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 10, y: 5, width: 40, height: 50), within: 220))
    #expect(b.frame == direction.frame(CGRect(x: 60, y: 5, width: 60, height: 50), within: 220))
    #expect(c.frame == direction.frame(CGRect(x: 130, y: 5, width: 80, height: 50), within: 220))
  }

  @Test(arguments: Direction.allCases)
  func unconstrainedStackIncludesTheMargins(direction: Direction) {
    // "If the stack view's layoutMarginsRelativeArrangement property is set to true, the
    // stack view's fitting size is increased to include space for the margins": 200 + 20 wide,
    // 30 + 10 tall.
    let (stack, _, b, _) = makeStack()
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 220, height: 40), within: 400))
    #expect(b.frame == direction.frame(CGRect(x: 60, y: 5, width: 60, height: 30), within: 220))
  }

  @Test(arguments: Direction.allCases)
  func turningMarginsRelativeArrangementOffUsesTheBounds(direction: Direction) {
    // Back to the bounds: A at the leading edge and the views 60 tall.
    let (stack, a, _, _) = makeStack()
    let container = host(
      stack, frame: CGRect(x: 0, y: 0, width: 200, height: 60), direction: direction)
    stack.isLayoutMarginsRelativeArrangement = false
    container.layoutIfNeeded()
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 60), within: 200))
  }

  @Test(arguments: Direction.allCases)
  func marginChangeMovesTheArrangedViews(direction: Direction) {
    // Left and right margins of 20 in a 240-point stack: A at 20.
    let (stack, a, _, _) = makeStack()
    let container = host(
      stack, frame: CGRect(x: 0, y: 0, width: 240, height: 60), direction: direction)
    stack.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
    container.layoutIfNeeded()
    #expect(a.frame == direction.frame(CGRect(x: 20, y: 5, width: 40, height: 50), within: 240))
  }

  @Test
  func stackViewLayoutMarginsAreZeroByDefault() {
    // `-[UIStackView initWithFrame:]` sets the layout margins to zero (UIKitCore, iOS 26.1).
    #expect(UIStackView().layoutMargins == .zero)
  }
}
