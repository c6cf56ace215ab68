import Testing
import UIKit

// Spacing between arranged subviews. The views are A 40 × 20, B 60 × 30, C 80 × 10 in a
// horizontal stack view whose size comes from its content (top and leading edges pinned), so
// that each gap shows in the frames. Right to left, the stack view sits at the container's
// right edge and its layout is the mirror image.
@Suite(.checksInvariants)
@MainActor
struct UIStackViewSpacingTests {
  private func makeStack() -> (UIStackView, SizedView, SizedView, SizedView) {
    let a = SizedView(40, 20)
    let b = SizedView(60, 30)
    let c = SizedView(80, 10)
    return (UIStackView(arrangedSubviews: [a, b, c]), a, b, c)
  }

  @Test(arguments: Direction.allCases)
  func spacingSeparatesAdjacentViews(direction: Direction) {
    // 12 points between each pair: B at 40 + 12 = 52, C at 52 + 60 + 12 = 124; the stack is
    // 204 wide.
    let (stack, a, b, c) = makeStack()
    stack.spacing = 12
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 204, height: 30), within: 400))
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 30), within: 204))
    #expect(b.frame == direction.frame(CGRect(x: 52, y: 0, width: 60, height: 30), within: 204))
    #expect(c.frame == direction.frame(CGRect(x: 124, y: 0, width: 80, height: 30), within: 204))
  }

  @Test(arguments: Direction.allCases)
  func negativeSpacingOverlapsTheViews(direction: Direction) {
    // UIStackView.h: "Use negative values to allow overlap." −10: B at 30, C at 80.
    let (stack, a, b, c) = makeStack()
    stack.spacing = -10
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 160, height: 30), within: 400))
    #expect(a.frame == direction.frame(CGRect(x: 0, y: 0, width: 40, height: 30), within: 160))
    #expect(b.frame == direction.frame(CGRect(x: 30, y: 0, width: 60, height: 30), within: 160))
    #expect(c.frame == direction.frame(CGRect(x: 80, y: 0, width: 80, height: 30), within: 160))
  }

  @Test(arguments: Direction.allCases)
  func customSpacingReplacesTheSpacingAfterOneView(direction: Direction) {
    // setCustomSpacing(_:after:): "This custom spacing takes precedence over any other value
    // that might otherwise be used for the space following the arranged subview." 30 after A,
    // 10 after B: B at 70, C at 140.
    let (stack, a, b, c) = makeStack()
    stack.spacing = 10
    stack.setCustomSpacing(30, after: a)
    hostUnsized(stack, direction: direction)
    #expect(stack.frame == direction.frame(CGRect(x: 0, y: 0, width: 220, height: 30), within: 400))
    #expect(b.frame == direction.frame(CGRect(x: 70, y: 0, width: 60, height: 30), within: 220))
    #expect(c.frame == direction.frame(CGRect(x: 140, y: 0, width: 80, height: 30), within: 220))
  }

  @Test(arguments: Direction.allCases)
  func customSpacingFollowsItsViewWhenReordered(direction: Direction) {
    // UIStackView.h: custom spacing is "Maintained when the arranged subview changes position
    // in the stack view". 30 after A, A moved last: order B, C, A with 10, 10 (and nothing
    // after A): C at 70, A at 160.
    let (stack, a, b, c) = makeStack()
    stack.spacing = 10
    stack.setCustomSpacing(30, after: a)
    stack.insertArrangedSubview(a, at: 2)
    hostUnsized(stack, direction: direction)
    #expect(stack.customSpacing(after: a) == 30)
    #expect(b.frame == direction.frame(CGRect(x: 0, y: 0, width: 60, height: 30), within: 200))
    #expect(c.frame == direction.frame(CGRect(x: 70, y: 0, width: 80, height: 30), within: 200))
    #expect(a.frame == direction.frame(CGRect(x: 160, y: 0, width: 40, height: 30), within: 200))
  }

  @Test(arguments: Direction.allCases)
  func systemSpacingIsTheStandardSpacing(direction: Direction) {
    // spacingUseSystem asks for "the system-defined spacing to the neighboring view", which
    // between sibling views is the standard 8 points (Auto Layout Guide, Visual Format
    // Language). B at 48, C at 116.
    let (stack, _, b, c) = makeStack()
    stack.spacing = UIStackView.spacingUseSystem
    hostUnsized(stack, direction: direction)
    #expect(b.frame == direction.frame(CGRect(x: 48, y: 0, width: 60, height: 30), within: 196))
    #expect(c.frame == direction.frame(CGRect(x: 116, y: 0, width: 80, height: 30), within: 196))
  }

  @Test(arguments: Direction.allCases)
  func spacingUseDefaultAsSpacingMeansNoSpacing(direction: Direction) {
    // UIStackView.h: "Setting spacing to UIStackViewSpacingUseDefault … will result in a
    // spacing of 0."
    let (stack, _, b, c) = makeStack()
    stack.spacing = UIStackView.spacingUseDefault
    hostUnsized(stack, direction: direction)
    #expect(b.frame == direction.frame(CGRect(x: 40, y: 0, width: 60, height: 30), within: 180))
    #expect(c.frame == direction.frame(CGRect(x: 100, y: 0, width: 80, height: 30), within: 180))
  }

  @Test(arguments: Direction.allCases)
  func spacingChangeRelaysOutTheViews(direction: Direction) {
    let (stack, _, b, _) = makeStack()
    stack.spacing = 10
    let container = hostUnsized(stack, direction: direction)
    stack.spacing = 20
    container.layoutIfNeeded()
    #expect(b.frame == direction.frame(CGRect(x: 60, y: 0, width: 60, height: 30), within: 220))
  }

  @Test
  func verticalSpacingSeparatesRows() {
    // Heights 20, 30, 10 with 5 points between: B at y = 25, C at y = 60.
    let (stack, _, b, c) = makeStack()
    stack.axis = .vertical
    stack.spacing = 5
    hostUnsized(stack)
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 80, height: 70))
    #expect(b.frame == CGRect(x: 0, y: 25, width: 80, height: 30))
    #expect(c.frame == CGRect(x: 0, y: 60, width: 80, height: 10))
  }

  @Test
  func customSpacingDefaultsToSpacingUseDefault() {
    // UIStackView.h: custom spacing "Defaults to UIStackViewSpacingUseDefault".
    let (stack, a, _, _) = makeStack()
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
  }

  @Test
  func customSpacingIsIgnoredForAViewThatIsNotArranged() {
    // UIStackView.h: "Ignored if arrangedSubview is not actually an arranged subview."
    let (stack, _, _, _) = makeStack()
    let stranger = UIView()
    stack.setCustomSpacing(30, after: stranger)
    #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
  }

  @Test
  func customSpacingIsForgottenWhenTheViewStopsBeingArranged() {
    // UIStackView.h: custom spacing is not maintained "after it is removed from the
    // arrangedSubviews list".
    let (stack, a, _, _) = makeStack()
    stack.setCustomSpacing(30, after: a)
    stack.removeArrangedSubview(a)
    stack.addArrangedSubview(a)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
  }
}
