import Bezel
import BezelBenchmarks
import Foundation
import UIKit

/// Self-sizing rows: a label pinned to the content view's margins.
@MainActor
private final class LabelRows: NSObject, UITableViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let cell = tableView.dequeueReusableCell(withIdentifier: "row"),
      let label = cell.contentView.subviews.first as? UILabel
    {
      label.text = "Row \(indexPath.row)"
      return cell
    }
    let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
    let label = UILabel()
    label.text = "Row \(indexPath.row)"
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    let margins = cell.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    return cell
  }
}

extension AdaptiveBenchmarks {
  /// A table of `count` self-sizing rows as the root view of a controller on an iPhone 16 Pro in
  /// portrait: times the first layout (hosting included), then the median of `steps` scroll
  /// steps of 300 points, each followed by `layoutIfNeeded`.
  ///
  /// Rows not yet seen keep the 44-point estimate; a seen row is its label's height, the cell's
  /// 8-point top and bottom margins and a one-pixel separator (a third of a point at 3x), so
  /// once scrolled past, row i starts at i times that height.
  @MainActor
  static func tableCase(count: Int, steps: Int, repeats: Int) -> (
    first: BenchmarkResult, scroll: BenchmarkResult
  ) {
    var firstTimes: [Double] = []
    var stepMedians: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    for _ in 0..<repeats {
      let controller = UIViewController()
      let tableView = UITableView(frame: .zero, style: .plain)
      let rows = LabelRows(count: count)
      tableView.dataSource = rows
      controller.view = tableView
      var host: DeviceHost?
      firstTimes.append(
        Timing.milliseconds { host = DeviceHost(controller, on: DeviceCatalog.iPhone16Pro) })
      var stepTimes: [Double] = []
      for step in 1...steps {
        stepTimes.append(
          Timing.milliseconds {
            tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step * 300))
            tableView.layoutIfNeeded()
          })
      }
      stepMedians.append(Timing.median(stepTimes))
      let probe = UILabel()
      probe.text = "Row 0"
      let visible = tableView.indexPathsForVisibleRows ?? []
      let (hand, milliseconds) = HandFrames.timed {
        let height = probe.intrinsicContentSize.height + 16 + 1.0 / 3
        return visible.map {
          CGRect(x: 0, y: CGFloat($0.row) * height, width: 402, height: height)
        }
      }
      lowerBounds.append(milliseconds)
      error = LayoutBenchmarks.worst(error, hand.maxError(tableView.visibleCells.map(\.frame)))
      if visible.isEmpty { error = nil }
      withExtendedLifetime((host, rows)) {}
    }
    let first = LayoutBenchmarks.result(
      name: "table-10000", views: count, constraints: 0, repeats: repeats, times: firstTimes,
      lowerBounds: lowerBounds, error: error)
    let scroll = LayoutBenchmarks.result(
      name: "table-10000-scroll", views: count, constraints: 0, repeats: repeats,
      times: stepMedians, lowerBounds: lowerBounds, error: error)
    return (first, scroll)
  }
}
