import BezelBenchmarks
import BezelSolver
import Foundation
import UIKit

/// The layout cases of `bezel-bench`: UIKit views and anchor constraints laid out by Bezel's
/// UIKit module, each compared with the same frames computed by hand.
///
/// Every line reports `median_ms`, the hand arithmetic's time as `lower_bound_ms`, their ratio,
/// and `max_abs_error`, the largest distance between a frame edge Bezel computed and the hand
/// value rounded to the pixel grid as UIKit rounds it.
public enum LayoutBenchmarks {
  /// Every layout case, in the order `bezel-bench` runs them.
  public static let all: [Benchmarks.Case] = [
    layoutCase("layout-feed-100", "100 feed cells built with anchors, then laid out", 21) {
      feedCase(name: "layout-feed-100", cells: 100, repeats: $0)
    },
    layoutCase("layout-feed-1000", "1000 feed cells built with anchors, then laid out", 11) {
      feedCase(name: "layout-feed-1000", cells: 1000, repeats: $0)
    },
    layoutCase(
      "first-layout-feed-1000", "1000 feed cells built and laid out once a repeat, all kept", 1
    ) {
      keptFeedCase(name: "first-layout-feed-1000", cells: 1000, repeats: $0)
    },
    layoutCase("relayout-feed-1000", "1000 laid-out feed cells, container 375 -> 414 wide", 11) {
      relayoutCase(name: "relayout-feed-1000", cells: 1000, repeats: $0)
    },
    layoutCase("deep-1000", "1000 nested views, each inset 1 pt from its parent", 21) {
      deepCase(name: "deep-1000", count: 1000, repeats: $0)
    },
    layoutCase("row-1000", "1000 equal-width siblings from leading to trailing", 21) {
      rowCase(name: "row-1000", count: 1000, repeats: $0)
    },
    layoutCase("removal-1000", "1000 constrained subviews removed one by one", 21) {
      removalCase(name: "removal-1000", count: 1000, repeats: $0)
    },
    layoutCase(
      "churn-edges-10000", "10000 cycles of 4 edge constraints deactivated and new ones activated",
      5
    ) {
      churnEdgesCase(name: "churn-edges-10000", cycles: 10_000, repeats: $0)
    },
  ]

  /// A case whose body runs on the main actor, where UIKit's types live; `bezel-bench` runs its
  /// cases on the main thread.
  static func layoutCase(
    _ name: String, _ summary: String, _ defaultRepeats: Int,
    _ body: @escaping @MainActor (_ repeats: Int) -> BenchmarkResult
  ) -> Benchmarks.Case {
    Benchmarks.Case(name: name, summary: summary) { repeats in
      MainActor.assumeIsolated { body(max(1, repeats ?? defaultRepeats)) }
    }
  }

  /// The fields every layout case starts with.
  static func result(
    name: String, views: Int, constraints: Int, repeats: Int, times: [Double],
    lowerBounds: [Double], error: Double?, failure: String? = nil
  ) -> BenchmarkResult {
    var result = BenchmarkResult(case: name)
    result["views"] = .integer(views)
    result["constraints"] = .integer(constraints)
    result["repeats"] = .integer(repeats)
    let median = Timing.median(times)
    let lowerBound = Timing.median(lowerBounds)
    result["median_ms"] = .number(median)
    result["lower_bound_ms"] = .number(lowerBound)
    result["ratio"] = .number(median / lowerBound)
    if let failure {
      result["error"] = .string(failure)
    } else if let error {
      result["max_abs_error"] = .number(error)
    } else {
      result["error"] = .string("the frames do not match the hand-computed ones one to one")
    }
    return result
  }

  /// Builds the feed and lays it out, timing the two steps.
  @MainActor
  static func feedCase(name: String, cells: Int, repeats: Int) -> BenchmarkResult {
    let runs = firstLayouts(cells: cells, repeats: repeats)
    var result = result(
      name: name, views: 1 + 9 * cells, constraints: FeedScene.constraintsPerCell * cells,
      repeats: repeats, times: zip(runs.builds, runs.layouts).map { $0 + $1 },
      lowerBounds: runs.lowerBounds, error: runs.error)
    result["build_median_ms"] = .number(Timing.median(runs.builds))
    result["layout_median_ms"] = .number(Timing.median(runs.layouts))
    for (key, value) in phaseMedians(cells: cells, repeats: repeats) {
      result[key] = .number(value)
    }
    return result
  }

