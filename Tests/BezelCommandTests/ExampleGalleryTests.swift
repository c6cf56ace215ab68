import Bezel
import BezelGallery
import BezelScene
import BezelTestSupport
import Foundation
import Testing

/// `bezel` with no arguments, the README's first command: the bundled example's gallery on every
/// device, written by one run that the tests below share (it lays out 380 screens).
struct ExampleGalleryTests {
  /// What the run printed, and the folder it ran in.
  struct Run: Sendable {
    var output: CommandRunner.Output
    var folder: URL
  }

  /// The one run, in a new folder removed when the test process ends.
  static let run = Result { () throws -> Run in
    try FileManager.default.createDirectory(
      at: defaultRunFolder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: defaultRunFolder) }
    return Run(output: try CommandRunner.run([], in: defaultRunFolder), folder: defaultRunFolder)
  }

  @Test func noArgumentsWritesTheExampleGallery() throws {
    let run = try Self.run.get()
    #expect(run.output.status == 0, "\(run.output.standardError)")
    let page = run.folder.appendingPathComponent("bezel-gallery/index.html")
    #expect(FileManager.default.fileExists(atPath: page.path))
    #expect(run.output.standardOutput.contains("bezel-gallery/index.html"))
    let svgs =
      FileManager.default.enumerator(
        atPath: run.folder.appendingPathComponent("bezel-gallery").path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") } ?? []
    #expect(!svgs.isEmpty)
  }

  @Test(
    "Every drawing of the bundled example's gallery renders, and every overlay switch changes one",
    .enabled(if: HeadlessBrowser.shouldRun, "no headless browser installed"))
  func exampleGalleryRendersEveryDeviceInABrowser() throws {
    let run = try Self.run.get()
    try #require(run.output.status == 0, "\(run.output.standardError)")
    let layouts = SceneGallery.layouts(of: Scene.bagelTimes, on: DeviceCatalog.all)
    let report = try SelfTestReport.run(
      page: run.folder.appendingPathComponent("bezel-gallery/index.html"))
    #expect(report.drawings == layouts.count)
    #expect(report.rendered == layouts.count, "blank drawings: \(report.blank.prefix(10))")
    for (overlay, _) in GalleryPage.overlays {
      let entry = try #require(report.overlays[overlay])
      #expect(
        entry.drawn && entry.hidden && entry.changed && entry.restored, "\(overlay): \(entry)")
    }
    let phones = layouts.filter { $0.device.idiom == .phone }.count
    let pads = layouts.filter { $0.device.idiom == .pad }.count
    #expect(report.filter["phone"]?.shown == phones && report.filter["phone"]?.others == 0)
    #expect(report.filter["pad"]?.shown == pads && report.filter["pad"]?.others == 0)
    #expect(report.filter["all"]?.shown == layouts.count)
  }
}

/// The folder of `ExampleGalleryTests.run`: a global, so that the exit handler can name it.
private let defaultRunFolder = FileManager.default.temporaryDirectory
  .appendingPathComponent("bezel-default-run-\(UUID().uuidString)")
