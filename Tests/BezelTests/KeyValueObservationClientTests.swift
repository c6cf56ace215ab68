import Bezel
import Foundation
import Testing
import UIKit

/// Key-value observation as client code writes it, on hosted screens.
@MainActor
struct KeyValueObservationClientTests {
  /// A controller that follows its table's scrolling, as a collapsing header does.
  final class FeedController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    var offsets: [CGFloat] = []
    private var observation: NSKeyValueObservation?

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.frame = view.bounds
      tableView.dataSource = self
      tableView.rowHeight = 44
      view.addSubview(tableView)
      observation = tableView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
        if let offset = change.newValue { self?.offsets.append(offset.y) }
      }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  // A scroll moves the bounds origin step by step; each step is one change, in order.
  @Test func observingATableDuringAScroll() {
    let controller = FeedController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    let start = controller.offsets.count
    for step in 1...3 {
      controller.tableView.contentOffset.y = CGFloat(step * 100)
      host.window.layoutIfNeeded()
    }
    #expect(Array(controller.offsets[start...]) == [100, 200, 300])
  }

  // Hosted full screen, a vertically scrolling scroll view's adjusted inset takes the window's
  // safe area when laid out (UIScrollView.h, `.automatic`); observers hear the change.
  @Test func adjustedContentInsetChangeIsObserved() {
    let controller = UIViewController()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    controller.view.addSubview(scrollView)
    var insets: [UIEdgeInsets] = []
    let observation = scrollView.observe(\.adjustedContentInset, options: [.new]) { _, change in
      if let inset = change.newValue { insets.append(inset) }
    }
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    #expect(insets.last == scrollView.adjustedContentInset)
    #expect(insets.last?.top == host.window.safeAreaInsets.top)
    #expect(insets.last?.bottom == host.window.safeAreaInsets.bottom)
    observation.invalidate()
  }

  // A key path Bezel cannot observe compiles, never fires, and says so on the console.
  @Test func unsupportedKeyPathIsReported() {
    let controller = UIViewController()
    var count = 0
    var observation: NSKeyValueObservation?
    let messages = Diagnostics.capturing {
      observation = controller.observe(\.title) { _, _ in count += 1 }
    }
    controller.title = "Feed"
    #expect(count == 0)
    #expect(messages.map(\.kind) == [.log])
    #expect(messages.first?.text.hasPrefix("Cannot observe") == true)
    observation?.invalidate()
  }
}
