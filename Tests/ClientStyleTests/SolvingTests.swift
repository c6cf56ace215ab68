import Testing
import UIKit

/// How the engine resolves what the constraints leave open, as Auto Layout on iOS does: an
/// inequality alone is satisfied with equality, a variable nothing constrains is 0, and a
/// higher priority wins.
@MainActor
struct SolvingTests {
  /// A 300 × 400 container with one subview that uses constraints.
  private func makeContainer<View: UIView>(with child: View) -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    return container
  }

  @Test func minimumWidthResolvesTight() {
    let child = UIView()
    let container = makeContainer(with: child)
    child.pin.makeConstraints { make in
      make.make(.left, to: container)
      make.make(.top, to: container)
      make.make(.height, constant: 10)
      make.make(.width, .greaterThanOrEqual, constant: 100)
    }
    container.layoutIfNeeded()
    // width ≥ 100 and nothing else on the width: the width is its minimum, 100.
    #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
  }

  @Test func minimumInsetResolvesTight() {
    let child = UIView()
    let container = makeContainer(with: child)
    child.pin.makeConstraints { make in
      make.make(.left, .greaterThanOrEqual, to: container, constant: 20)
      make.make(.top, .greaterThanOrEqual, to: container, constant: 30)
      make.size(CGSize(width: 50, height: 60))
    }
    container.layoutIfNeeded()
    // left ≥ 20 and top ≥ 30 alone: x = 20, y = 30.
    #expect(child.frame == CGRect(x: 20, y: 30, width: 50, height: 60))
  }

  @Test func maximumWidthBelowAPreferenceResolvesTight() {
    let child = UIView()
    let container = makeContainer(with: child)
    child.pin.makeConstraints { make in
      make.make(.left, to: container)
      make.make(.top, to: container)
      make.make(.height, constant: 10)
      make.make(.width, .lessThanOrEqual, constant: 120)
      make.make(.width, constant: 200, priority: .defaultLow)
    }
    container.layoutIfNeeded()
    // width ≤ 120 (required) against width = 200 (250): the width comes as close as it may.
    #expect(child.frame.width == 120)
  }

  @Test func unconstrainedPositionIsZero() {
    let child = UIView()
    let container = makeContainer(with: child)
    child.pin.makeConstraints { make in
      make.size(CGSize(width: 40, height: 30))
    }
    container.layoutIfNeeded()
    // Only the size is constrained; the origin in the superview is (0, 0).
    #expect(child.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
  }

  @Test func unconstrainedSizeIsZero() {
    let child = UIView()
    let container = makeContainer(with: child)
    child.pin.makeConstraints { make in
      make.make(.left, to: container, constant: 10)
      make.make(.top, to: container, constant: 20)
    }
    container.layoutIfNeeded()
    // A plain view has no intrinsic size, so with only its origin constrained it is 0 × 0.
    #expect(child.frame == CGRect(x: 10, y: 20, width: 0, height: 0))
  }

  @Test func intrinsicContentSizeSizesTheView() {
    let child = TestView(contentSize: CGSize(width: 60, height: 25))
    let container = makeContainer(with: child)
    child.pin.makeConstraints { make in
      make.make(.left, to: container, constant: 10)
      make.make(.top, to: container, constant: 20)
    }
    container.layoutIfNeeded()
    // Hugging and compression resistance hold the view at its intrinsic size, 60 × 25.
    #expect(child.frame == CGRect(x: 10, y: 20, width: 60, height: 25))
  }

  @Test func requiredBeatsRequiredMinusOne() {
    let child = UIView()
    let container = makeContainer(with: child)
    child.pin.makeConstraints { make in
      make.make(.width, constant: 100)
      make.make(.width, constant: 300, priority: .required - 1)
      make.make(.height, constant: 10)
    }
    container.layoutIfNeeded()
    // 1000 beats 999: 100.
    #expect(child.frame.width == 100)
  }

  @Test func defaultHighBeatsDefaultLow() {
    let child = UIView()
    let container = makeContainer(with: child)
    child.pin.makeConstraints { make in
      make.make(.width, constant: 200, priority: .defaultLow)
      make.make(.width, constant: 100, priority: .defaultHigh)
      make.make(.height, constant: 10)
    }
    container.layoutIfNeeded()
    // 750 beats 250: 100.
    #expect(child.frame.width == 100)
  }

  @Test func compressionResistanceBeatsALowPriorityMaximum() {
    let child = TestView(contentSize: CGSize(width: 80, height: 20))
    let container = makeContainer(with: child)
    child.pin.makeConstraints { make in
      make.make(.width, .lessThanOrEqual, constant: 50, priority: .defaultLow)
    }
    container.layoutIfNeeded()
    // width ≤ 50 at 250 against compression resistance (width ≥ 80 at 750): 80.
    #expect(child.frame.width == 80)
  }

  @Test func requiredMinusOneBeatsCompressionResistance() {
    let child = TestView(contentSize: CGSize(width: 80, height: 20))
    let container = makeContainer(with: child)
    child.pin.makeConstraints { make in
      make.make(.width, .lessThanOrEqual, constant: 50, priority: .required - 1)
    }
    container.layoutIfNeeded()
    // width ≤ 50 at 999 against compression resistance at 750: 50.
    #expect(child.frame.width == 50)
  }

  @Test func aMinimumJustAboveHuggingStretchesTheView() {
    let child = TestView(contentSize: CGSize(width: 80, height: 20))
    let container = makeContainer(with: child)
    child.pin.makeConstraints { make in
      make.make(.width, .greaterThanOrEqual, constant: 120, priority: .defaultLow + 1)
    }
    container.layoutIfNeeded()
    // width ≥ 120 at 251 against hugging (width ≤ 80 at 250): 120.
    #expect(child.frame.width == 120)
  }

  @Test func loweredHuggingLetsTheViewStretch() {
    let child = TestView(contentSize: CGSize(width: 80, height: 20))
    let container = makeContainer(with: child)
    child.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
    child.pin.makeConstraints { make in
      make.make(.width, constant: 150, priority: .defaultLow)
    }
    container.layoutIfNeeded()
    // width = 150 at 250 against hugging at 50: 150.
    #expect(child.frame.width == 150)
    #expect(child.contentHuggingPriority(for: .horizontal) == .fittingSizeLevel)
  }

  @Test func dimensionMultiplierScalesTheOtherDimension() {
    let child = UIView()
    let container = makeContainer(with: child)
    proportion(child.widthAnchor, of: container.widthAnchor, 0.5, constant: 10)
    proportion(child.heightAnchor, of: child.widthAnchor, 2)
    container.layoutIfNeeded()
    // width = 300 × 0.5 + 10 = 160; height = 2 × 160 = 320.
    #expect(child.frame == CGRect(x: 0, y: 0, width: 160, height: 320))
  }

  @Test func anchorsOfExactTypesChainVertically() {
    let first = TestView(contentSize: CGSize(width: 50, height: 30))
    let container = makeContainer(with: first)
    let second = TestView(contentSize: CGSize(width: 50, height: 20))
    container.addSubview(second)
    second.translatesAutoresizingMaskIntoConstraints = false
    let top: NSLayoutYAxisAnchor = container.topAnchor
    let firstBottom: NSLayoutYAxisAnchor = first.bottomAnchor
    let width: NSLayoutDimension = second.widthAnchor
    constrain(first.topAnchor, .equal, top, constant: 10)
    verticalSpacing(from: firstBottom, to: second.topAnchor, 8)
    constrain(width, .equal, first.widthAnchor, constant: 30)
    container.layoutIfNeeded()
    // first: y = 10, 30 tall; second: y = 10 + 30 + 8 = 48, 50 + 30 = 80 wide, 20 tall.
    #expect(first.frame == CGRect(x: 0, y: 10, width: 50, height: 30))
    #expect(second.frame == CGRect(x: 0, y: 48, width: 80, height: 20))
  }
}
