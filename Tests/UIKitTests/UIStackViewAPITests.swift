import Testing
import UIKit

// UIStackView's API surface: defaults, raw values, constants and the arranged-subviews list
// (UIStackView.h and Apple's UIStackView documentation).
@Suite(.checksInvariants)
@MainActor
struct UIStackViewAPITests {
  @Test
  func defaultsMatchUIKit() {
    // UIStackView.h and the Xcode defaults: horizontal, fill, fill, no spacing, both
    // arrangement flags off (isBaselineRelativeArrangement: "The default value is false").
    let stack = UIStackView()
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isBaselineRelativeArrangement)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.arrangedSubviews.isEmpty)
  }

  @Test(arguments: [
    (UIStackView.Distribution.fill, 0), (.fillEqually, 1), (.fillProportionally, 2),
    (.equalSpacing, 3), (.equalCentering, 4),
  ])
  func distributionRawValuesMatchUIKit(distribution: UIStackView.Distribution, rawValue: Int) {
    // UIStackView.h: `UIStackViewDistributionFill = 0` and the rest in order.
    #expect(distribution.rawValue == rawValue)
  }

  @Test(arguments: [
    (UIStackView.Alignment.fill, 0), (.leading, 1), (.top, 1), (.firstBaseline, 2), (.center, 3),
    (.trailing, 4), (.bottom, 4), (.lastBaseline, 5),
  ])
  func alignmentRawValuesMatchUIKit(alignment: UIStackView.Alignment, rawValue: Int) {
    // UIStackView.h: Fill, Leading, Top = Leading, FirstBaseline, Center, Trailing,
    // Bottom = Trailing, LastBaseline.
    #expect(alignment.rawValue == rawValue)
  }

  @Test
  func spacingConstantsAreFloatExtremes() {
    // UIStackView.h: `UIStackViewSpacingUseDefault = FLT_MAX`,
    // `UIStackViewSpacingUseSystem = FLT_MIN` (the smallest normal float, 1.17549435e-38).
    #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
  }

  @Test
  func initWithArrangedSubviewsAddsThemAsSubviews() {
    // init(arrangedSubviews:): "Adds views as subviews of the receiver."
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.arrangedSubviews == [a, b])
    #expect(stack.subviews == [a, b])
  }

  @Test
  func arrangedSubviewsStopTranslatingAutoresizingMasks() {
    // The stack view lays its arranged subviews out with constraints.
    let view = UIView()
    let stack = UIStackView()
    stack.addArrangedSubview(view)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
  }

  @Test
  func addingAnExistingSubviewKeepsTheSubviewOrder() {
    // addArrangedSubview: "Does not affect the subview ordering if view is already a subview
    // of the receiver."
    let a = UIView()
    let b = UIView()
    let stack = UIStackView()
    stack.addSubview(a)
    stack.addSubview(b)
    stack.addArrangedSubview(b)
    stack.addArrangedSubview(a)
    #expect(stack.subviews == [a, b])
    #expect(stack.arrangedSubviews == [b, a])
  }

  @Test
  func insertArrangedSubviewPlacesTheViewAtTheIndex() {
    // insertArrangedSubview(_:at:) shifts the views at and after the index; a new subview is
    // appended to `subviews`.
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.insertArrangedSubview(c, at: 1)
    #expect(stack.arrangedSubviews == [a, c, b])
    #expect(stack.subviews == [a, b, c])
  }

  @Test
  func insertingAnArrangedViewMovesItInTheStackOnly() {
    // UIStackView.h: "Updates the stack index (but not the subview index) of the arranged
    // subview if it's already in the arrangedSubviews list."
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.insertArrangedSubview(c, at: 0)
    #expect(stack.arrangedSubviews == [c, a, b])
    #expect(stack.subviews == [a, b, c])
  }

  @Test
  func removeArrangedSubviewKeepsTheSubview() {
    // "Removing a view from the arrangedSubviews array doesn't remove it as a subview."
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews == [b])
    #expect(stack.subviews == [a, b])
  }

  @Test
  func removeFromSuperviewRemovesTheArrangedSubview() {
    // "When a subview is removed from the stack view, the stack view also removes it from the
    // arrangedSubviews array."
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews == [b])
    #expect(stack.subviews == [b])
  }

  @Test
  func movingAnArrangedViewToAnotherStackRearrangesIt() {
    // Adding a view elsewhere removes it from its old superview, and so from its old stack.
    let view = UIView()
    let old = UIStackView(arrangedSubviews: [view])
    let new = UIStackView()
    new.addArrangedSubview(view)
    #expect(old.arrangedSubviews.isEmpty)
    #expect(new.arrangedSubviews == [view])
  }

  @Test
  func stackViewHasNoIntrinsicContentSize() {
    // The stack view's size comes from its arranged subviews' constraints, not from an
    // intrinsic size of its own.
    let stack = UIStackView(arrangedSubviews: [SizedView(40, 20)])
    #expect(
      stack.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }
}
