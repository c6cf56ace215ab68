import Testing

@testable import UIKit

/// UIScrollView geometry, adjusted content insets and Auto Layout inside scroll views (WWDC 2018
/// session 235).
@Suite(.checksInvariants)
@MainActor
struct ScrollViewTests {
  private let iPhoneXInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

  /// A full-screen scroll view as the first subview of a root controller's view on a window
  /// with the given device insets.
  private func hostedScrollView(
    insets: UIEdgeInsets, contentHeight: CGFloat
  ) -> (UIWindow, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.deviceSafeAreaInsets = insets
    let controller = UIViewController()
    window.rootViewController = controller
    let scrollView = UIScrollView(frame: controller.view.bounds)
    scrollView.contentSize = CGSize(width: 375, height: contentHeight)
    controller.view.addSubview(scrollView)
    window.layoutIfNeeded()
    return (window, scrollView)
  }

  // WWDC 2018 session 235: a 400-point scroll view over 500 points of content scrolls from 0 to
  // 100; a top inset of 20 moves the start to −20 and leaves the end at 100.
  @Test func offsetRangeFollowsTheContentAndTheInsets() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.contentSize = CGSize(width: 300, height: 500)
    #expect(scrollView.offsetRange.min.y == 0)
    #expect(scrollView.offsetRange.max.y == 100)
    scrollView.contentInset.top = 20
    #expect(scrollView.offsetRange.min.y == -20)
    #expect(scrollView.offsetRange.max.y == 100)
    #expect(scrollView.contentOffset == .zero)
  }

  @Test func contentOffsetIsTheBoundsOrigin() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentOffset = CGPoint(x: 0, y: 250)
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 250))
    scrollView.setContentOffset(CGPoint(x: 0, y: -900), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -900))
  }

  // UIScrollView.h: on an iPhone X root, content taller than the frame scrolls vertically, so
  // .scrollableAxes and .automatic add the top and bottom safe area; .always adds it whatever the
  // content; .never adds nothing.
  @Test(arguments: [
    (
      UIScrollView.ContentInsetAdjustmentBehavior.automatic, CGFloat(2000),
      UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    ),
    (.scrollableAxes, 2000, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
    (.scrollableAxes, 100, UIEdgeInsets.zero),
    (.automatic, 100, UIEdgeInsets.zero),
    (.always, 100, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
    (.never, 2000, UIEdgeInsets.zero),
  ])
  func adjustedInsetFollowsTheBehavior(
    behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentHeight: CGFloat,
    adjusted: UIEdgeInsets
  ) {
    let (window, scrollView) = hostedScrollView(insets: iPhoneXInsets, contentHeight: contentHeight)
    scrollView.contentInsetAdjustmentBehavior = behavior
    window.layoutIfNeeded()
    #expect(scrollView.adjustedContentInset == adjusted)
  }

  // The app's inset adds to the system's: 60 + 44.
  @Test func adjustedInsetAddsTheAppsInset() {
    let (window, scrollView) = hostedScrollView(insets: iPhoneXInsets, contentHeight: 2000)
    scrollView.contentInset = UIEdgeInsets(top: 60, left: 0, bottom: -10, right: 0)
    window.layoutIfNeeded()
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 104, left: 0, bottom: 24, right: 0))
  }

  // Always bouncing vertically counts as scrolling vertically.
  @Test func alwaysBounceVerticalAdjustsTopAndBottom() {
    let (window, scrollView) = hostedScrollView(insets: iPhoneXInsets, contentHeight: 100)
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    scrollView.alwaysBounceVertical = true
    window.layoutIfNeeded()
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  }

  // A scroll view at rest at its top when the system inset appears moves to −44, so its content
  // starts below the unsafe area; an inset the app sets leaves the offset alone.
  @Test func restingScrollViewFollowsTheAutomaticTopInset() {
    let (window, scrollView) = hostedScrollView(insets: .zero, contentHeight: 2000)
    #expect(scrollView.contentOffset.y == 0)
    window.deviceSafeAreaInsets = iPhoneXInsets
    window.layoutIfNeeded()
    #expect(scrollView.contentOffset.y == -44)
    scrollView.contentInset.top = 20
    #expect(scrollView.contentOffset.y == -44)
  }

  // WWDC 2018 session 235: a scroll view does not pass on the edges it absorbs; with .never it
  // passes the safe area on like any view, and its subviews' margins grow. The 2000-point
  // content reaches past both unsafe strips: 44 at the top, 34 at the bottom.
  @Test func absorbedEdgesAreNotPassedToSubviews() {
    let (window, scrollView) = hostedScrollView(insets: iPhoneXInsets, contentHeight: 2000)
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
    scrollView.addSubview(content)
    window.layoutIfNeeded()
    #expect(content.safeAreaInsets == .zero)
    #expect(content.layoutMargins.top == 8)
    scrollView.contentInsetAdjustmentBehavior = .never
    window.layoutIfNeeded()
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(content.layoutMargins.top == 52)
  }

  final class InsetRecorder: UIScrollView {
    var changes = 0
    override func adjustedContentInsetDidChange() {
      super.adjustedContentInsetDidChange()
      changes += 1
    }
  }

  @Test func adjustedInsetCallbackFiresOncePerChange() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.deviceSafeAreaInsets = iPhoneXInsets
    let controller = UIViewController()
    window.rootViewController = controller
    let scrollView = InsetRecorder(frame: controller.view.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    controller.view.addSubview(scrollView)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(scrollView.changes == 1)
  }

  final class Delegate: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  }

  @Test func delegateHearsOfScrolling() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let delegate = Delegate()
    scrollView.delegate = delegate
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    #expect(delegate.scrolls == 1)
  }

  // TN2154: leading 100 + width 200 + trailing 500 → content width 800; top 131 + height 200 +
  // bottom 269 → content height 600. The subview sits at (100, 131) in content coordinates.
  @Test(arguments: bothDirections)
  func constraintsToTheEdgesGiveTheContentSize(direction: UIUserInterfaceLayoutDirection) {
    let root = makeContainer(width: 320, height: 480, direction: direction)
    let scrollView = addConstrainedSubview(to: root, UIScrollView())
    let content = addConstrainedSubview(to: scrollView)
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 100),
      content.widthAnchor.constraint(equalToConstant: 200),
      scrollView.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 500),
      content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 131),
      content.heightAnchor.constraint(equalToConstant: 200),
      scrollView.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 269),
    ])
    root.layoutIfNeeded()
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
    #expect(
      content.frame == expected(CGRect(x: 100, y: 131, width: 200, height: 200), in: 800, direction)
    )
  }

  // Width, height and centres attach to the frame: content as wide as the scroll view.
  @Test func widthConstraintsAttachToTheFrame() {
    let root = makeContainer(width: 320, height: 480)
    let scrollView = addConstrainedSubview(to: root, UIScrollView())
    let content = addConstrainedSubview(to: scrollView)
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      scrollView.widthAnchor.constraint(equalToConstant: 300),
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.heightAnchor.constraint(equalToConstant: 400),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 300, height: 1000))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
  }

  // Scrolling moves the bounds, not the subviews' frames; a view pinned to the frame guide
  // follows the offset so that it stays put on screen.
  @Test func scrollingMovesOnlyFrameGuideViews() {
    let root = makeContainer(width: 320, height: 480)
    let scrollView = addConstrainedSubview(to: root, UIScrollView())
    let content = addConstrainedSubview(to: scrollView)
    let badge = addConstrainedSubview(to: scrollView)
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 320),
      content.heightAnchor.constraint(equalToConstant: 2000),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
      badge.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    root.layoutIfNeeded()
    #expect(content.frame.origin == .zero)
    #expect(badge.frame.origin == CGPoint(x: 0, y: 310))
  }

  @Test func behaviorRawValuesAreApples() {
    #expect(UIScrollView.ContentInsetAdjustmentBehavior.automatic.rawValue == 0)
    #expect(UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes.rawValue == 1)
    #expect(UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
    #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
  }
}