  /// The medians of the first layout's phases, from runs of their own (timing the phases costs a
  /// clock read around every solver call, which the plain runs above leave out): creating the
  /// views (`objects`), creating the constraints, activating them less the solver's share, the
  /// solver's work in activation and layout (`solving`), and the layout pass less the solver's
  /// share (`frames`: reading values and writing frames).
  @MainActor
  static func phaseMedians(cells: Int, repeats: Int) -> KeyValuePairs<String, Double> {
    var objects: [Double] = []
    var constraints: [Double] = []
    var activation: [Double] = []
    var solving: [Double] = []
    var frames: [Double] = []
    SolverTiming.isMeasuring = true
    defer { SolverTiming.isMeasuring = false }
    for _ in 0..<max(1, repeats / 2) {
      SolverTiming.reset()
      var phases = FeedScene.BuildPhases()
      let scene = FeedScene(cells: cells, width: 375, phases: &phases)
      let solvingInBuild = SolverTiming.milliseconds
      let layout = Timing.milliseconds { scene.container.layoutIfNeeded() }
      let solvingInLayout = SolverTiming.milliseconds - solvingInBuild
      objects.append(phases.objects)
      constraints.append(phases.constraints)
      activation.append(phases.activation - solvingInBuild)
      solving.append(SolverTiming.milliseconds)
      frames.append(layout - solvingInLayout)
    }
    return [
      "phase_objects_median_ms": Timing.median(objects),
      "phase_constraints_median_ms": Timing.median(constraints),
      "phase_activation_median_ms": Timing.median(activation),
      "phase_solving_median_ms": Timing.median(solving),
      "phase_frames_median_ms": Timing.median(frames),
    ]
  }

  /// The feeds `keptFeedCase` keeps until the process ends.
  @MainActor static var keptFeeds: [FeedScene] = []

  /// Builds and lays the feed out once a repeat, keeping every feed until the process ends, so
  /// that nothing is torn down while it runs: the difference between one and two repeats of a
  /// whole process is exactly one first layout, which is how `Scripts/compare-flexbox.py
  /// --cache` counts its simulated cache misses (its memory grows with the repeats).
  @MainActor
  static func keptFeedCase(name: String, cells: Int, repeats: Int) -> BenchmarkResult {
    let runs = firstLayouts(cells: cells, repeats: repeats) { keptFeeds.append($0) }
    return result(
      name: name, views: 1 + 9 * cells, constraints: FeedScene.constraintsPerCell * cells,
      repeats: repeats, times: zip(runs.builds, runs.layouts).map { $0 + $1 },
      lowerBounds: runs.lowerBounds, error: runs.error)
  }

  /// Builds and lays the feed out `repeats` times, each first layout timed and its frames
  /// checked against the hand arithmetic (whose time is the lower bound); `keep` gets each feed.
  @MainActor
  static func firstLayouts(
    cells: Int, repeats: Int, keep: (FeedScene) -> Void = { _ in }
  ) -> (builds: [Double], layouts: [Double], lowerBounds: [Double], error: Double?) {
    var builds: [Double] = []
    var layouts: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    for _ in 0..<repeats {
      let scene = firstFeedLayout(cells: cells, builds: &builds, layouts: &layouts)
      let (hand, milliseconds) = HandFrames.timed {
        FeedScene.handFrames(cells: cells, width: 375)
      }
      lowerBounds.append(milliseconds)
      error = worst(error, hand.maxError(scene.frames))
      keep(scene)
    }
    return (builds, layouts, lowerBounds, error)
  }

  /// One first layout of the feed, its build and layout timed.
  @MainActor
  static func firstFeedLayout(cells: Int, builds: inout [Double], layouts: inout [Double])
    -> FeedScene
  {
    let clock = ContinuousClock()
    let start = clock.now
    let scene = FeedScene(cells: cells, width: 375)
    let built = clock.now
    scene.container.layoutIfNeeded()
    let end = clock.now
    builds.append(FeedScene.milliseconds(from: start, to: built))
    layouts.append(FeedScene.milliseconds(from: built, to: end))
    return scene
  }

