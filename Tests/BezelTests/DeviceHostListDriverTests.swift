import Bezel
import Foundation
import Testing
import UIKit

/// Bezel's drivers for rows' swipe actions, page turns and pull to refresh.
@MainActor
struct DeviceHostListDriverTests {
  final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Remove") { [weak self] _, _, done in
          self?.log.append("Remove \(indexPath.row)")
          done(true)
        }
      ])
    }
  }

  private func hostedTable() -> (DeviceHost, UITableView, Source) {
    let controller = UIViewController()
    let tableView = UITableView(frame: .zero, style: .plain)
    let source = Source()
    tableView.rowHeight = 44
    tableView.dataSource = source
    tableView.delegate = source
    controller.view = tableView
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    host.window.layoutIfNeeded()
    return (host, tableView, source)
  }

  @Test func swipingARowShowsItsActionsAndTappingOneRunsIt() {
    let (host, tableView, source) = hostedTable()
    let actions = host.swipeRow(at: IndexPath(row: 2, section: 0), in: tableView)
    #expect(actions.map(\.title) == ["Remove"])
    #expect(tableView.isEditing)
    #expect(host.tapSwipeAction(titled: "Remove", in: tableView))
    #expect(source.log == ["Remove 2"])
    #expect(!tableView.isEditing)
    #expect(!host.tapSwipeAction(titled: "Remove", in: tableView))
  }

  // A drag pulling the content down far enough starts a refresh.
  @Test func pullingTheContentDownStartsARefresh() {
    let (host, tableView, _) = hostedTable()
    let control = UIRefreshControl()
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    tableView.refreshControl = control
    host.window.layoutIfNeeded()
    host.pan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.5)
    #expect(changes == 1)
    #expect(control.isRefreshing)
  }

  final class Pages: NSObject, UIPageViewControllerDataSource {
    let pages = (0..<3).map { _ in UIViewController() }
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
      return pages[index - 1]
    }
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      guard let index = pages.firstIndex(of: viewController), index < 2 else { return nil }
      return pages[index + 1]
    }
  }

  @Test func swipingPagesTurnsThemUntilTheEnd() {
    let source = Pages()
    let controller = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    controller.dataSource = source
    controller.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    host.window.layoutIfNeeded()
    #expect(host.swipePage(.forward, in: controller))
    #expect(host.swipePage(.forward, in: controller))
    #expect(!host.swipePage(.forward, in: controller))
    #expect(controller.viewControllers == [source.pages[2]])
    #expect(source.pages[2].view.window === host.window)
  }
}
