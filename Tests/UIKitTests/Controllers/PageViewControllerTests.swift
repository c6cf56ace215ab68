import Foundation
import Testing

@testable import UIKit

/// A page that records its containment and appearance callbacks into a shared log.
@MainActor
final class LoggingPage: UIViewController {
  let name: String
  let log: PageLog
  init(_ name: String, log: PageLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func willMove(toParent parent: UIViewController?) {
    log.entries.append("\(name) willMove \(parent == nil ? "nil" : "parent")")
  }
  override func didMove(toParent parent: UIViewController?) {
    log.entries.append("\(name) didMove \(parent == nil ? "nil" : "parent")")
  }
  override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) {
    log.entries.append("\(name) viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    log.entries.append("\(name) viewDidDisappear")
  }
}

@MainActor
final class PageLog {
  var entries: [String] = []
}

/// Pages 0..<count in a row, with a page control's count and index.
@MainActor
final class PageSource: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages: [LoggingPage]
  let log: PageLog
  var showsPageControl = true
  init(count: Int, log: PageLog) {
    self.log = log
    pages = (0..<count).map { LoggingPage("p\($0)", log: log) }
  }
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return pages[index - 1]
  }
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count
    else { return nil }
    return pages[index + 1]
  }
  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    showsPageControl ? pages.count : 0
  }
  func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.entries.append(
      "willTransitionTo \(pendingViewControllers.map { ($0 as! LoggingPage).name })")
  }
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.entries.append(
      "didFinishAnimating \(previousViewControllers.map { ($0 as! LoggingPage).name }) \(completed)"
    )
  }
}

@MainActor
struct PageViewControllerTests {
  @Test func enumsKeepUIKitsRawValues() {
    #expect(UIPageViewController.TransitionStyle.scroll.rawValue == 1)
    #expect(UIPageViewController.NavigationOrientation.vertical.rawValue == 1)
    #expect(UIPageViewController.NavigationDirection.reverse.rawValue == 1)
    #expect(UIPageViewController.SpineLocation.mid.rawValue == 2)
    #expect(
      UIPageViewController.OptionsKey.interPageSpacing.rawValue
        == "UIPageViewControllerOptionInterPageSpacingKey")
  }

  // UIPageViewController documentation: the spine is `.min` by default for page curl; the
  // gesture recognizers are "only populated if the transition style is pageCurl".
  @Test func pageCurlHasASpineAndRecognizers() {
    let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    #expect(curl.spineLocation == .min)
    #expect(curl.gestureRecognizers.count == 2)
    let scroll = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 8])
    #expect(scroll.spineLocation == .none)
    #expect(scroll.gestureRecognizers.isEmpty)
    #expect(scroll.interPageSpacing == 8)
    let mid = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
    #expect(mid.spineLocation == .mid)
  }

  // One page for scroll; UIKit raises for two.
  @Test func theWrongNumberOfPagesIsReportedAndIgnored() {
    let log = PageLog()
    let controller = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    var completed: Bool?
    let messages = UIKitDiagnostics.capturing {
      controller.setViewControllers(
        [LoggingPage("a", log: log), LoggingPage("b", log: log)], direction: .forward,
        animated: false
      ) { completed = $0 }
    }
    #expect(
      messages.map(\.text).contains {
        $0.contains(
          "The number of view controllers provided (2) doesn't match the number required (1) for "
            + "the requested transition")
      })
    #expect(controller.viewControllers?.isEmpty == true)
    #expect(completed == nil)
  }

  // On screen: the new page is added, appears while the old one disappears, the old one
  // leaves, and the new one is told it arrived (Bezel's model of the order).
  @Test func replacingThePageCallsContainmentAndAppearanceInOrder() {
    let log = PageLog()
    let controller = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    let first = LoggingPage("a", log: log)
    let second = LoggingPage("b", log: log)
    controller.setViewControllers([first], direction: .forward, animated: false)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.layoutIfNeeded()
    log.entries = []
    var completed: Bool?
    controller.setViewControllers([second], direction: .forward, animated: false) { completed = $0 }
    #expect(
      log.entries == [
        "b willMove parent", "b viewWillAppear", "a viewWillDisappear", "b viewDidAppear",
        "a viewDidDisappear", "a willMove nil", "a didMove nil", "b didMove parent",
      ])
    #expect(completed == true)
    #expect(controller.viewControllers == [second])
    #expect(controller.children == [second])
    #expect(second.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  // A scroll-style controller whose data source gives a count shows a page control across the
  // bottom, as tall as the control's era height; the page ends above it.
  @Test func thePageControlTakesTheBottomStrip() throws {
    let log = PageLog()
    let source = PageSource(count: 3, log: log)
    let controller = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    controller.dataSource = source
    controller.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.layoutIfNeeded()
    let control = try #require(controller.view.subviews.compactMap { $0 as? UIPageControl }.first)
    let height = control.size(forNumberOfPages: 3).height
    #expect(control.numberOfPages == 3)
    #expect(control.currentPage == 0)
    #expect(control.frame == CGRect(x: 0, y: 480 - height, width: 320, height: height))
    #expect(source.pages[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 480 - height))
  }

  // A middle spine shows two pages side by side, the first on the leading side.
  @Test(arguments: [false, true])
  func aMiddleSpineShowsTwoPages(rightToLeft: Bool) {
    let log = PageLog()
    let controller = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
    controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    controller.view.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    let left = LoggingPage("a", log: log)
    let right = LoggingPage("b", log: log)
    controller.setViewControllers([left, right], direction: .forward, animated: false)
    controller.view.layoutIfNeeded()
    #expect(left.view.frame == CGRect(x: rightToLeft ? 200 : 0, y: 0, width: 200, height: 300))
    #expect(right.view.frame == CGRect(x: rightToLeft ? 0 : 200, y: 0, width: 200, height: 300))
  }

  // A swipe asks the data source, tells the delegate before and after, and moves the dot.
  @Test func turningAPageTellsTheDelegateAroundTheSwap() {
    let log = PageLog()
    let source = PageSource(count: 3, log: log)
    let controller = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    controller.dataSource = source
    controller.delegate = source
    controller.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    controller.view.layoutIfNeeded()
    log.entries = []
    #expect(controller.turnPage(.forward))
    #expect(log.entries.first == "willTransitionTo [\"p1\"]")
    #expect(log.entries.last == "didFinishAnimating [\"p0\"] true")
    #expect(controller.viewControllers == [source.pages[1]])
    #expect(controller.view.subviews.compactMap { $0 as? UIPageControl }.first?.currentPage == 1)
    #expect(!controller.turnPage(.reverse) || controller.viewControllers == [source.pages[0]])
    #expect(!controller.turnPage(.reverse))
  }
}
