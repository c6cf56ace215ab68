import Bezel
import Testing
import UIKit

/// Scroll views on catalog devices (WWDC 2018 session 235; KRTestLayout; PinLayout).
@MainActor
struct ScrollViewConformanceTests {
  private func article(
    on device: Device, orientation: Orientation = .portrait,
    behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentHeight: CGFloat,
    direction: UIUserInterfaceLayoutDirection = .leftToRight
  ) -> (DeviceHost, UIScrollView) {
    let controller = UIViewController()
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 10, height: contentHeight)
    scrollView.contentInsetAdjustmentBehavior = behavior
    controller.view = scrollView
    let host = DeviceHost(
      UINavigationController(rootViewController: controller), on: device,
      orientation: orientation, traits: HostTraits(layoutDirection: direction))
    return (host, scrollView)
  }

  // WWDC 2018 session 235: the article under a navigation bar starts 64 points down on an
  // iPhone 8 (20 + 44) and 88 on an iPhone X (44 + 44).
  @Test(arguments: [("iPhone 8", CGFloat(64)), ("iPhone X", 88)])
  func articleInANavigationController(device: String, top: CGFloat) throws {
    let (host, scrollView) = article(
      on: try #require(DeviceCatalog.device(named: device)), behavior: .automatic,
      contentHeight: 3000)
    #expect(scrollView.adjustedContentInset.top == top)
    #expect(scrollView.contentOffset.y == -top)
    withExtendedLifetime(host) {}
  }

  // Case 40: iPhone 8 in a navigation controller (safe top 64), content smaller than the
  // bounds: `.scrollableAxes` adds nothing until the scroll view always bounces vertically;
  // `.automatic` adds 64 regardless.
  @Test func scrollableAxesNeedsAScrollingAxis() {
    let (host, scrollView) = article(
      on: DeviceCatalog.iPhone8, behavior: .scrollableAxes, contentHeight: 100)
    #expect(scrollView.adjustedContentInset.top == 0)
    scrollView.alwaysBounceVertical = true
    host.window.layoutIfNeeded()
    #expect(scrollView.adjustedContentInset.top == 64)
    let (other, automatic) = article(
      on: DeviceCatalog.iPhone8, behavior: .automatic, contentHeight: 100)
    #expect(automatic.adjustedContentInset.top == 64)
    withExtendedLifetime(other) {}
  }

  // Case 41: an iPhone X in landscape, safe area (32 under the compact navigation bar, 44, 21,
  // 44): `.always` adds every edge; `.automatic` with tall content only top and bottom. The
  // same in both layout directions (the insets are symmetric).
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func landscapeInsetsUnderEachBehavior(direction: UIUserInterfaceLayoutDirection) {
    let (always, alwaysView) = article(
      on: DeviceCatalog.iPhoneX, orientation: .landscapeLeft, behavior: .always,
      contentHeight: 3000, direction: direction)
    #expect(
      alwaysView.adjustedContentInset == UIEdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    let (automatic, automaticView) = article(
      on: DeviceCatalog.iPhoneX, orientation: .landscapeLeft, behavior: .automatic,
      contentHeight: 3000, direction: direction)
    #expect(
      automaticView.adjustedContentInset == UIEdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
    withExtendedLifetime((always, automatic)) {}
  }

  // The indicators take the same system insets unless the automatic adjustment is off.
  @Test func indicatorInsetsFollowTheSystemPart() {
    let (host, scrollView) = article(
      on: DeviceCatalog.iPhoneX, behavior: .automatic, contentHeight: 3000)
    scrollView.verticalScrollIndicatorInsets.top = 5
    #expect(scrollView.effectiveScrollIndicatorInsets.vertical.top == 93)
    scrollView.automaticallyAdjustsScrollIndicatorInsets = false
    #expect(scrollView.effectiveScrollIndicatorInsets.vertical.top == 5)
    withExtendedLifetime(host) {}
  }

  // Apple's Auto Layout Guide, "Working with Scroll Views": a container pinned to the content guide
  // on all four sides and as wide as the frame guide, content inside it 20 points from each side
  // and 30 from top and bottom, 500 tall: the content size is the container's, (W, 560), and the
  // side spacing is 20 on a 320-point iPhone SE and on a 414-point iPhone 8 Plus.
  @Test(arguments: [("iPhone SE (1st generation)", CGFloat(320)), ("iPhone 8 Plus", 414)])
  func containerPatternSizesTheContent(device: String, width: CGFloat) throws {
    let controller = UIViewController()
    let scrollView = UIScrollView()
    scrollView.contentInsetAdjustmentBehavior = .never
    let container = UIView()
    let content = UIView()
    for view in [scrollView, container, content] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    controller.view.addSubview(scrollView)
    scrollView.addSubview(container)
    container.addSubview(content)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: controller.view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      container.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      container.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      container.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      container.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
      content.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -30),
      content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      content.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
      content.heightAnchor.constraint(equalToConstant: 500),
    ])
    let host = DeviceHost(controller, on: try #require(DeviceCatalog.device(named: device)))
    #expect(scrollView.contentSize == CGSize(width: width, height: 560))
    #expect(content.frame == CGRect(x: 20, y: 30, width: width - 40, height: 500))
    withExtendedLifetime(host) {}
  }
}
