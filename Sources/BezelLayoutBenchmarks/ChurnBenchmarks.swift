import BezelBenchmarks
import Foundation
import UIKit

extension LayoutBenchmarks {
  /// Cycles of deactivating the four edge constraints of one view to a sibling and activating four
  /// new ones, as a client's performance test does; the window is not laid out meanwhile.
  ///
  /// Each repeat leaves its last four constraints active, as the test does between its
  /// measurements, so later repeats add and remove duplicates of active constraints. The lower
  /// bound is making the same constraints without activating them. After the last repeat the
  /// window is laid out: the view must have its sibling's frame.
  @MainActor
  static func churnEdgesCase(name: String, cycles: Int, repeats: Int) -> BenchmarkResult {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = UIView()
    let sibling = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
    window.addSubview(view)
    window.addSubview(sibling)
    func edges() -> [NSLayoutConstraint] {
      view.translatesAutoresizingMaskIntoConstraints = false
      return [
        view.topAnchor.constraint(equalTo: sibling.topAnchor),
        view.leadingAnchor.constraint(equalTo: sibling.leadingAnchor),
        view.bottomAnchor.constraint(equalTo: sibling.bottomAnchor),
        view.trailingAnchor.constraint(equalTo: sibling.trailingAnchor),
      ]
    }
    var times: [Double] = []
    var lowerBounds: [Double] = []
    for _ in 0..<repeats {
      times.append(
        Timing.milliseconds {
          var group: [NSLayoutConstraint] = []
          for _ in 0..<cycles {
            NSLayoutConstraint.deactivate(group)
            group = edges()
            NSLayoutConstraint.activate(group)
          }
        })
      lowerBounds.append(
        Timing.milliseconds {
          for _ in 0..<cycles { _ = edges() }
        })
    }
    window.layoutIfNeeded()
    let error = [
      view.frame.minX - sibling.frame.minX, view.frame.minY - sibling.frame.minY,
      view.frame.width - sibling.frame.width, view.frame.height - sibling.frame.height,
    ].map { abs(Double($0)) }.max()
    // Each repeat's last four constraints stay installed on the window, their common ancestor.
    let left = window.constraints.count
    return result(
      name: name, views: 3, constraints: 4 * cycles, repeats: repeats, times: times,
      lowerBounds: lowerBounds, error: error,
      failure: left == 4 * repeats ? nil : "\(left) constraints are left active, not \(4 * repeats)"
    )
  }
}