/// UITextView's content size follows its text.
@Suite(.checksInvariants)
@MainActor
struct TextViewTests {
  /// The height of "aaa bbb ccc" in a 100-wide text view with 10-point characters: lines wrap
  /// at 100 − 2 · 5 (line padding) = 90 → "aaa bbb" / "ccc"; the layout manager stacks the two
  /// lines at the default font's line height (12-point system font), rounded up to the 3× pixel
  /// grid, and the 8-point container insets are added above and below.
  static var twoLineHeight: CGFloat {
    TextMeasurement.roundedUpToPixels(2 * UIFont.systemFont(ofSize: 12).lineHeight, scale: 3) + 16
  }

  @Test func contentSizeFollowsTheText() {
    TextMeasurement.withModel(FixedAdvanceTextModel()) {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      textView.text = "aaa bbb ccc"
      #expect(textView.contentSize == CGSize(width: 100, height: Self.twoLineHeight))
    }
  }

  // With scrolling off the text view sizes itself: pinned 100 wide, it is two lines tall.
  @Test(arguments: bothDirections)
  func nonScrollingTextViewSizesItself(direction: UIUserInterfaceLayoutDirection) {
    TextMeasurement.withModel(FixedAdvanceTextModel()) {
      let root = makeContainer(direction: direction)
      let textView = addConstrainedSubview(to: root, UITextView())
      textView.isScrollEnabled = false
      textView.text = "aaa bbb ccc"
      NSLayoutConstraint.activate([
        textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        textView.topAnchor.constraint(equalTo: root.topAnchor),
        textView.widthAnchor.constraint(equalToConstant: 100),
      ])
      root.layoutIfNeeded()
      // The solver's height is the pixel-rounded one to within rounding error.
      let frame = expected(
        CGRect(x: 0, y: 0, width: 100, height: Self.twoLineHeight), in: 320, direction)
      #expect(textView.frame.origin == frame.origin && textView.frame.width == frame.width)
      #expect(abs(textView.frame.height - frame.height) < 1e-9)
    }
  }
}

