import Foundation
import Testing
import UIKit

/// The HTML report of a test run's image snapshots: one page listing every image snapshot the
/// run took, recorded, matched or failed, each failure's reference, new image and difference
/// side by side.
///
/// The page is `report.html` in the directory `BEZEL_SNAPSHOT_REPORT` names, else in
/// `.build/bezel-snapshots` under the current directory (the package's, under `swift test`),
/// with the images in `images/` beside it. A run starts the page afresh at its first image
/// snapshot and rewrites it after each one, so the page is complete whenever the run stops.
/// swift-snapshot-testing on Linux attaches no files to a failure; the failure message of an
/// image snapshot ends with the report's path instead.
public final class SnapshotReport: @unchecked Sendable {
  /// What became of a snapshot.
  public enum Status: String, Sendable {
    /// No reference was compared: the image was written as the reference (unless the record
    /// mode is `.never`).
    case recorded
    /// The image matched its reference.
    case matched
    /// The image did not match its reference.
    case failed
  }

  /// One snapshot of the run.
  public struct Entry: Sendable {
    /// The test that took it (Swift Testing's name of the test function).
    public var test: String
    /// What became of it.
    public var status: Status
    /// The file names under the report's directory of the new image, the reference and the
    /// difference, the last two for a comparison only.
    public var newImage: String
    public var reference: String?
    public var difference: String?
    /// Why it failed.
    public var message: String?
  }

  /// The report of this test run.
  public static let shared = SnapshotReport(directory: defaultDirectory)

  /// `BEZEL_SNAPSHOT_REPORT`, else `.build/bezel-snapshots` in the current directory.
  public static var defaultDirectory: URL {
    if let path = ProcessInfo.processInfo.environment["BEZEL_SNAPSHOT_REPORT"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      .appendingPathComponent(".build/bezel-snapshots", isDirectory: true)
  }

  /// The directory of the page and its images.
  public let directory: URL
  /// The page.
  public var file: URL { directory.appendingPathComponent("report.html") }

  private let lock = NSLock()
  private var started = false
  private var entries: [Entry] = []
  /// The images taken, each with its entry's index, to find the entry when it is compared.
  private var taken: [(image: UIImage, index: Int)] = []

  /// A report written to `directory`.
  public init(directory: URL) {
    self.directory = directory
  }

  /// The snapshots entered so far, in the order they were taken.
  public var allEntries: [Entry] {
    lock.withLock { entries }
  }

  /// The line the failure message of an image snapshot ends with.
  var pointer: String { "\nBezel's snapshot report: \(file.path)" }

  /// Enters a snapshot just taken, as recorded until it is compared.
  func taken(_ image: UIImage) {
    let test = Test.current?.name ?? "snapshot"
    lock.withLock {
      startIfNeeded()
      let index = entries.count
      let name = "\(index + 1)-\(fileSafe(test))"
      let newImage = write(image.pngData(), as: "\(name)-new.png")
      entries.append(Entry(test: test, status: .recorded, newImage: newImage))
      taken.append((image, index))
      writePage()
    }
  }

  /// Enters the comparison of `new` with its reference: matched when `message` is nil.
  func compared(new: UIImage, reference: Data, difference: Data?, message: String?) {
    lock.withLock {
      startIfNeeded()
      guard let index = taken.last(where: { $0.image === new })?.index else { return }
      let stem = entries[index].newImage.dropFirst("images/".count).dropLast("-new.png".count)
      entries[index].status = message == nil ? .matched : .failed
      entries[index].message = message
      if message != nil {
        entries[index].reference = write(reference, as: "\(stem)-reference.png")
        if let difference {
          entries[index].difference = write(difference, as: "\(stem)-difference.png")
        }
      }
      writePage()
    }
  }

  /// Empties the report's images and page once per run.
  private func startIfNeeded() {
    guard !started else { return }
    started = true
    let files = FileManager.default
    try? files.removeItem(at: directory.appendingPathComponent("images"))
    try? files.removeItem(at: file)
    try? files.createDirectory(
      at: directory.appendingPathComponent("images"), withIntermediateDirectories: true)
  }

  /// Writes `data` as `images/name`, returning that relative path.
  private func write(_ data: Data?, as name: String) -> String {
    let path = "images/\(name)"
    try? (data ?? Data()).write(to: directory.appendingPathComponent(path))
    return path
  }

  private func writePage() {
    try? Data(SnapshotReportPage.html(entries).utf8).write(to: file)
  }

  /// `text` in letters, digits and hyphens.
  private func fileSafe(_ text: String) -> String {
    SnapshotDevices.slug(text)
  }
}
