import Bezel
import BezelScene
import Dispatch
import Foundation

/// The gallery's PNG pictures: each screen as the app looks, beside its SVG drawing.
enum GalleryPictures {
  /// Rasterizes `pictures` (each a file name in `directory` and its SVG) at 1 pixel per point,
  /// a few at a time: one rasterizer process per picture takes about a tenth of a second.
  static func write(
    _ pictures: [(file: String, svg: String)], in directory: String, with rasterizer: SVGRasterizer
  ) throws {
    let folder = URL(fileURLWithPath: directory)
    let failures = FailureList()
    let width = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
    DispatchQueue.concurrentPerform(iterations: width) { lane in
      for index in stride(from: lane, to: pictures.count, by: width) {
        let path = folder.appendingPathComponent(pictures[index].file).path
        do {
          let png = try rasterizer.png(from: pictures[index].svg, scale: 1)
          try PlainFile.write(bytes: Array(png), to: path)
        } catch {
          failures.add(index, "\(path): \(error)")
        }
      }
    }
    if let first = failures.first {
      printError("bezel: cannot write the gallery's PNG \(first)")
      throw OutputPath.cannotCreate
    }
  }
}

/// The failures of concurrent writes; the first by index is reported, whatever order they came in.
private final class FailureList: @unchecked Sendable {
  private let lock = NSLock()
  private var failures: [(Int, String)] = []

  func add(_ index: Int, _ message: String) {
    lock.lock()
    failures.append((index, message))
    lock.unlock()
  }

  var first: String? {
    lock.lock()
    defer { lock.unlock() }
    return failures.min { $0.0 < $1.0 }?.1
  }
}