/// `.automatic` in bar controllers (KRTestLayout: iPhone 8, table view in a navigation
/// controller, contentInset top 60).
@Suite(.checksInvariants)
@MainActor
struct AutomaticScrollInsetTests {
  private func scrollViewInNavigationController(
    behavior: UIScrollView.ContentInsetAdjustmentBehavior, asRootView: Bool = true
  ) -> (UIWindow, UIViewController, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let content = UIViewController()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentInset.top = 60
    scrollView.contentInsetAdjustmentBehavior = behavior
    if asRootView {
      content.view = scrollView
    } else {
      content.view.addSubview(UIView())
      content.view.addSubview(scrollView)
    }
    window.rootViewController = UINavigationController(rootViewController: content)
    window.layoutIfNeeded()
    return (window, content, scrollView)
  }

  // The safe area under a navigation bar is 64; `.automatic` and `.always` add it to 60 even
  // though the empty content does not scroll: 124. `.never` leaves 60.
  @Test(arguments: [
    (UIScrollView.ContentInsetAdjustmentBehavior.automatic, CGFloat(124)), (.always, 124),
    (.never, 60), (.scrollableAxes, 60),
  ])
  func automaticAdjustsTopInANavigationController(
    behavior: UIScrollView.ContentInsetAdjustmentBehavior, top: CGFloat
  ) {
    let (window, _, scrollView) = scrollViewInNavigationController(behavior: behavior)
    #expect(scrollView.adjustedContentInset.top == top)
    withExtendedLifetime(window) {}
  }

  // KR: additional top 120 on the controller makes the safe area 184; adjusted 244.
  @Test func additionalInsetsReachTheScrollView() {
    let (window, content, scrollView) = scrollViewInNavigationController(behavior: .automatic)
    content.additionalSafeAreaInsets.top = 120
    window.layoutIfNeeded()
    #expect(scrollView.adjustedContentInset.top == 244)
  }

  // A second scroll view is not the controller's content scroll view.
  @Test func secondSubviewIsNotTheContentScrollView() {
    let (window, _, scrollView) = scrollViewInNavigationController(
      behavior: .automatic, asRootView: false)
    #expect(scrollView.adjustedContentInset.top == 60)
    withExtendedLifetime(window) {}
  }

  // The deprecated automaticallyAdjustsScrollViewInsets = false makes `.automatic` behave as
  // `.scrollableAxes` (WWDC 2018 session 235).
  @Test func deprecatedSwitchTurnsAutomaticIntoScrollableAxes() {
    let (window, content, scrollView) = scrollViewInNavigationController(behavior: .automatic)
    content.automaticallyAdjustsScrollViewInsets = false
    window.layoutIfNeeded()
    #expect(scrollView.adjustedContentInset.top == 60)
  }

  /// A scroll view that counts its layout passes, as a tiling subclass lays out what scrolls in.
  final class TilingScrollView: UIScrollView {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  // A scroll view is laid out on every scroll (WWDC 2011 session 104, "Advanced Scroll View
  // Techniques", tiles content in layoutSubviews for that reason): each offset change brings one
  // layout pass, and a pass with no scroll brings none.
  @Test func scrollingLaysTheScrollViewOutAgain() {
    let scrollView = TilingScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.contentSize = CGSize(width: 300, height: 2_000)
    scrollView.layoutIfNeeded()
    let before = scrollView.layouts
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scrollView.layoutIfNeeded()
    #expect(scrollView.layouts == before + 1)
    scrollView.layoutIfNeeded()
    #expect(scrollView.layouts == before + 1)
  }

  // A scroll moves no view the engine places, but a view moved by hand goes back to the
  // engine's frame at the scroll view's next layout, as at any other.
  @Test func aConstrainedViewMovedByHandGoesBackWhenTheScrollViewScrolls() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let row = UIView()
    row.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 10),
      row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      row.widthAnchor.constraint(equalToConstant: 300),
      row.heightAnchor.constraint(equalToConstant: 2_000),
      row.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
    ])
    scrollView.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 0, y: 10, width: 300, height: 2_000))
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    scrollView.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 0, y: 10, width: 300, height: 2_000))
    row.frame.origin.y = 99
    scrollView.contentOffset = CGPoint(x: 0, y: 80)
    scrollView.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 0, y: 10, width: 300, height: 2_000))
  }
}
