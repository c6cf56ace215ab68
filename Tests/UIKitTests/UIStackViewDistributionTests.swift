import Testing
import UIKit

// Frames of horizontal stack views for each distribution. The arranged subviews have intrinsic
// sizes A 40 × 20, B 60 × 30, C 80 × 10 unless a test says otherwise; the stack view's frame is
// fixed, and its arrangement is the default fill alignment, so every arranged subview is as
// tall as the stack view. Expected frames are left-to-right; right to left, the layout is the
// mirror image (UIStackView: "For horizontal stacks, the views are laid out in reading order").
@Suite(.checksInvariants)
@MainActor
struct UIStackViewDistributionTests {
  private func makeStack(_ distribution: UIStackView.Distribution, spacing: CGFloat = 10) -> (
    UIStackView, SizedView, SizedView, SizedView
  ) {
    let a = SizedView(40, 20)
    let b = SizedView(60, 30)
    let c = SizedView(80, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = distribution
    stack.spacing = spacing
    return (stack, a, b, c)
  }

  @Test(arguments: Direction.allCases)
  func fillStretchesTheViewWithTheLowestHuggingPriority(direction: Direction) {
    // Fill: "If the arranged views don't fill the stack view, it stretches the views according
    // to their hugging priority." B and C hug at 251, A at 250: A takes the extra
    // 300 − (40 + 60 + 80 + 2 × 10) = 100 points and is 140 wide.
    let (stack, a, b, c) = makeStack(.fill)
    b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    c.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 50), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 140, height: 50), within: 300))
    #expect(b.frame == direction.frame(CGRect(x: 150, y: 0, width: 60, height: 50), within: 300))
    #expect(c.frame == direction.frame(CGRect(x: 220, y: 0, width: 80, height: 50), within: 300))
  }

  @Test(arguments: Direction.allCases)
  func fillStretchesTheFirstViewWhenHuggingPrioritiesAreEqual(direction: Direction) {
    // Fill: "If there's any ambiguity, the stack view resizes the arranged views based on
    // their index in the arrangedSubviews array." With equal hugging priorities the first
    // arranged view is the one UIKit stretches (a horizontal stack of three labels with
    // default priorities gives the first one all the extra width: ivanthinking.net,
    // "Horizontal Stack Content Hugging"; two plain views: "it assigns the first view 100% of
    // the available space", Stack Overflow 30728062). A is 140 wide, as above.
    let (stack, a, b, c) = makeStack(.fill)
    host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 50), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 140, height: 50), within: 300))
    #expect(b.frame == direction.frame(CGRect(x: 150, y: 0, width: 60, height: 50), within: 300))
    #expect(c.frame == direction.frame(CGRect(x: 220, y: 0, width: 80, height: 50), within: 300))
  }

  @Test(arguments: Direction.allCases)
  func fillShrinksTheViewWithTheLowestCompressionResistance(direction: Direction) {
    // Fill: "When the arranged views don't fit within the stack view, it shrinks the views
    // according to their compression resistance priority." The views need 200 points and
    // get 150; B resists at 749, A and C at 750, so B loses 50 points and is 10 wide.
    let (stack, a, b, c) = makeStack(.fill)
    b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    host(stack, frame: CGRect(x: 0, y: 0, width: 150, height: 50), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 50), within: 150))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 0, width: 10, height: 50), within: 150))
    #expect(c.frame == direction.frame(CGRect(x: 70, y: 0, width: 80, height: 50), within: 150))
  }

  @Test(arguments: Direction.allCases)
  func fillEquallyMakesEveryViewTheSameWidth(direction: Direction) {
    // Fill equally: "resizes all arranged views to the same size, filling the available
    // space": (320 − 2 × 10) / 3 = 100 points each.
    let (stack, a, b, c) = makeStack(.fillEqually)
    host(stack, frame: CGRect(x: 0, y: 0, width: 320, height: 50), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 100, height: 50), within: 320))
    #expect(b.frame == direction.frame(CGRect(x: 110, y: 0, width: 100, height: 50), within: 320))
    #expect(c.frame == direction.frame(CGRect(x: 220, y: 0, width: 100, height: 50), within: 320))
  }

  @Test(arguments: Direction.allCases)
  func fillEquallySizesAnUnconstrainedStackToItsWidestView(direction: Direction) {
    // UIStackView.h, fill equally: "When space allows, this will be the size of the item with
    // the largest intrinsicContentSize (along the axis of the stack)." Each view is 80 wide,
    // as C is; the stack view is 3 × 80 + 2 × 10 = 260 wide and, with fill alignment, as
    // tall as its tallest view, B (30).
    let (stack, a, b, c) = makeStack(.fillEqually)
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 260, height: 30), within: 400))
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 80, height: 30), within: 260))
    #expect(b.frame == direction.frame(CGRect(x: 90, y: 0, width: 80, height: 30), within: 260))
    #expect(c.frame == direction.frame(CGRect(x: 180, y: 0, width: 80, height: 30), within: 260))
  }

  @Test(arguments: Direction.allCases)
  func fillProportionallySharesTheWidthByIntrinsicWidth(direction: Direction) {
    // Fill proportionally: "resizes views proportionally based on their intrinsic content
    // size". Intrinsic widths 30, 60 and 90 (sum 180), no spacing: 300 points are shared
    // 50, 100 and 150.
    let a = SizedView(30, 20)
    let b = SizedView(60, 30)
    let c = SizedView(90, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = .fillProportionally
    host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 50), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 50, height: 50), within: 300))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 0, width: 100, height: 50), within: 300))
    #expect(c.frame == direction.frame(CGRect(x: 150, y: 0, width: 150, height: 50), within: 300))
  }

  @Test(arguments: Direction.allCases)
  func fillProportionallyCountsTheSpacingInTheShares(direction: Direction) {
    // UIKit's proportions are each view's intrinsic width over "the combined intrinsic content
    // width of all visible arranged views + size of all spacings", as multipliers of the
    // stack view's width at priorities 999, 998, 997 ("Let's Build UIStackView", kean.blog).
    // Widths 30, 60, 90 and two 10-point gaps make 200; in 400 points A gets 400 × 30/200 =
    // 60 and B 400 × 60/200 = 120, and C, whose constraint has the lowest priority, the rest:
    // 400 − 20 − 60 − 120 = 200.
    let a = SizedView(30, 20)
    let b = SizedView(60, 30)
    let c = SizedView(90, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = .fillProportionally
    stack.spacing = 10
    host(stack, frame: CGRect(x: 0, y: 0, width: 400, height: 50), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 60, height: 50), within: 400))
    #expect(b.frame == direction.frame(CGRect(x: 70, y: 0, width: 120, height: 50), within: 400))
    #expect(c.frame == direction.frame(CGRect(x: 200, y: 0, width: 200, height: 50), within: 400))
  }

  @Test(arguments: Direction.allCases)
  func equalSpacingPadsTheGapsEvenly(direction: Direction) {
    // Equal spacing: "When the arranged views don't fill the stack view, it pads the spacing
    // between the views evenly." The views keep their 180 points; the 120 left make two
    // 60-point gaps.
    let (stack, a, b, c) = makeStack(.equalSpacing)
    host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 50), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 50), within: 300))
    #expect(b.frame == direction.frame(CGRect(x: 100, y: 0, width: 60, height: 50), within: 300))
    #expect(c.frame == direction.frame(CGRect(x: 220, y: 0, width: 80, height: 50), within: 300))
  }

  @Test(arguments: Direction.allCases)
  func equalSpacingShrinksByCompressionResistanceWhenTheViewsDoNotFit(direction: Direction) {
    // Equal spacing: "If the arranged views don't fit within the stack view, it shrinks the
    // views according to their compression resistance priority." The gaps stay at the
    // 10-point minimum; C resists at 749 and gives up 200 − 150 = 50 points.
    let (stack, a, b, c) = makeStack(.equalSpacing)
    c.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    host(stack, frame: CGRect(x: 0, y: 0, width: 150, height: 50), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 50), within: 150))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 0, width: 60, height: 50), within: 150))
    #expect(c.frame == direction.frame(CGRect(x: 120, y: 0, width: 30, height: 50), within: 150))
  }

  @Test(arguments: Direction.allCases)
  func equalSpacingSizesAnUnconstrainedStackToItsContent(direction: Direction) {
    // "Along the stack view's axis, its fitting size is equal to the sum of the sizes of all
    // the arranged views plus the space between views": 180 + 2 × 10 = 200, the gaps at their
    // minimum.
    let (stack, a, b, c) = makeStack(.equalSpacing)
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 200, height: 30), within: 400))
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 30), within: 200))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 0, width: 60, height: 30), within: 200))
    #expect(c.frame == direction.frame(CGRect(x: 120, y: 0, width: 80, height: 30), within: 200))
  }

  @Test(arguments: Direction.allCases)
  func equalCenteringSpacesTheCentersEvenly(direction: Direction) {
    // Equal centering: "position the arranged views with equal center-to-center spacing". A's
    // centre is at 20, C's at 300 − 40 = 260, so B's is at 140 and B spans 110 … 170. No
    // spacing: the minimum gap is 0.
    let (stack, a, b, c) = makeStack(.equalCentering, spacing: 0)
    host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 50), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 50), within: 300))
    #expect(b.frame == direction.frame(CGRect(x: 110, y: 0, width: 60, height: 50), within: 300))
    #expect(c.frame == direction.frame(CGRect(x: 220, y: 0, width: 80, height: 50), within: 300))
  }

  @Test(arguments: Direction.allCases)
  func equalCenteringKeepsTheMinimumSpacingBeforeEqualCenters(direction: Direction) {
    // Equal centering: "If the arranged views don't fit within the stack view, it shrinks the
    // spacing until it reaches the minimum spacing defined by its spacing property." In 200
    // points the views (180) and two 10-point gaps fit exactly: the centres (20, 80, 160) are
    // not evenly spaced, the gaps are at their minimum.
    let (stack, a, b, c) = makeStack(.equalCentering)
    host(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 50), direction: direction)
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 50), within: 200))
    #expect(b.frame == direction.frame(CGRect(x: 50, y: 0, width: 60, height: 50), within: 200))
    #expect(c.frame == direction.frame(CGRect(x: 120, y: 0, width: 80, height: 50), within: 200))
  }

  @Test
  func verticalFillEquallyMakesEveryViewTheSameHeight() {
    // A vertical stack distributes heights as a horizontal one does widths:
    // (320 − 2 × 10) / 3 = 100 points each, stacked from the top.
    let (stack, a, b, c) = makeStack(.fillEqually)
    stack.axis = .vertical
    host(stack, frame: CGRect(x: 0, y: 0, width: 50, height: 320))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    #expect(b.frame == CGRect(x: 0, y: 110, width: 50, height: 100))
    #expect(c.frame == CGRect(x: 0, y: 220, width: 50, height: 100))
  }

  @Test
  func verticalEqualSpacingPadsTheGapsEvenly() {
    // Heights 20, 30, 10 in 160 points: two gaps of (160 − 60) / 2 = 50.
    let (stack, a, b, c) = makeStack(.equalSpacing)
    stack.axis = .vertical
    host(stack, frame: CGRect(x: 0, y: 0, width: 50, height: 160))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(b.frame == CGRect(x: 0, y: 70, width: 50, height: 30))
    #expect(c.frame == CGRect(x: 0, y: 150, width: 50, height: 10))
  }
}
