import Testing
import UIKit

/// Layout guides, anchor offsets, system spacing, baselines and ambiguity.
@Suite(.checksInvariants)
@MainActor
struct AnchorsAndGuidesTests {
  // A guide between two views: a at leading 0 width 50, b at trailing 0 width 70; the guide
  // spans a.trailing … b.leading = 50 … 250 in 300, and its layoutFrame says so.
  @Test(arguments: bothDirections)
  func guideFillsTheSpaceBetweenTwoViews(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(width: 300, height: 100, direction: direction)
    let a = addConstrainedSubview(to: container)
    let b = addConstrainedSubview(to: container)
    let gap = UILayoutGuide()
    container.addLayoutGuide(gap)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 50),
      b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      b.widthAnchor.constraint(equalToConstant: 70),
      gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
      gap.topAnchor.constraint(equalTo: container.topAnchor),
      gap.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(container.layoutGuides == [gap])
    #expect(
      gap.layoutFrame == expected(CGRect(x: 50, y: 0, width: 180, height: 10), in: 300, direction))
  }

  // anchorWithOffset(to:) makes a dimension for the distance between two anchors: the gap
  // a.trailing → b.leading equals b's width. a: 0…100; b: leading 100 + w, trailing at 300 →
  // 100 + 2w = 300, w = 100.
  @Test(arguments: bothDirections)
  func offsetDimensionRelatesDistances(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(width: 300, height: 100, direction: direction)
    let a = addConstrainedSubview(to: container)
    let b = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: b.widthAnchor),
      a.topAnchor.constraint(equalTo: container.topAnchor),
      b.topAnchor.constraint(equalTo: container.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(b.frame == expected(CGRect(x: 200, y: 0, width: 100, height: 10), in: 300, direction))
  }

  // System spacing × 2 after a: 8 · 2 = 16 points.
  @Test(arguments: bothDirections)
  func systemSpacingIsEightPointsPerUnit(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let a = addConstrainedSubview(to: container)
    let b = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 40),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.widthAnchor.constraint(equalToConstant: 40),
      a.topAnchor.constraint(equalTo: container.topAnchor),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(b.frame == expected(CGRect(x: 56, y: 18, width: 40, height: 10), in: 320, direction))
  }

  // A plain view's baselines are its bottom edge: firstBaseline == a.bottom puts b's bottom
  // at a's bottom, 10 + 30 = 40.
  @Test func plainViewBaselineIsItsBottom() {
    let container = makeContainer()
    let a = addConstrainedSubview(to: container)
    let b = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      a.heightAnchor.constraint(equalToConstant: 30),
      b.heightAnchor.constraint(equalToConstant: 12),
      b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
    ])
    container.layoutIfNeeded()
    #expect(b.frame.maxY == 40)
  }

  // Two labels of 17 and 34 points aligned on their first baselines: the baselines sit one
  // ascender below each top (SF ascender 1950/2048 em: 16.186… and 32.373…), so the small
  // label's top is 32.373 − 16.186 = 16.186 below the big one's, on the pixel grid at 3×.
  @Test func labelsAlignOnTheirFirstBaselines() {
    let container = makeContainer()
    let big = UILabel()
    big.font = UIFont.systemFont(ofSize: 34)
    big.text = "Big"
    let small = UILabel()
    small.text = "small"
    _ = addConstrainedSubview(to: container, big)
    _ = addConstrainedSubview(to: container, small)
    NSLayoutConstraint.activate([
      big.topAnchor.constraint(equalTo: container.topAnchor),
      big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    container.layoutIfNeeded()
    let offset = 34.0 * 1950 / 2048 - 17.0 * 1950 / 2048
    #expect(abs(small.frame.minY - (offset * 3).rounded() / 3) < 1e-9)
  }

  @Test func viewWithOnlyASizeHasAnAmbiguousLayout() {
    let container = makeContainer()
    let loose = addConstrainedSubview(to: container)
    let pinned = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      loose.widthAnchor.constraint(equalToConstant: 10),
      loose.heightAnchor.constraint(equalToConstant: 10),
      pinned.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      pinned.topAnchor.constraint(equalTo: container.topAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 10),
      pinned.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(loose.hasAmbiguousLayout)
    #expect(!pinned.hasAmbiguousLayout)
    #expect(pinned.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func exercisingAmbiguityMovesTheView() {
    let container = makeContainer()
    let loose = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      loose.widthAnchor.constraint(equalToConstant: 10),
      loose.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    let before = loose.frame
    loose.exerciseAmbiguityInLayout()
    container.layoutIfNeeded()
    #expect(loose.frame != before)
  }

  @Test func constraintsAffectingLayoutAreFilteredByAxis() {
    let container = makeContainer()
    let view = addConstrainedSubview(to: container)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    let top = view.topAnchor.constraint(equalTo: container.topAnchor)
    NSLayoutConstraint.activate([width, top])
    #expect(view.constraintsAffectingLayout(for: .horizontal) == [width])
    #expect(view.constraintsAffectingLayout(for: .vertical) == [top])
  }

  // The legacy guides are owned by the controller's view; with no bars both sit at the edges.
  @Test func legacyLayoutGuidesAreOwnedByTheControllersView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = UIViewController()
    window.rootViewController = controller
    let content = addConstrainedSubview(to: controller.view)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
      content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(controller.topLayoutGuide.length == 0)
    #expect((controller.topLayoutGuide as? UILayoutGuide)?.owningView === controller.view)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test func descriptionsFollowUIKitsFormat() {
    let view = UIView()
    let other = UIView()
    let constraint = view.widthAnchor.constraint(
      equalTo: other.widthAnchor, multiplier: 0.5, constant: -4)
    constraint.identifier = "half"
    let text = constraint.description.replacing(/0x[0-9a-f]+/, with: "0x")
    #expect(
      text
        == "<NSLayoutConstraint:0x 'half' UIView:0x.width == 0.5*UIView:0x.width - 4   (inactive)>")
  }
}

