import Testing

@testable import UIKit

/// Safe-area propagation (WWDC 2018 session 235; Apple, UIView.safeAreaInsets).
@Suite(.checksInvariants)
@MainActor
struct SafeAreaTests {
  /// A window of the given size whose device insets are `insets`, with a plain root controller.
  private func hostedRoot(
    width: CGFloat = 375, height: CGFloat = 812, insets: UIEdgeInsets
  ) -> (UIWindow, UIViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.deviceSafeAreaInsets = insets
    let controller = UIViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (window, controller)
  }

  private func subview(of parent: UIView, frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    parent.addSubview(view)
    parent.window?.layoutIfNeeded()
    return view
  }

  // The root view takes the window's insets.
  @Test func rootViewTakesTheDevicesInsets() {
    let (window, controller) = hostedRoot(
      insets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    withExtendedLifetime(window) {}
  }

  // Root (44, 0, 0, 0): a subview at y = 10 overlaps the unsafe strip by 34; at y = −20 the
  // inset stops at the parent's 44; at x = −10 the parent has no left inset, so 0 (WWDC 2018
  // session 235; PinLayout's "transluscent navigationbar" tests).
  @Test(arguments: [
    (
      CGRect(x: 0, y: 10, width: 100, height: 100),
      UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0)
    ),
    (
      CGRect(x: 0, y: -20, width: 100, height: 100),
      UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    ),
    (CGRect(x: -10, y: 100, width: 100, height: 100), UIEdgeInsets.zero),
  ])
  func subviewInsetIsItsOverlapCappedByTheParent(frame: CGRect, insets: UIEdgeInsets) {
    let (window, controller) = hostedRoot(
      insets: UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    let view = subview(of: controller.view, frame: frame)
    #expect(view.safeAreaInsets == insets)
    #expect(view.window === window)
  }

  // A child placed at its parent's safe top has no inset.
  @Test func childBelowItsParentsSafeTopHasNoInset() {
    let (window, controller) = hostedRoot(
      insets: UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    let parent = subview(of: controller.view, frame: CGRect(x: 0, y: 10, width: 200, height: 200))
    let child = subview(of: parent, frame: CGRect(x: 0, y: 34, width: 50, height: 50))
    #expect(child.safeAreaInsets == .zero)
    withExtendedLifetime(window) {}
  }

  // iPhone 14 Pro root (59, 0, 34, 0): a subview pinned to every edge has the same insets;
  // with a top constant of 20 the top is 39 (CSL, docs/sources.md).
  @Test(arguments: [(CGFloat(0), CGFloat(59)), (20, 39)])
  func pinnedSubviewInheritsTheRootsInsets(topConstant: CGFloat, top: CGFloat) {
    let (window, controller) = hostedRoot(
      width: 393, height: 852, insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(view)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: topConstant),
      view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      view.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(view.safeAreaInsets == UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0))
  }

  // Apple: "If the view is not currently installed in a view hierarchy … the edge insets in this
  // property are 0", and the guide matches the view's edges.
  @Test func viewOutsideAWindowHasNoSafeArea() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.layoutIfNeeded()
    #expect(view.safeAreaInsets == .zero)
    #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
  }

  // The safe-area guide is the bounds inset by the insets: (0, 59, 393, 759) on an iPhone 14
  // Pro root (FLUTTER-120682, docs/sources.md).
  @Test func safeAreaGuideIsTheBoundsInsetByTheInsets() {
    let (window, controller) = hostedRoot(
      width: 393, height: 852, insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(
      controller.view.safeAreaLayoutGuide.layoutFrame
        == CGRect(x: 0, y: 59, width: 393, height: 759))
    withExtendedLifetime(window) {}
  }

  // Constraints to the safe-area guide follow it: a view pinned to the guide's top and bottom
  // spans 59 … 818.
  @Test(arguments: bothDirections)
  func viewPinnedToTheSafeAreaGuide(direction: UIUserInterfaceLayoutDirection) {
    let (window, controller) = hostedRoot(
      width: 393, height: 852, insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    controller.view.semanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(view)
    let guide = controller.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    #expect(
      view.frame == expected(CGRect(x: 10, y: 59, width: 100, height: 759), in: 393, direction))
  }

  final class CountingView: UIView {
    var changes = 0
    override func safeAreaInsetsDidChange() { changes += 1 }
  }

  // WWDC 2018 session 235: a view moved step by step out of its parent's safe area — the inset
  // grows with the overlap, stops at the parent's, and the callback fires once per change.
  @Test func insetGrowsWithTheOverlapAndStopsAtTheParents() {
    let (window, controller) = hostedRoot(
      insets: UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    let view = CountingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    controller.view.addSubview(view)
    var tops: [CGFloat] = []
    for y in [100, 60, 30, 0, -30, -100] as [CGFloat] {
      view.frame.origin.y = y
      window.layoutIfNeeded()
      tops.append(view.safeAreaInsets.top)
    }
    #expect(tops == [0, 0, 14, 44, 44, 44])
    #expect(view.changes == 2)
  }

  // additionalSafeAreaInsets add to the root's: 20 + 120 = 140; a negative value subtracts and
  // an edge stops at zero.
  @Test func additionalInsetsAddToTheRootsAndStopAtZero() {
    let (window, controller) = hostedRoot(
      insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 120, left: 0, bottom: -10, right: 5)
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 140, left: 0, bottom: 0, right: 5))
  }

  final class CountingController: UIViewController {
    var changes = 0
    override func viewSafeAreaInsetsDidChange() { changes += 1 }
  }

  @Test func controllerHearsOfItsViewsSafeAreaChanges() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let controller = CountingController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(controller.changes == 1)
  }

  // A scale transform keeps the last insets (Apple DTS: propagation to a view with a scale or
  // rotation transform is not supported).
  @Test func scaledViewKeepsItsLastInsets() {
    let (window, controller) = hostedRoot(
      insets: UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    let view = subview(of: controller.view, frame: CGRect(x: 0, y: 10, width: 100, height: 100))
    #expect(view.safeAreaInsets.top == 34)
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    view.center.y = 300
    window.layoutIfNeeded()
    #expect(view.safeAreaInsets.top == 34)
  }
}

/// The safe-area guide follows every change of the insets, back to earlier values too.
@Suite(.checksInvariants)
@MainActor
struct SafeAreaGuideChangeTests {
  // A row on the guide's top: 0 before the window has insets, 62 with them, 0 again in
  // landscape, where the top inset is gone (the pin's constant returns to its first value).
  @Test func rowOnTheGuideFollowsInsetsThatReturnToAnEarlierValue() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
    let controller = UIViewController()
    let guide = controller.view.safeAreaLayoutGuide
    let row = UIView()
    row.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: guide.topAnchor),
      row.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      row.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 0, y: 0, width: 402, height: 20))
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
    window.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 0, y: 62, width: 402, height: 20))
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62)
    window.frame = CGRect(x: 0, y: 0, width: 874, height: 402)
    window.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 62, y: 0, width: 750, height: 20))
  }
}
