import Bezel
import Testing
import UIKit

/// The README's adaptive examples, run as written.
@MainActor
struct ReadmeAdaptiveExampleTests {
  /// A content controller inside a navigation controller inside a tab bar controller.
  private func barStack() -> (UITabBarController, UIViewController) {
    let content = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: content)]
    return (tabs, content)
  }

  private func line(_ device: Device, _ orientation: Orientation) -> String {
    let (tabs, content) = barStack()
    let host = DeviceHost(tabs, on: device, orientation: orientation)
    let safe = content.view.safeAreaInsets
    let margins = content.view.layoutMargins
    func edges(_ insets: UIEdgeInsets) -> String {
      [insets.top, insets.left, insets.bottom, insets.right].map { "\(Int($0))" }
        .joined(separator: " ")
    }
    withExtendedLifetime(host) {}
    return "\(device.name), \(orientation): safe area \(edges(safe)), margins \(edges(margins))"
  }

  // Portrait: the navigation bar (44) below the status bar or sensor housing (20, 44, 62), the
  // tab bar (49) above the home indicator (0, 34). Landscape: no status bar, compact bars (32),
  // the sensor housing's side insets (44, 62) and the 21-point home indicator. Side margins:
  // 16 on phones narrower than 414 points or with side insets (added to them), 20 otherwise.
  @Test func contentInsideNavigationAndTabBarControllers() {
    let lines = [DeviceCatalog.iPhone8, DeviceCatalog.iPhoneX, DeviceCatalog.iPhone16Pro].flatMap {
      device in [Orientation.portrait, .landscapeLeft].map { line(device, $0) }
    }
    #expect(
      lines == [
        "iPhone 8, portrait: safe area 64 0 49 0, margins 64 16 49 16",
        "iPhone 8, landscapeLeft: safe area 32 0 32 0, margins 32 20 32 20",
        "iPhone X, portrait: safe area 88 0 83 0, margins 88 16 83 16",
        "iPhone X, landscapeLeft: safe area 32 44 53 44, margins 32 60 53 60",
        "iPhone 16 Pro, portrait: safe area 106 0 83 0, margins 106 16 83 16",
        "iPhone 16 Pro, landscapeLeft: safe area 32 62 53 62, margins 32 78 53 78",
      ])
  }

  // An article: a scroll view as the content controller's view, 3000 points of text, in a
  // navigation controller on an iPhone 16 Pro. The safe area under the bar is 62 + 44 = 106 at
  // the top and 34 at the bottom in portrait; 0 + 32 = 32, 62 at the sides and 21 at the bottom
  // in landscape. `.automatic` and `.scrollableAxes` adjust the vertical axis (it scrolls),
  // `.always` every edge, `.never` nothing.
  @Test func articleInsetsUnderEachBehavior() {
    var lines: [String] = []
    for orientation in [Orientation.portrait, .landscapeLeft] {
      for behavior in [
        UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .always, .never,
      ] {
        let article = UIViewController()
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 100, height: 3000)
        scrollView.contentInsetAdjustmentBehavior = behavior
        article.view = scrollView
        let host = DeviceHost(
          UINavigationController(rootViewController: article), on: DeviceCatalog.iPhone16Pro,
          orientation: orientation)
        let inset = scrollView.adjustedContentInset
        lines.append(
          "\(orientation) \(behavior): "
            + [inset.top, inset.left, inset.bottom, inset.right].map { "\(Int($0))" }
            .joined(separator: " "))
        withExtendedLifetime(host) {}
      }
    }
    #expect(
      lines == [
        "portrait automatic: 106 0 34 0", "portrait scrollableAxes: 106 0 34 0",
        "portrait always: 106 0 34 0", "portrait never: 0 0 0 0",
        "landscapeLeft automatic: 32 0 21 0", "landscapeLeft scrollableAxes: 32 0 21 0",
        "landscapeLeft always: 32 62 21 62", "landscapeLeft never: 0 0 0 0",
      ])
  }
}
