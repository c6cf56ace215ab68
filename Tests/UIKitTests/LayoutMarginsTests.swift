import Testing

@testable import UIKit

/// Effective layout margins and the readable content guide (Apple, UIView.layoutMargins and
/// UIView.readableContentGuide).
@Suite(.checksInvariants)
@MainActor
struct LayoutMarginsTests {
  private func hostedRoot(
    width: CGFloat, height: CGFloat, insets: UIEdgeInsets
  ) -> (UIWindow, UIViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.deviceSafeAreaInsets = insets
    let controller = UIViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (window, controller)
  }

  private let iPhone8Insets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
  private let iPhoneXInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

  @Test func plainViewsHaveEightPointMargins() {
    #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  // A root view on a 375-wide iPhone 8: top = safe top 20, sides the system minimum 16, bottom 0
  // (measured iOS 14–16 roots: Tests/BezelTests/Fixtures/RootGeometry.swift).
  @Test func rootViewMarginsAreTheSafeAreaPlusTheSystemMinimum() {
    let (window, controller) = hostedRoot(width: 375, height: 667, insets: iPhone8Insets)
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    withExtendedLifetime(window) {}
  }

  // Content pinned to the root's margins on an iPhone 8: x = 16, width 375 − 32 = 343; with the
  // sides set to 64: x = 64, width 247 (SMART-cn, docs/sources.md).
  @Test(arguments: bothDirections)
  func contentFollowsTheRootsMargins(direction: UIUserInterfaceLayoutDirection) {
    let (window, controller) = hostedRoot(width: 375, height: 667, insets: iPhone8Insets)
    controller.view.semanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(content)
    let margins = controller.view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      content.topAnchor.constraint(equalTo: margins.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 16, y: 20, width: 343, height: 10))
    controller.view.layoutMargins = UIEdgeInsets(top: 0, left: 64, bottom: 0, right: 64)
    window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 64, y: 20, width: 247, height: 10))
  }

  // CNB (docs/sources.md): directional margins set to zero keep the system minimum (0, 16, 0, 16)
  // on top of the iPhone X safe area; without respecting the minimum they reach the safe area.
  @Test func zeroMarginsKeepTheSystemMinimumUnlessTheControllerOptsOut() {
    let (window, controller) = hostedRoot(width: 375, height: 812, insets: iPhoneXInsets)
    controller.view.directionalLayoutMargins = .zero
    window.layoutIfNeeded()
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    window.layoutIfNeeded()
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(
      controller.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
  }

  // SO 47003878: an own top margin of 28 under a 20-point safe area reads back 48 (additive);
  // with insetsLayoutMarginsFromSafeArea off it stays 28.
  @Test func marginsAddTheSafeArea() {
    let (window, controller) = hostedRoot(width: 375, height: 667, insets: iPhone8Insets)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    header.layoutMargins = UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8)
    controller.view.addSubview(header)
    window.layoutIfNeeded()
    #expect(header.safeAreaInsets.top == 20)
    #expect(header.layoutMargins.top == 48)
    header.insetsLayoutMarginsFromSafeArea = false
    #expect(header.layoutMargins.top == 28)
  }

  // The getter returns the effective margins and the setter stores the view's own, so a
  // read-modify-write stores the safe-area part as well: `layoutMargins.left = 64` on that header
  // stores an own top of 48, which reads back as 48 + 20 = 68.
  @Test func readModifyWriteStoresTheEffectiveValues() {
    let (window, controller) = hostedRoot(width: 375, height: 667, insets: iPhone8Insets)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    header.layoutMargins = UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8)
    controller.view.addSubview(header)
    window.layoutIfNeeded()
    header.layoutMargins.left = 64
    #expect(header.layoutMargins == UIEdgeInsets(top: 68, left: 64, bottom: 8, right: 8))
  }

  // A view flush with a root whose margins are 16, with its own 8: its content starts at 8, or at
  // 16 when it preserves its superview's margins ("the smallest amount needed"; Apple,
  // UIView.preservesSuperviewLayoutMargins).
  @Test func preservingTheSuperviewsMarginsRaisesOnlyWhatIsNeeded() {
    let (window, controller) = hostedRoot(width: 375, height: 667, insets: iPhone8Insets)
    let red = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
    controller.view.addSubview(red)
    window.layoutIfNeeded()
    #expect(red.layoutMargins.left == 8)
    red.preservesSuperviewLayoutMargins = true
    #expect(red.layoutMargins.left == 16)
    red.frame.origin.x = 4
    #expect(red.layoutMargins.left == 12)
    red.frame.origin.x = 20
    #expect(red.layoutMargins.left == 8)
  }

  // Directional margins follow the layout direction: leading 20 is the right margin in
  // right-to-left layouts.
  @Test func directionalMarginsSwapInRightToLeft() {
    let view = UIView()
    view.semanticContentAttribute = .forceRightToLeft
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 20, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 20))
    view.semanticContentAttribute = .forceLeftToRight
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 3, right: 4))
  }

  final class MarginsView: UIView {
    var changes = 0
    override func layoutMarginsDidChange() { changes += 1 }
  }

  @Test func layoutMarginsDidChangeFiresOncePerChange() {
    let view = MarginsView()
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.changes == 1)
  }

  // Apple, "Positioning content within layout margins": content tied to a superview's margins moves
  // when the margins change later.
  @Test func contentFollowsMarginsChangedLater() {
    let container = makeContainer(width: 300, height: 300)
    let content = addConstrainedSubview(to: container)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      content.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
      content.widthAnchor.constraint(equalToConstant: 10),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(content.frame.origin == CGPoint(x: 8, y: 8))
    container.layoutMargins = UIEdgeInsets(top: 30, left: 40, bottom: 0, right: 0)
    container.layoutIfNeeded()
    #expect(content.frame.origin == CGPoint(x: 40, y: 30))
  }

  // A 1024 × 768 iPad in landscape: margins 20 on the sides (984 wide), readable width 664 at
  // Large, centred: inset 20 + (984 − 664) / 2 = 180 (measured iOS 14–16: RootGeometry.swift).
  @Test func readableGuideIsCentredInWideMargins() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    window.windowTraitCollection = UITraitCollection(
      horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad,
      layoutDirection: .leftToRight, preferredContentSizeCategory: .large, displayScale: 2)
    let controller = UIViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(
      controller.view.readableContentGuide.layoutFrame
        == CGRect(x: 180, y: 20, width: 664, height: 748))
  }

  // On a 375-wide phone the margins (343) are narrower than the readable width: the guide is
  // the margins guide.
  @Test func readableGuideIsTheMarginsOnANarrowPhone() {
    let (window, controller) = hostedRoot(width: 375, height: 667, insets: iPhone8Insets)
    #expect(
      controller.view.readableContentGuide.layoutFrame
        == controller.view.layoutMarginsGuide.layoutFrame)
    withExtendedLifetime(window) {}
  }

  // The readable width never narrows as the text grows (Bezel's model, 664 at Large).
  @Test func readableWidthGrowsWithTheContentSizeCategory() {
    let widths = UIContentSizeCategory.ordered.map { ReadableWidth.width(for: $0) }
    #expect(ReadableWidth.width(for: .large) == 664)
    #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 })
  }
}
