import Bezel
import BezelBenchmarks
import Foundation
import UIKit

/// The adaptive-layout cases of `bezel-bench`: safe-area propagation, rotation and scrolling,
/// each compared with hand-written arithmetic that gives the same numbers.
public enum AdaptiveBenchmarks {
  /// Every adaptive case, in the order `bezel-bench` runs them.
  public static let all: [Benchmarks.Case] = [
    LayoutBenchmarks.layoutCase(
      "safe-area-deep-1000", "safe area and margins through 1000 nested views, insets changed",
      21
    ) { safeAreaDeepCase(count: 1000, repeats: $0) },
    LayoutBenchmarks.layoutCase(
      "rotate-1000", "1000 rows on the safe area of an iPhone 16 Pro, rotated to landscape", 11
    ) { rotateCase(count: 1000, repeats: $0) },
    LayoutBenchmarks.layoutCase(
      "scroll-1000", "a scroll view of 1000 rows: per offset change and layout, 100 steps", 11
    ) { scrollCase(count: 1000, steps: 100, repeats: $0) },
    LayoutBenchmarks.layoutCase(
      "table-10000", "a table of 10000 self-sizing rows on an iPhone 16 Pro: first layout", 11
    ) { tableCase(count: 10_000, steps: 100, repeats: $0).first },
    LayoutBenchmarks.layoutCase(
      "table-10000-scroll", "the same table: per 300-point scroll step and layout, 100 steps", 11
    ) { tableCase(count: 10_000, steps: 100, repeats: $0).scroll },
    LayoutBenchmarks.layoutCase(
      "compositional-10000",
      "a compositional grid of 10000 items on an iPhone 16 Pro: first layout", 11
    ) { compositionalCase(count: 10_000, steps: 100, repeats: $0).first },
    LayoutBenchmarks.layoutCase(
      "compositional-10000-scroll",
      "the same grid: per 300-point scroll step and layout, 100 steps", 11
    ) { compositionalCase(count: 10_000, steps: 100, repeats: $0).scroll },
  ]

