import Testing

@testable import UIKit

/// Intrinsic content size, hugging, compression resistance and fitting.
@Suite(.checksInvariants)
@MainActor
struct IntrinsicSizeTests {
  // Views made in code hug at 250 and resist compression at 750 (objc.io, "Advanced Auto Layout
  // Toolbox").
  @Test func defaultPrioritiesForViewsMadeInCode() {
    let view = UIView()
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  // Test case 43: a {100, 30} view with only a position takes its intrinsic size.
  @Test(arguments: bothDirections)
  func intrinsicSizeSizesAnUnconstrainedView(direction: UIUserInterfaceLayoutDirection) {
    let root = makeContainer(direction: direction)
    let label = addConstrainedSubview(to: root, IntrinsicView(100, 30))
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(
      label.frame == expected(CGRect(x: 20, y: 20, width: 100, height: 30), in: 320, direction))
  }

  // Two views share 300 points; the one that hugs less (249) stretches: 300 − 100 = 200 for it,
  // 100 for the other.
  @Test(arguments: bothDirections)
  func lowerHuggingStretchesFirst(direction: UIUserInterfaceLayoutDirection) {
    let root = makeContainer(width: 300, height: 100, direction: direction)
    let hugger = addConstrainedSubview(to: root, IntrinsicView(100, 20))
    let stretcher = addConstrainedSubview(to: root, IntrinsicView(100, 20))
    stretcher.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    NSLayoutConstraint.activate([
      hugger.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stretcher.leadingAnchor.constraint(equalTo: hugger.trailingAnchor),
      stretcher.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      hugger.topAnchor.constraint(equalTo: root.topAnchor),
      stretcher.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(
      hugger.frame == expected(CGRect(x: 0, y: 0, width: 100, height: 20), in: 300, direction))
    #expect(
      stretcher.frame == expected(CGRect(x: 100, y: 0, width: 200, height: 20), in: 300, direction))
  }

  // Two 200-wide views in 300 points; the one with lower compression resistance (749) gives
  // way: 300 − 200 = 100.
  @Test(arguments: bothDirections)
  func lowerCompressionResistanceShrinksFirst(direction: UIUserInterfaceLayoutDirection) {
    let root = makeContainer(width: 300, height: 100, direction: direction)
    let keeper = addConstrainedSubview(to: root, IntrinsicView(200, 20))
    let yielder = addConstrainedSubview(to: root, IntrinsicView(200, 20))
    yielder.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    NSLayoutConstraint.activate([
      keeper.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      yielder.leadingAnchor.constraint(equalTo: keeper.trailingAnchor),
      yielder.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      keeper.topAnchor.constraint(equalTo: root.topAnchor),
      yielder.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(keeper.frame.width == 200)
    #expect(
      yielder.frame == expected(CGRect(x: 200, y: 0, width: 100, height: 20), in: 300, direction))
  }

  @Test func invalidatingTheIntrinsicSizeRelaysOut() {
    let root = makeContainer()
    let view = IntrinsicView(40, 10)
    _ = addConstrainedSubview(to: root, view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    view.size = CGSize(width: 60, height: 15)
    view.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 60, height: 15))
  }

  // Apple: systemLayoutSizeFitting returns the size closest to the target that satisfies the
  // constraints. Content 100 × 30 plus 10-point padding on every side → 120 × 50, whatever the
  // view's own frame.
  @Test func compressedFittingSizeWrapsTheContent() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    let content = addConstrainedSubview(to: card, IntrinsicView(100, 30))
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
      content.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
    ])
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 120, height: 50))
    #expect(card.frame.size == CGSize(width: 375, height: 600))
  }

  // A view whose frame pins conflict with a required width of 50 has its width pin left out.
  // Measured, it is free of all its pins, the broken ones included: 50 wide, and as short as
  // the fitting priority pulls it, 0, not the 80 of its frame; and measuring leaves none of
  // them behind in the solver.
  @Test func fittingAViewWithBrokenPinsIgnoresItsFrame() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = addConstrainedSubview(to: root)
    view.widthAnchor.constraint(equalToConstant: 50).isActive = true
    root.layoutIfNeeded()
    _ = UIKitDiagnostics.capturing {
      view.translatesAutoresizingMaskIntoConstraints = true
      view.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
      root.layoutIfNeeded()
    }
    let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 50, height: 0))
    #expect(root.invariantViolations().isEmpty)
  }

  // Width required at 375, height as small as possible: 375 × 50.
  @Test func fittingWithARequiredWidth() {
    let card = UIView()
    let content = addConstrainedSubview(to: card, IntrinsicView(100, 30))
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
      content.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
    ])
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 375, height: 50))
  }

  // Test case 46.
  @Test func fittingConstants() {
    #expect(UIView.layoutFittingCompressedSize == CGSize(width: 0, height: 0))
    #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10000, height: 10000))
    #expect(UIView.noIntrinsicMetric == -1)
  }
}
