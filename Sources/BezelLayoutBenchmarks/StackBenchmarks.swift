import BezelBenchmarks
import Foundation
import UIKit

/// The stack view cases of `bezel-bench`: a long vertical stack of labels in a scroll view.
public enum StackBenchmarks {
  /// The stack cases.
  public static let all: [Benchmarks.Case] =
    [400, 2000].map { count in
      LayoutBenchmarks.layoutCase(
        "stack-\(count)",
        "a vertical stack view of \(count) labels in a scroll view: built and laid out",
        count >= 2000 ? 3 : 11
      ) { stackCase(count: count, repeats: $0) }
    } + [
      LayoutBenchmarks.layoutCase(
        "stack-2000-toggle",
        "the same stack of 2000 labels: per label in the middle hidden or shown and layout, 40 steps",
        40
      ) { toggleCase(count: 2000, steps: $0) }
    ]

  /// Times building a vertical `UIStackView` of `count` one-line labels, pinned to the content
  /// layout guide of a 375 × 812 scroll view and as wide as its frame layout guide, and its first
  /// layout.
  ///
  /// By hand: the stack fills and neither spaces nor insets its arranged subviews, so label i is
  /// the stack's width and its intrinsic height h, at (0, i × h); the content is count × h tall.
  @MainActor
  static func stackCase(count: Int, repeats: Int) -> BenchmarkResult {
    var times: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    let probe = UILabel()
    probe.text = "Label 0"
    for _ in 0..<repeats {
      var labels: [UILabel] = []
      var scrollView: UIScrollView?
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
      times.append(
        Timing.milliseconds {
          (scrollView, labels) = buildStack(count: count, in: root)
          root.layoutIfNeeded()
        })
      let (hand, milliseconds) = HandFrames.timed {
        let height = probe.intrinsicContentSize.height
        return (0..<count).map { CGRect(x: 0, y: CGFloat($0) * height, width: 375, height: height) }
      }
      lowerBounds.append(milliseconds)
      // The labels' frames are in the stack's space, which starts at the content's origin.
      error = LayoutBenchmarks.worst(error, hand.maxError(labels.map(\.frame)))
      let contentHeight = probe.intrinsicContentSize.height * CGFloat(count)
      if let scrollView, abs(scrollView.contentSize.height - contentHeight) > 1e-6 { error = nil }
    }
    return LayoutBenchmarks.result(
      name: "stack-\(count)", views: count + 3, constraints: 0, repeats: repeats, times: times,
      lowerBounds: lowerBounds, error: error)
  }

  /// Builds the vertical stack of `count` labels in a scroll view in `root`, without laying out.
  @MainActor
  private static func buildStack(count: Int, in root: UIView) -> (UIScrollView, [UILabel]) {
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(stack)
    var labels: [UILabel] = []
    labels.reserveCapacity(count)
    for index in 0..<count {
      let label = UILabel()
      label.text = "Label \(index)"
      stack.addArrangedSubview(label)
      labels.append(label)
    }
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])
    return (scroll, labels)
  }

  /// Builds and lays out the stack of `count` labels untimed, then times `steps` changes, each
  /// one label in the middle hidden (even steps) or shown again (odd steps) and the layout that
  /// follows: what the stack view rebuilds and the engine solves again for one arranged subview.
  ///
  /// By hand: with label k hidden, every other label i is at (0, i × h) for i < k and at
  /// (0, (i − 1) × h) after it, and the content is (count − 1) × h tall; with none hidden, as in
  /// `stackCase`.
  @MainActor
  static func toggleCase(count: Int, steps: Int) -> BenchmarkResult {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let (scroll, labels) = buildStack(count: count, in: root)
    root.layoutIfNeeded()
    let height = labels[0].intrinsicContentSize.height
    var times: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    for step in 0..<steps {
      let hidden = count / 2 + step / 2
      let hides = step % 2 == 0
      times.append(
        Timing.milliseconds {
          labels[hidden].isHidden = hides
          root.layoutIfNeeded()
        })
      let visible = hides ? labels.indices.filter { $0 != hidden } : Array(labels.indices)
      let (hand, milliseconds) = HandFrames.timed {
        visible.map { index in
          let row = hides && index > hidden ? index - 1 : index
          return CGRect(x: 0, y: CGFloat(row) * height, width: 375, height: height)
        }
      }
      lowerBounds.append(milliseconds)
      error = LayoutBenchmarks.worst(error, hand.maxError(visible.map { labels[$0].frame }))
      let contentHeight = height * CGFloat(hides ? count - 1 : count)
      if abs(scroll.contentSize.height - contentHeight) > 1e-6 { error = nil }
    }
    return LayoutBenchmarks.result(
      name: "stack-\(count)-toggle", views: count + 3, constraints: 0, repeats: steps,
      times: times, lowerBounds: lowerBounds, error: error)
  }

}
