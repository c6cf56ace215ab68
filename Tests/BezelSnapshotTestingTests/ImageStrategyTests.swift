import Bezel
import Foundation
import SnapshotTesting
import Testing
import UIKit

@testable import BezelSnapshotTesting

/// Whether the image tests run: a rasterizer is installed, or CI sets
/// `BEZEL_REQUIRE_RASTERIZER=1` so that a missing one fails them there rather than skipping.
let rasterizerPresent =
  SVGRasterizer.installed != nil
  || ProcessInfo.processInfo.environment["BEZEL_REQUIRE_RASTERIZER"] == "1"

/// The image strategies with the installed rasterizer, recorded by swift-snapshot-testing's
/// record mode.
@MainActor
@Suite(
  .snapshots(record: .missing),
  .enabled(
    if: rasterizerPresent,
    "needs an SVG rasterizer: apt-get install librsvg2-bin (rsvg-convert), or resvg, or BEZEL_RASTERIZER naming one"
  ))
struct ImageStrategyTests {

  /// A fresh folder for references that a test records itself.
  func scratchDirectory() -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-image-\(UUID().uuidString)")
    return url.path
  }

  // The committed reference: the blue square on an iPhone 13 at its 3× scale.
  @Test func imageOnIPhone13MatchesItsReference() {
    assertSnapshot(of: SquareViewController(), as: .image(on: .iPhone13))
  }

  @Test func imageOnIPhone13RecordsThenPasses() {
    let directory = scratchDirectory()
    let first = verifySnapshot(
      of: SquareViewController(), as: .image(on: .iPhone13), named: "square", record: .missing,
      snapshotDirectory: directory)
    #expect(first?.contains("No reference was found on disk. Automatically recorded") == true)
    let second = verifySnapshot(
      of: SquareViewController(), as: .image(on: .iPhone13), named: "square", record: .missing,
      snapshotDirectory: directory)
    #expect(second == nil)
  }

  // An iPhone 13 is 390 × 844 points at 3×: 1170 × 2532 pixels.
  @Test func imageHasTheDevicePixelSize() throws {
    let image = try #require(takeImage(of: SquareViewController(), on: .iPhone13))
    let bitmap = try SnapshotBitmap(png: [UInt8](try #require(image.pngData())))
    #expect(bitmap.width == 1170)
    #expect(bitmap.height == 2532)
    #expect(image.size == CGSize(width: 390, height: 844))
  }

  @Test func imageIsTheSameBytesOnTwoRuns() throws {
    let first = try #require(takeImage(of: SquareViewController(), on: .iPhoneSe)?.pngData())
    let second = try #require(takeImage(of: SquareViewController(), on: .iPhoneSe)?.pngData())
    #expect(first == second)
  }

  // The square is 100 points at the safe area's top + 20 and leading + 20; on an iPhone SE
  // (1st generation, 2×, 20-point status bar) that is pixels 40–240 across and 80–280 down.
  // A red square instead of a blue one differs there only: the difference image is the
  // largest component difference stretched to 255 inside, 0 outside.
  @Test func changedViewFailsWithADifferenceImage() throws {
    let directory = scratchDirectory()
    _ = verifySnapshot(
      of: SquareViewController(), as: .image(on: .iPhoneSe), named: "square", record: .missing,
      snapshotDirectory: directory)
    let changed = SquareViewController()
    changed.loadViewIfNeeded()
    changed.square.backgroundColor = .systemRed
    let failure = verifySnapshot(
      of: changed, as: .image(on: .iPhoneSe), named: "square", record: .missing,
      snapshotDirectory: directory)
    #expect(failure?.hasPrefix("Snapshot \"square\" does not match reference.") == true)
    #expect(failure?.contains("Newly-taken snapshot does not match reference.") == true)
    #expect(failure?.contains(SnapshotReport.shared.file.path) == true)

    let entry = try #require(SnapshotReport.shared.allEntries.last)
    #expect(entry.status == .failed)
    let differencePath = try #require(entry.difference)
    let data = try Data(
      contentsOf: SnapshotReport.shared.directory.appendingPathComponent(differencePath))
    let difference = try SnapshotBitmap(png: [UInt8](data))
    #expect(difference.width == 640 && difference.height == 1136)
    let grey = { (x: Int, y: Int) in difference.rgba[(y * difference.width + x) * 4] }
    #expect(grey(140, 180) == 255)
    #expect(grey(400, 600) == 0)
    #expect(grey(20, 180) == 0)
  }

  // A 20 × 10 red view at 1× is 20 × 10 opaque red pixels.
  @Test func viewImageIsTheViewAlone() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let image = try #require(
      takeImage(of: view, as: .image(traits: UITraitCollection(displayScale: 1))))
    let bitmap = try SnapshotBitmap(png: [UInt8](try #require(image.pngData())))
    #expect(bitmap.width == 20 && bitmap.height == 10)
    #expect(Array(bitmap.rgba[0..<4]) == [255, 0, 0, 255])
    #expect(
      Array(bitmap.rgba[(bitmap.pixelCount - 1) * 4..<bitmap.pixelCount * 4]) == [255, 0, 0, 255])
  }

  @Test func reportListsTheSnapshotsOfTheRun() throws {
    assertSnapshot(
      of: SquareViewController(), as: .image(on: .iPhone13(.landscape)), named: "report")
    let page = try String(contentsOf: SnapshotReport.shared.file, encoding: .utf8)
    #expect(page.contains("reportListsTheSnapshotsOfTheRun()"))
    #expect(page.contains("<p id=\"summary\">"))
  }

  private func takeImage(
    of controller: UIViewController, on config: ViewImageConfig
  ) -> UIImage? {
    takeImage(of: controller, as: .image(on: config))
  }

  private func takeImage<Value>(of value: Value, as strategy: Snapshotting<Value, UIImage>)
    -> UIImage?
  {
    var result: UIImage?
    strategy.snapshot(value).run { result = $0 }
    return result
  }
}
