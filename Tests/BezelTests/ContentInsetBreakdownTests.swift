import Bezel
import Testing

@testable import UIKit

/// The breakdown of a scroll view's adjusted content inset.
@MainActor
struct ContentInsetBreakdownTests {
  private func hostedScrollView(contentHeight: CGFloat) -> (UIWindow, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let controller = UIViewController()
    window.rootViewController = controller
    let scrollView = UIScrollView(frame: controller.view.bounds)
    scrollView.contentSize = CGSize(width: 375, height: contentHeight)
    controller.view.addSubview(scrollView)
    window.layoutIfNeeded()
    return (window, scrollView)
  }

  // iPhone X root, content 2000 tall: top = app 10 + system 44 (the vertical axis scrolls);
  // left = 0 + 0 (the horizontal axis does not).
  @Test func edgesSplitIntoTheAppsPartAndTheSystems() {
    let (window, scrollView) = hostedScrollView(contentHeight: 2000)
    scrollView.contentInset.top = 10
    window.layoutIfNeeded()
    let breakdown = scrollView.contentInsetBreakdown
    #expect(
      breakdown.top == ContentInsetEdge(app: 10, system: 44, safeArea: 44, reason: .axisScrolls))
    #expect(
      breakdown.left
        == ContentInsetEdge(app: 0, system: 0, safeArea: 0, reason: .axisDoesNotScroll))
    #expect(breakdown.top.total == scrollView.adjustedContentInset.top)
    #expect(breakdown.doubleInsetWarnings.isEmpty)
  }

  @Test func neverAddsNothing() {
    let (window, scrollView) = hostedScrollView(contentHeight: 2000)
    scrollView.contentInsetAdjustmentBehavior = .never
    window.layoutIfNeeded()
    #expect(scrollView.contentInsetBreakdown.top.reason == .behaviorNever)
    #expect(scrollView.contentInsetBreakdown.top.system == 0)
  }

  // The app pads its content by the safe area itself while the system adds it too: 44 twice.
  @Test func appInsetEqualToTheSafeAreaIsADoubleInset() {
    let (window, scrollView) = hostedScrollView(contentHeight: 2000)
    scrollView.contentInset.top = 44
    window.layoutIfNeeded()
    #expect(
      scrollView.contentInsetBreakdown.doubleInsetWarnings == [
        "top: contentInset.top 44 repeats the safe-area inset the system already adds"
      ])
  }

  @Test func contentPinnedToTheSafeAreaGuideIsADoubleInset() {
    let (window, scrollView) = hostedScrollView(contentHeight: 2000)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    content.topAnchor.constraint(equalTo: scrollView.safeAreaLayoutGuide.topAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(
      scrollView.contentInsetBreakdown.doubleInsetWarnings == [
        "top: content is constrained to safeAreaLayoutGuide.top while the system also adds the "
          + "44-point safe-area inset to adjustedContentInset"
      ])
  }
}
