import Bezel
import BezelBenchmarks
import BezelGallery
import BezelScene
import Foundation

/// The gallery case of `bezel-bench`: the bundled example on every device and orientation,
/// drawn and written as the `bezel` command writes it.
public enum GalleryBenchmarks {
  /// The gallery case.
  public static let all: [Benchmarks.Case] = [
    LayoutBenchmarks.layoutCase(
      "gallery", "the bundled example on every device and orientation: layouts, SVGs and page", 3
    ) { galleryCase(repeats: $0) }
  ]

  /// Times the whole gallery, and each layout with its drawing.
  ///
  /// The drawings are checked, not
  /// against hand-computed frames (the cases above do that), but for completeness: every layout
  /// drawn, none with a message from UIKit.
  @MainActor
  static func galleryCase(repeats: Int) -> BenchmarkResult {
    let scene = Scene.bagelTimes
    let layouts = SceneGallery.layouts(of: scene, on: DeviceCatalog.all)
    var totals: [Double] = []
    var perLayout: [Double] = []
    var pages: [Double] = []
    var failure: String?
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-bench-gallery-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var views = 0
    for _ in 0..<repeats {
      var entries: [GalleryPage.Entry] = []
      let total = Timing.milliseconds {
        for layout in layouts {
          var drawing: SceneGallery.Drawing?
          perLayout.append(
            Timing.milliseconds { drawing = try? SceneGallery.draw(layout, of: scene) })
          guard let drawing else {
            failure = "\(layout.device.name) could not be drawn"
            continue
          }
          if !drawing.diagnostics.isEmpty {
            failure = "UIKit logged on \(layout.device.name): \(drawing.diagnostics[0])"
          }
          views = max(views, drawing.snapshot.views.count)
          entries.append(drawing.entry)
        }
        pages.append(
          Timing.milliseconds {
            do {
              try GalleryPage(title: scene.name, entries: entries).write(to: folder)
            } catch {
              failure = "cannot write the page: \(error)"
            }
          })
      }
      totals.append(total)
    }
    var result = BenchmarkResult(case: "gallery")
    result["layouts"] = .integer(layouts.count)
    result["views"] = .integer(views)
    result["repeats"] = .integer(repeats)
    result["median_ms"] = .number(Timing.median(totals))
    result["per_layout_median_ms"] = .number(Timing.median(perLayout))
    result["per_layout_max_ms"] = .number(perLayout.max() ?? .nan)
    result["page_ms"] = .number(Timing.median(pages))
    result["target_ms"] = .number(2000)
    result["per_layout_target_ms"] = .number(10)
    if let failure { result["error"] = .string(failure) }
    return result
  }
}
