import Bezel
import BezelBenchmarks
import BezelGallery
import BezelScene

/// The check cases of `bezel-bench`: `bezel check`'s analysis of generated scenes on every
/// device and orientation, and the refusal of a scene over the view limit.
public enum CheckBenchmarks {
  /// The check cases.
  public static let all: [Benchmarks.Case] =
    [100, 1000, 1999].map { count in
      LayoutBenchmarks.layoutCase(
        "check-chain-\(count)",
        "\(count) views chained top to bottom and pinned to the margins, checked on every device",
        count >= 1000 ? 1 : 3
      ) { checkCase(name: "check-chain-\(count)", count: count, shape: .pinned, repeats: $0) }
    }
    + [100, 1000, 1999].map { count in
      LayoutBenchmarks.layoutCase(
        "check-loose-\(count)",
        "\(count) views chained top to bottom with no horizontal constraints, checked on every device",
        count >= 1000 ? 1 : 3
      ) { checkCase(name: "check-loose-\(count)", count: count, shape: .loose, repeats: $0) }
    }
    + [100, 1000, 1999].map { count in
      LayoutBenchmarks.layoutCase(
        "check-bare-\(count)",
        "\(count) views chained top to bottom with nothing else, checked on every device",
        count >= 1000 ? 1 : 3
      ) { checkCase(name: "check-bare-\(count)", count: count, shape: .bare, repeats: $0) }
    }
    + [
      LayoutBenchmarks.layoutCase(
        "check-fixed-100",
        "100 views each with a required top, leading, width and height, checked on every device", 3
      ) { checkCase(name: "check-fixed-100", count: 100, shape: .fixed, repeats: $0) },
      LayoutBenchmarks.layoutCase(
        "limit-views-100000", "reading a scene of 100,000 views, refused at the 2001st", 3
      ) { limitCase(repeats: $0) },
    ]

  enum Shape {
    /// Each view below the one above, as wide as the margins, 20 points tall.
    case pinned
    /// Each view below the one above, 20 points tall, with no horizontal constraint: every view
    /// is ambiguous.
    case loose
    /// Each view below the one above and nothing else, the shape of a screen half written:
    /// every view is ambiguous in both axes.
    case bare
    /// Each view on its own: a top, a leading edge, a width and a height.
    case fixed
  }

  /// The scene file of `count` views of `shape`.
  static func scene(count: Int, shape: Shape) -> String {
    var lines = ["root:", "  view:", "    name: root", "    subviews:"]
    lines += (0..<count).map { "      - name: v\($0)" }
    lines.append("    constraints:")
    for index in 0..<count {
      let above = index == 0 ? "safeArea.top" : "v\(index - 1).bottom"
      switch shape {
      case .bare:
        lines.append("      - v\(index).top == \(above) + 4")
      case .pinned, .loose:
        lines += ["      - v\(index).top == \(above) + 4", "      - v\(index).height == 20"]
        if shape == .pinned {
          lines += [
            "      - v\(index).leading == margins.leading",
            "      - v\(index).trailing == margins.trailing",
          ]
        }
      case .fixed:
        lines += [
          "      - v\(index).top == safeArea.top + \(index)",
          "      - v\(index).leading == margins.leading + \(index % 50)",
          "      - v\(index).width == 100", "      - v\(index).height == 20",
        ]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Times reading the scene and checking it on every device in each gallery orientation, as
  /// `bezel check` does.
  @MainActor
  static func checkCase(name: String, count: Int, shape: Shape, repeats: Int) -> BenchmarkResult {
    let text = scene(count: count, shape: shape)
    var times: [Double] = []
    var problems = 0
    var layouts = 0
    var failure: String?
    for _ in 0..<repeats {
      times.append(
        Timing.milliseconds {
          do {
            let scene = try Scene.parse(text, file: "\(name).yaml")
            layouts = SceneGallery.layouts(of: scene, on: DeviceCatalog.all).count
            problems =
              try scene.check(on: DeviceCatalog.all, orientations: SceneGallery.orientations(for:))
              .count
          } catch {
            failure = "\(error)"
          }
        })
    }
    var result = BenchmarkResult(case: name)
    result["views"] = .integer(count)
    let perView: Int
    switch shape {
    case .bare: perView = 1
    case .loose: perView = 2
    case .pinned, .fixed: perView = 4
    }
    result["constraints"] = .integer(perView * count)
    result["layouts"] = .integer(layouts)
    result["repeats"] = .integer(repeats)
    result["median_ms"] = .number(Timing.median(times))
    result["problems"] = .integer(problems)
    // `bezel check` reports each ambiguous named view once, whatever it lacks.
    let expected = shape == .loose || shape == .bare ? count : 0
    if let failure {
      result["error"] = .string(failure)
    } else if problems != expected {
      result["error"] = .string("\(problems) problems, expected \(expected)")
    }
    return result
  }

  /// Times reading a scene of 100,000 views, which is refused at the first view over the limit.
  static func limitCase(repeats: Int) -> BenchmarkResult {
    var lines = ["root:", "  view:", "    name: root", "    subviews:"]
    lines += (0..<100_000).map { "      - name: v\($0)" }
    let text = lines.joined(separator: "\n") + "\n"
    var times: [Double] = []
    var messages: [String] = []
    for _ in 0..<repeats {
      times.append(
        Timing.milliseconds {
          do throws(SceneErrors) {
            _ = try Scene.parse(text, file: "views.yaml")
          } catch {
            messages = error.diagnostics.map(\.summary)
          }
        })
    }
    var result = BenchmarkResult(case: "limit-views-100000")
    result["views"] = .integer(100_000)
    result["repeats"] = .integer(repeats)
    result["median_ms"] = .number(Timing.median(times))
    if messages.count != 1 || messages.first?.contains("too many views") != true {
      result["error"] = .string("expected one 'too many views' error, got \(messages.prefix(3))")
    }
    return result
  }
}