  /// Lays the feed out at 375 points untimed, then times a change of the container's width to
  /// 414 points and the layout that follows.
  @MainActor
  static func relayoutCase(name: String, cells: Int, repeats: Int) -> BenchmarkResult {
    var times: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    for _ in 0..<repeats {
      let scene = FeedScene(cells: cells, width: 375)
      scene.container.layoutIfNeeded()
      times.append(
        Timing.milliseconds {
          scene.container.frame = CGRect(x: 0, y: 0, width: 414, height: 800)
          scene.container.layoutIfNeeded()
        })
      let (hand, milliseconds) = HandFrames.timed {
        FeedScene.handFrames(cells: cells, width: 414)
      }
      lowerBounds.append(milliseconds)
      error = worst(error, hand.maxError(scene.frames))
    }
    return result(
      name: name, views: 1 + 9 * cells, constraints: FeedScene.constraintsPerCell * cells,
      repeats: repeats, times: times, lowerBounds: lowerBounds, error: error)
  }

  /// Builds the nest and lays it out.
  @MainActor
  static func deepCase(name: String, count: Int, repeats: Int) -> BenchmarkResult {
    var times: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    for _ in 0..<repeats {
      var built: (root: UIView, views: [UIView])?
      times.append(
        Timing.milliseconds {
          let scene = ShapeScenes.deep(count)
          scene.root.layoutIfNeeded()
          built = scene
        })
      guard let scene = built else { continue }
      let (hand, milliseconds) = HandFrames.timed { ShapeScenes.deepFrames(count) }
      lowerBounds.append(milliseconds)
      error = worst(error, hand.maxError(scene.views.map(\.frame)))
    }
    return result(
      name: name, views: 1 + count, constraints: 4 * count, repeats: repeats, times: times,
      lowerBounds: lowerBounds, error: error)
  }

  /// Builds the row and lays it out.
  @MainActor
  static func rowCase(name: String, count: Int, repeats: Int) -> BenchmarkResult {
    var times: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    for _ in 0..<repeats {
      var built: (container: UIView, views: [UIView])?
      times.append(
        Timing.milliseconds {
          let scene = ShapeScenes.row(count)
          scene.container.layoutIfNeeded()
          built = scene
        })
      guard let scene = built else { continue }
      let (hand, milliseconds) = HandFrames.timed { ShapeScenes.rowFrames(count) }
      lowerBounds.append(milliseconds)
      error = worst(error, hand.maxError(scene.views.map(\.frame)))
    }
    return result(
      name: name, views: 1 + count, constraints: 4 * count, repeats: repeats, times: times,
      lowerBounds: lowerBounds, error: error)
  }

  /// Times removing every square of a laid-out grid, first added first, and the layout after.
  ///
  /// The grid is built and laid out untimed. The hand-written counterpart removes the same
  /// frames, in the same order, from a plain array.
  ///
  /// The frames are checked after the first layout and again after the removals: a removed view
  /// keeps its frame, and the container is left with no subviews and no constraints.
  @MainActor
  static func removalCase(name: String, count: Int, repeats: Int) -> BenchmarkResult {
    var times: [Double] = []
    var lowerBounds: [Double] = []
    var error: Double? = 0
    var failure: String?
    for _ in 0..<repeats {
      let scene = ShapeScenes.grid(count)
      scene.container.layoutIfNeeded()
      let hand = HandFrames.timed { ShapeScenes.gridFrames(count) }.frames
      error = worst(error, hand.maxError(scene.views.map(\.frame)))
      times.append(
        Timing.milliseconds {
          for view in scene.views { view.removeFromSuperview() }
          scene.container.layoutIfNeeded()
        })
      var remaining = hand.aligned
      lowerBounds.append(
        Timing.milliseconds {
          while !remaining.isEmpty { remaining.removeFirst() }
        })
      if !scene.container.subviews.isEmpty || !scene.container.constraints.isEmpty
        || !remaining.isEmpty
      {
        failure = "subviews or constraints are left in the container after the removals"
      }
      error = worst(error, hand.maxError(scene.views.map(\.frame)))
    }
    return result(
      name: name, views: 1 + count, constraints: 4 * count, repeats: repeats, times: times,
      lowerBounds: lowerBounds, error: error, failure: failure)
  }

  /// The larger of two errors; nil, a mismatch, wins.
  static func worst(_ a: Double?, _ b: Double?) -> Double? {
    guard let a, let b else { return nil }
    return max(a, b)
  }
}