  /// 1000 views nested in a controller's root view, each 1 point inside its parent, on a window
  /// whose top inset goes from 0 to 62: times the layout that propagates the safe area and the
  /// margins.
  ///
  /// By UIKit's propagation rule (an inset never exceeds the parent's; WWDC 2018 session 235),
  /// level k (1-based) has a top inset of max(0, 62 − k).
  @MainActor
  static func safeAreaDeepCase(count: Int, repeats: Int) -> BenchmarkResult {
    var times: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    for _ in 0..<repeats {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 2400, height: 2400))
      let controller = UIViewController()
      window.rootViewController = controller
      var views: [UIView] = []
      var parent: UIView = controller.view
      for _ in 0..<count {
        let view = UIView(frame: parent.bounds.insetBy(dx: 1, dy: 1))
        parent.addSubview(view)
        views.append(view)
        parent = view
      }
      window.layoutIfNeeded()
      times.append(
        Timing.milliseconds {
          window.deviceSafeAreaInsets = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
          window.layoutIfNeeded()
        })
      var hand: [CGFloat] = []
      lowerBounds.append(
        Timing.milliseconds {
          var top: CGFloat = 62
          hand.reserveCapacity(count)
          for _ in 0..<count {
            top = max(0, top - 1)
            hand.append(top)
          }
        })
      let worstTop = zip(views, hand).map { abs(Double($0.safeAreaInsets.top - $1)) }.max() ?? 0
      error = LayoutBenchmarks.worst(error, worstTop)
    }
    return LayoutBenchmarks.result(
      name: "safe-area-deep-1000", views: count + 2, constraints: 0, repeats: repeats,
      times: times, lowerBounds: lowerBounds, error: error)
  }

  /// A controller whose view holds `count` rows, 20 points tall, stacked from the safe area's top
  /// and pinned to its leading and trailing edges, hosted on an iPhone 16 Pro in portrait: times
  /// the rotation to landscape and its layout.
  ///
  /// Row i is at x = safe left, y = safe top + 20·i, as wide as the safe area.
  @MainActor
  static func rotateCase(count: Int, repeats: Int) -> BenchmarkResult {
    var times: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    let device = DeviceCatalog.iPhone16Pro
    for _ in 0..<repeats {
      let controller = UIViewController()
      let guide = controller.view.safeAreaLayoutGuide
      var rows: [UIView] = []
      var constraints: [NSLayoutConstraint] = []
      var previous: NSLayoutYAxisAnchor = guide.topAnchor
      for _ in 0..<count {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(row)
        constraints += [
          row.topAnchor.constraint(equalTo: previous),
          row.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
          row.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
          row.heightAnchor.constraint(equalToConstant: 20),
        ]
        previous = row.bottomAnchor
        rows.append(row)
      }
      NSLayoutConstraint.activate(constraints)
      let host = DeviceHost(controller, on: device)
      times.append(Timing.milliseconds { host.rotate(to: .landscapeLeft) })
      let size = device.bounds(in: .landscapeLeft)
      let insets = device.safeAreaInsets(orientation: .landscapeLeft)
      let (hand, milliseconds) = HandFrames.timed {
        (0..<count).map { index in
          CGRect(
            x: insets.left, y: insets.top + 20 * CGFloat(index),
            width: size.width - insets.left - insets.right, height: 20)
        }
      }
      lowerBounds.append(milliseconds)
      error = LayoutBenchmarks.worst(error, hand.maxError(rows.map(\.frame)))
    }
    return LayoutBenchmarks.result(
      name: "rotate-1000", views: count + 1, constraints: 4 * count, repeats: repeats,
      times: times, lowerBounds: lowerBounds, error: error)
  }

  /// A 400-point scroll view whose content is `count` constrained 20-point rows; times each of
  /// `steps` offset changes followed by a layout, and reports the median per step.
  ///
  /// Scrolling moves the bounds, not the rows: row i stays at y = 20·i in content coordinates.
  @MainActor
  static func scrollCase(count: Int, steps: Int, repeats: Int) -> BenchmarkResult {
    var times: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    for _ in 0..<repeats {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
      let scrollView = UIScrollView(frame: root.bounds)
      root.addSubview(scrollView)
      let content = scrollView.contentLayoutGuide
      var rows: [UIView] = []
      var constraints: [NSLayoutConstraint] = []
      var previous: NSLayoutYAxisAnchor = content.topAnchor
      for _ in 0..<count {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(row)
        constraints += [
          row.topAnchor.constraint(equalTo: previous),
          row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
          row.widthAnchor.constraint(equalToConstant: 320),
          row.heightAnchor.constraint(equalToConstant: 20),
        ]
        previous = row.bottomAnchor
        rows.append(row)
      }
      constraints.append(previous.constraint(equalTo: content.bottomAnchor))
      constraints.append(rows[0].trailingAnchor.constraint(equalTo: content.trailingAnchor))
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      var stepTimes: [Double] = []
      for step in 0..<steps {
        stepTimes.append(
          Timing.milliseconds {
            scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(step * 37 % 19_600))
            root.layoutIfNeeded()
          })
      }
      times.append(Timing.median(stepTimes))
      var offsets: [CGFloat] = []
      lowerBounds.append(
        Timing.milliseconds {
          for step in 0..<steps { offsets.append(CGFloat(step * 37 % 19_600)) }
        } / Double(steps))
      let hand = HandFrames.timed {
        (0..<count).map { CGRect(x: 0, y: 20 * CGFloat($0), width: 320, height: 20) }
      }.frames
      error = LayoutBenchmarks.worst(error, hand.maxError(rows.map(\.frame)))
      if scrollView.contentSize != CGSize(width: 320, height: 20 * CGFloat(count)) {
        error = nil
      }
    }
    return LayoutBenchmarks.result(
      name: "scroll-1000", views: count + 2, constraints: 4 * count + 2, repeats: repeats,
      times: times, lowerBounds: lowerBounds, error: error)
  }
}