/// Alignment rectangles: constraints place the alignment rectangle, the frame extends past it.
@Suite(.checksInvariants)
@MainActor
struct AlignmentRectTests {
  final class ShadowedView: UIView {
    override var alignmentRectInsets: UIEdgeInsets {
      UIEdgeInsets(top: 0, left: 5, bottom: 10, right: 5)
    }
  }

  // Alignment rect (20, 20, 100, 50) outset by the insets: frame (15, 20, 110, 60).
  @Test(arguments: bothDirections)
  func constraintsPlaceTheAlignmentRectangle(direction: UIUserInterfaceLayoutDirection) {
    let container = makeContainer(direction: direction)
    let view = addConstrainedSubview(to: container, ShadowedView())
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 50),
    ])
    container.layoutIfNeeded()
    #expect(
      view.frame == expected(CGRect(x: 15, y: 20, width: 110, height: 60), in: 320, direction))
    #expect(view.alignmentRect(forFrame: view.frame).size == CGSize(width: 100, height: 50))
  }
}

/// A view controller's view.
@MainActor
struct ViewControllerViewTests {
  final class CustomViewController: UIViewController {
    let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    override func loadView() { view = custom }
  }

  @Test func loadViewCanSupplyTheView() {
    let controller = CustomViewController()
    #expect(controller.view === controller.custom)
    #expect(controller.isViewLoaded)
  }

  @Test func viewSetterReplacesTheView() {
    let controller = UIViewController()
    let replacement = UIView()
    controller.view = replacement
    #expect(controller.view === replacement)
    #expect(controller.viewIfLoaded === replacement)
  }

  // The default view is the size of the main screen.
  @Test func defaultViewIsTheSizeOfTheMainScreen() {
    #expect(UIViewController().view.frame == UIScreen.main.bounds)
  }
}
