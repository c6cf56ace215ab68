import Bezel
import BezelGallery
import BezelScene
import BezelTestSupport
import Foundation
import Testing

/// `bezel` with no subcommand, the README's first command: the bundled example's gallery, written by
/// one run that the tests below share.
///
/// By default the run names four devices — a phone with a home button, a notched phone, a pad and a
/// TV, each in both orientations — so that the browser's self-test of the page stays within a few
/// seconds; `BEZEL_FUZZ_ITERATIONS=full` (which `.ci/run` sets for this suite) runs `bezel` with no
/// arguments at all, every device of the catalog (380 screens).
struct ExampleGalleryTests {
  /// The devices the run lays the example out on.
  static let devices =
    FuzzIterations.isFull
    ? DeviceCatalog.all
    : [
      DeviceCatalog.iPhoneSE2, DeviceCatalog.iPhone15Pro, DeviceCatalog.iPadPro11M4,
      DeviceCatalog.appleTV4KThird,
    ]

  /// The run's arguments: none for the whole catalog, as the README runs it.
  static let arguments =
    FuzzIterations.isFull ? [] : devices.flatMap { ["--device", $0.name] }

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
    return Run(
      output: try CommandRunner.run(arguments, in: defaultRunFolder), folder: defaultRunFolder)
  }

  @Test func noSubcommandWritesTheExampleGallery() throws {
    let run = try Self.run.get()
    #expect(run.output.status == 0, "\(run.output.standardError)")
    let page = run.folder.appendingPathComponent("bezel-gallery/index.html")
    #expect(FileManager.default.fileExists(atPath: page.path))
    #expect(run.output.standardOutput.contains("bezel-gallery/index.html"))
    let svgs =
      FileManager.default.enumerator(
        atPath: run.folder.appendingPathComponent("bezel-gallery").path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") } ?? []
    let layouts = SceneGallery.layouts(of: Scene.bagelTimes, on: Self.devices)
    #expect(svgs.count == layouts.count)
  }

  @Test func noSubcommandIsTheExampleCommand() throws {
    let output = try CommandRunner.run(
      ["--print-scene"], in: FileManager.default.temporaryDirectory)
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput == Scene.bagelTimesSource)
  }

  @Test(
    "Every drawing of the example's gallery renders, and every overlay switch changes one",
    .enabled(if: HeadlessBrowser.shouldRun, "no headless browser installed"))
  func exampleGalleryRendersEveryDeviceInABrowser() throws {
    let run = try Self.run.get()
    try #require(run.output.status == 0, "\(run.output.standardError)")
    let layouts = SceneGallery.layouts(of: Scene.bagelTimes, on: Self.devices)
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
