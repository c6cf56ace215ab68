import Testing

@testable import UIKit

/// Subviews' safe area and margins as their scroll view scrolls: a scroll step moves the bounds
/// origin, so every subview sits elsewhere in the safe and margin rectangles its scroll view
/// passes it (WWDC 2018 session 235; UIView.safeAreaInsets, UIView.layoutMargins).
@Suite(.checksInvariants)
@MainActor
struct ScrollingInsetsTests {
  private static let iPhoneXInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

  /// A full-screen scroll view over 2,000 points of content, first subview of a root
  /// controller's view on a 375 × 812 window with the given device insets.
  private func hostedScrollView(
    insets: UIEdgeInsets, direction: UISemanticContentAttribute
  ) -> (UIWindow, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.deviceSafeAreaInsets = insets
    let controller = UIViewController()
    window.rootViewController = controller
    controller.view.semanticContentAttribute = direction
    let scrollView = UIScrollView(frame: controller.view.bounds)
    scrollView.semanticContentAttribute = direction
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    controller.view.addSubview(scrollView)
    window.layoutIfNeeded()
    return (window, scrollView)
  }

  // With `.never` the scroll view passes the 44-point top inset on. A 40-point row at content
  // y 100 is below the band at offset 0; at offset 80 the safe rectangle starts at 80 + 44 = 124,
  // so 124 − 100 = 24 points of the row are under the band; back at 0 it is clear again.
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func aRowScrolledUnderAnUnsafeEdgeTakesItsInset(direction: UISemanticContentAttribute) {
    let (window, scrollView) = hostedScrollView(insets: Self.iPhoneXInsets, direction: direction)
    scrollView.contentInsetAdjustmentBehavior = .never
    let row = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 40))
    scrollView.addSubview(row)
    window.layoutIfNeeded()
    #expect(row.safeAreaInsets == .zero)
    scrollView.contentOffset = CGPoint(x: 0, y: 80)
    window.layoutIfNeeded()
    #expect(row.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
    scrollView.contentOffset = .zero
    window.layoutIfNeeded()
    #expect(row.safeAreaInsets == .zero)
  }

  // The automatic behaviour absorbs both unsafe edges, so the scroll view passes no inset on and
  // a row stays at zero wherever it is scrolled, under the top band included.
  @Test func aRowOfAScrollViewThatAbsorbsTheInsetsKeepsNone() {
    let (window, scrollView) = hostedScrollView(
      insets: Self.iPhoneXInsets, direction: .forceLeftToRight)
    let row = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 40))
    scrollView.addSubview(row)
    window.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: 80)
    window.layoutIfNeeded()
    #expect(row.safeAreaInsets == .zero)
  }

  final class MarginsRecorder: UIView {
    var tops: [CGFloat] = []
    override func layoutMarginsDidChange() {
      super.layoutMarginsDidChange()
      tops.append(layoutMargins.top)
    }
  }

  // A row that takes its superview's margins keeps out of the scroll view's 8-point top margin
  // band, which starts at the bounds origin: at content y 104 it is clear at offset 0, and at
  // offset 100 the band ends at 108, 4 points into the row. Nothing else changes its margins.
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func aRowKeepingTheScrollViewsMarginsFollowsThemAsItScrolls(
    direction: UISemanticContentAttribute
  ) {
    let (window, scrollView) = hostedScrollView(insets: .zero, direction: direction)
    let row = MarginsRecorder(frame: CGRect(x: 0, y: 104, width: 375, height: 40))
    row.layoutMargins = .zero
    row.preservesSuperviewLayoutMargins = true
    scrollView.addSubview(row)
    window.layoutIfNeeded()
    row.tops = []
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    window.layoutIfNeeded()
    #expect(row.tops == [4])
    #expect(row.layoutMarginsGuide.layoutFrame.minY == 4)
  }

  // The same 4-point margin as above, for a row that starts to keep its superview's margins
  // only after a scroll has already found that no row follows its position.
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func aRowThatStartsKeepingTheMarginsAfterAScrollFollowsThem(
    direction: UISemanticContentAttribute
  ) {
    let (window, scrollView) = hostedScrollView(insets: .zero, direction: direction)
    let row = MarginsRecorder(frame: CGRect(x: 0, y: 104, width: 375, height: 40))
    row.layoutMargins = .zero
    scrollView.addSubview(row)
    window.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    window.layoutIfNeeded()
    row.preservesSuperviewLayoutMargins = true
    scrollView.contentOffset = .zero
    window.layoutIfNeeded()
    row.tops = []
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    window.layoutIfNeeded()
    #expect(row.tops == [4])
  }

  // A row with its own safe-area guide computes its insets wherever it is (its guide follows
  // them): the row at content y 100 under `.never`, 24 points under the band at offset 80, as in
  // the first test, though the guide was made after a scroll found no such row.
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func aRowAddedAfterAScrollFollowsTheInsetsAsItScrolls(direction: UISemanticContentAttribute) {
    let (window, scrollView) = hostedScrollView(insets: Self.iPhoneXInsets, direction: direction)
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    window.layoutIfNeeded()
    let row = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 40))
    let guide = row.safeAreaLayoutGuide
    scrollView.addSubview(row)
    window.layoutIfNeeded()
    #expect(guide.layoutFrame.minY == 0)
    scrollView.contentOffset = CGPoint(x: 0, y: 80)
    window.layoutIfNeeded()
    #expect(guide.layoutFrame.minY == 24)
  }

  final class LayoutCounter: UIView {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  // A row marked with `setNeedsLayout()` among rows nothing marked is laid out at the next pass,
  // and only it: the scroll view itself is not moved or laid out meanwhile.
  @Test func aMarkedRowAmongCleanRowsIsLaidOutAtTheNextPass() {
    let (window, scrollView) = hostedScrollView(insets: .zero, direction: .forceLeftToRight)
    let rows = (0..<20).map {
      LayoutCounter(frame: CGRect(x: 0, y: 40 * $0, width: 375, height: 40))
    }
    rows.forEach(scrollView.addSubview)
    window.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    window.layoutIfNeeded()
    for row in rows { row.layouts = 0 }
    rows[13].setNeedsLayout()
    window.layoutIfNeeded()
    #expect(rows.map(\.layouts) == (0..<20).map { $0 == 13 ? 1 : 0 })
  }

  // A controller's view added to a scroll view after a scroll found none takes the scroll view's
  // insets at the next layout: the child's view at content y 0 under `.never`, whose top edge is
  // 44 points into the band at offset 0.
  @Test func aControllersViewAddedAfterAScrollTakesTheInsets() {
    let (window, scrollView) = hostedScrollView(
      insets: Self.iPhoneXInsets, direction: .forceLeftToRight)
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    window.layoutIfNeeded()
    scrollView.contentOffset = .zero
    window.layoutIfNeeded()
    let child = UIViewController()
    child.view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
    scrollView.addSubview(child.view)
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets.top == 44)
  }
}
