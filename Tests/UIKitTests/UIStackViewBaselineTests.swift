import Testing
import UIKit

/// A label with a fixed intrinsic size whose system font is sized so that one of its metrics
/// falls on a whole point: the system font's ascender is 1950/2048 of its point size, its
/// descender −494/2048 (UIFont's metrics).
final class BaselineLabel: UILabel {
  let contentSize: CGSize

  init(_ width: CGFloat, _ height: CGFloat, ascender: CGFloat) {
    contentSize = CGSize(width: width, height: height)
    super.init(frame: .zero)
    font = UIFont.systemFont(ofSize: ascender * 2048 / 1950)
    text = "Baseline"
  }

  init(_ width: CGFloat, _ height: CGFloat, descender: CGFloat) {
    contentSize = CGSize(width: width, height: height)
    super.init(frame: .zero)
    font = UIFont.systemFont(ofSize: descender * 2048 / 494)
    text = "Baseline"
  }

  required init?(coder: NSCoder) {
    nil
  }

  override var intrinsicContentSize: CGSize { contentSize }
}

// Baselines: baseline alignment in horizontal stacks, baseline-relative spacing in vertical
// ones, and the views a stack view vends for its own baselines. Frames are rounded to the
// pixel grid, so metrics a hair off a whole point land on it.
@Suite(.checksInvariants)
@MainActor
struct UIStackViewBaselineTests {
  @Test(arguments: Direction.allCases)
  func firstBaselineAlignmentLinesUpFirstBaselines(direction: Direction) {
    // First baseline: "aligns its arranged views based on their first baseline". Big (50 × 40,
    // ascender 22) then small (40 × 30, ascender 10): the small label's top is 22 − 10 = 12
    // below the big one's, which is at the top; the stack view spans both, 12 + 30 = 42 tall.
    let big = BaselineLabel(50, 40, ascender: 22)
    let small = BaselineLabel(40, 30, ascender: 10)
    let stack = UIStackView(arrangedSubviews: [big, small])
    stack.alignment = .firstBaseline
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 90, height: 42), within: 400))
    #expect(big.frame == direction.frame(CGRect(x: 0, y: 0, width: 50, height: 40), within: 90))
    #expect(small.frame == direction.frame(CGRect(x: 50, y: 12, width: 40, height: 30), within: 90))
  }

  @Test(arguments: Direction.allCases)
  func lastBaselineAlignmentLinesUpLastBaselines(direction: Direction) {
    // Last baseline: "aligns its arranged views based on their last baseline", which is the
    // bottom less the descender. Deep (50 × 40, descender 8): baseline at 32; shallow
    // (40 × 20, descender 2): bottom at 34, top at 14. The stack view is 40 tall.
    let deep = BaselineLabel(50, 40, descender: 8)
    let shallow = BaselineLabel(40, 20, descender: 2)
    let stack = UIStackView(arrangedSubviews: [deep, shallow])
    stack.alignment = .lastBaseline
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 90, height: 40), within: 400))
    #expect(deep.frame == direction.frame(CGRect(x: 0, y: 0, width: 50, height: 40), within: 90))
    #expect(
      shallow.frame == direction.frame(CGRect(x: 50, y: 14, width: 40, height: 20), within: 90))
  }

  @Test
  func baselineRelativeArrangementSpacesBaselines() {
    // isBaselineRelativeArrangement: "the vertical space between views are measured from the
    // last baseline of a text-based view, to the first baseline of the view below it". The
    // upper label (40 × 30, descender 6) has its last baseline at 24; 20 points below, at 44,
    // is the lower label's first baseline (ascender 12), so its top is at 32.
    let upper = BaselineLabel(40, 30, descender: 6)
    let lower = BaselineLabel(40, 25, ascender: 12)
    let stack = UIStackView(arrangedSubviews: [upper, lower])
    stack.axis = .vertical
    stack.spacing = 20
    stack.isBaselineRelativeArrangement = true
    hostUnsized(stack)
    #expect(upper.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(lower.frame == CGRect(x: 0, y: 32, width: 40, height: 25))
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 40, height: 57))
  }

  @Test
  func baselineRelativeArrangementIsIgnoredInHorizontalStacks() {
    // "This property is only used by vertical stack views": 20 points between edges.
    let left = BaselineLabel(40, 30, descender: 6)
    let right = BaselineLabel(40, 25, ascender: 12)
    let stack = UIStackView(arrangedSubviews: [left, right])
    stack.spacing = 20
    stack.alignment = .top
    stack.isBaselineRelativeArrangement = true
    hostUnsized(stack)
    #expect(right.frame == CGRect(x: 60, y: 0, width: 40, height: 25))
  }

  @Test
  func verticalStackVendsItsFirstAndLastViewsForBaselines() {
    // "A vertical stack view returns its first arranged view for viewForFirstBaselineLayout
    // and its last arranged view for viewForLastBaselineLayout."
    let a = SizedView(40, 20)
    let b = SizedView(60, 30)
    let c = SizedView(80, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.axis = .vertical
    #expect(stack.forFirstBaselineLayout === a)
    #expect(stack.forLastBaselineLayout === c)
  }

  @Test
  func verticalStackSkipsHiddenViewsForBaselines() {
    // A hidden view "no longer contributes to the layout": the first and last visible views.
    let a = SizedView(40, 20)
    let b = SizedView(60, 30)
    let c = SizedView(80, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.axis = .vertical
    a.isHidden = true
    c.isHidden = true
    #expect(stack.forFirstBaselineLayout === b)
    #expect(stack.forLastBaselineLayout === b)
  }

  @Test
  func horizontalCenteredStackVendsItsTallestView() {
    // "A horizontal stack view returns its tallest view for both the
    // viewForFirstBaselineLayout and viewForLastBaselineLayout methods": B, 30 tall.
    let a = SizedView(40, 20)
    let b = SizedView(60, 30)
    let c = SizedView(80, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.alignment = .center
    #expect(stack.forFirstBaselineLayout === b)
    #expect(stack.forLastBaselineLayout === b)
  }

  @Test
  func nestedStackVendsItsOwnBaselineView() {
    // "If the tallest view is also a stack view, it returns the result of calling
    // viewForFirstBaselineLayout or viewForLastBaselineLayout on the nested stack view." The
    // vertical inner stack (30 + 20 tall) is taller than A (20); it vends its first and last
    // views.
    let a = SizedView(40, 20)
    let top = SizedView(40, 30)
    let bottom = SizedView(40, 20)
    let inner = UIStackView(arrangedSubviews: [top, bottom])
    inner.axis = .vertical
    let stack = UIStackView(arrangedSubviews: [a, inner])
    stack.alignment = .center
    #expect(stack.forFirstBaselineLayout === top)
    #expect(stack.forLastBaselineLayout === bottom)
  }

  @Test
  func stackWithoutVisibleViewsIsItsOwnBaselineView() {
    let stack = UIStackView()
    #expect(stack.forFirstBaselineLayout === stack)
    #expect(stack.forLastBaselineLayout === stack)
  }

  @Test(arguments: Direction.allCases)
  func baselineAlignmentReachesIntoANestedStack(direction: Direction) {
    // The outer stack aligns first baselines: the label (50 × 40, ascender 22) with the inner
    // vertical stack, whose first baseline is its first label's (40 × 30, ascender 10). The
    // inner stack's top is 22 − 10 = 12 below the outer label's; it is 30 + 20 = 50 tall, so
    // the outer stack is 12 + 50 = 62 tall.
    let label = BaselineLabel(50, 40, ascender: 22)
    let first = BaselineLabel(40, 30, ascender: 10)
    let second = SizedView(40, 20)
    let inner = UIStackView(arrangedSubviews: [first, second])
    inner.axis = .vertical
    let stack = UIStackView(arrangedSubviews: [label, inner])
    stack.alignment = .firstBaseline
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 90, height: 62), within: 400))
    #expect(label.frame == direction.frame(CGRect(x: 0, y: 0, width: 50, height: 40), within: 90))
    #expect(inner.frame == direction.frame(CGRect(x: 50, y: 12, width: 40, height: 50), within: 90))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
  }
}
