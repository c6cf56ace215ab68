import ArgumentParser
import BezelGallery
import BezelScene
import Foundation

/// A gallery's layouts drawn by several processes at once.
///
/// UIKit's classes belong to the main actor, so one process lays out on one thread; `--jobs N`
/// runs N copies of this executable instead (`bezel gallery-worker`), each drawing a contiguous
/// slice of the layouts and writing one JSON line per drawing. The drawings are put back in the
/// layouts' order, so that what is written does not depend on N or on which process finished
/// first.
enum GalleryJobs {
  /// Where the workers read the scene from.
  enum Source {
    case file(String)
    case example
  }

  /// Draws `count` layouts in `processes` workers, showing progress; the drawings come back in
  /// the layouts' order.
  static func draw(
    count: Int, labels: [String], source: Source, devices: [String], pictures: Bool,
    processes: Int, progress: ProgressBar
  ) throws -> [GalleryDrawing] {
    let collector = DrawingCollector()
    if let first = labels.first { progress.update(0, first) }
    let argumentLists = slices(of: count, into: processes).map { slice in
      var arguments = ["gallery-worker", "--first", String(slice.lowerBound)]
      arguments += ["--count", String(slice.count)]
      for device in devices { arguments += ["--device", device] }
      if pictures { arguments.append("--pictures") }
      switch source {
      case .file(let path): arguments += ["--", path]
      case .example: arguments.append("--example")
      }
      return arguments
    }
    try runWorkers(
      argumentLists, readers: argumentLists.map { _ in { collector.read($0) } },
      progress: progress
    ) {
      let done = collector.count
      if done < labels.count { progress.update(done, labels[done]) }
    }
    let drawings = collector.drawings.sorted { $0.index < $1.index }
    guard drawings.map(\.index) == Array(0..<count) else {
      progress.finish()
      throw WorkerFailure("the workers returned \(drawings.count) of \(count) drawings")
    }
    return drawings
  }

  /// `count` items in `parts` contiguous ranges whose sizes differ by at most one.
  static func slices(of count: Int, into parts: Int) -> [Range<Int>] {
    let parts = max(1, min(parts, count))
    var ranges: [Range<Int>] = []
    var start = 0
    for part in 0..<parts {
      let size = count / parts + (part < count % parts ? 1 : 0)
      ranges.append(start..<(start + size))
      start += size
    }
    return ranges.filter { !$0.isEmpty }
  }

  /// Runs the command's own executable once per argument list.
  ///
  /// Each worker's standard output is read to its end by its reader on a thread of its own, and
  /// `tick` is called every tenth of a second until all outputs end. A worker that fails has its
  /// standard error relayed and its exit status thrown.
  static func runWorkers(
    _ argumentLists: [[String]], readers: [@Sendable (FileHandle) -> Void],
    progress: ProgressBar, tick: () -> Void
  ) throws {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var workers: [(Process, URL)] = []
    let group = DispatchGroup()
    defer {
      for (process, errors) in workers {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: errors)
      }
    }
    for (arguments, read) in zip(argumentLists, readers) {
      let output = Pipe()
      workers.append(try startWorker(executable, arguments, output: output))
      let handle = output.fileHandleForReading
      group.enter()
      DispatchQueue.global().async {
        read(handle)
        group.leave()
      }
    }
    while group.wait(timeout: .now() + 0.1) == .timedOut { tick() }
    for (process, errors) in workers {
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        progress.finish()
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
        throw ExitCode(process.terminationStatus)
      }
    }
  }

  /// Starts the command's own executable with `arguments`, its standard output into `output`
  /// and its standard error into a new temporary file, returned for reading after it exits.
  static func startWorker(
    _ executable: URL, _ arguments: [String], output: Pipe
  ) throws -> (Process, URL) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    let errors = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-worker-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
      throw WorkerFailure("cannot create \(errors.path)")
    }
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    return (process, errors)
  }

  /// A worker that failed without saying why on its standard error.
  struct WorkerFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}

/// The drawings read from the workers' outputs, from several threads.
private final class DrawingCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [GalleryDrawing] = []

  var count: Int { lock.withLock { stored.count } }
  var drawings: [GalleryDrawing] { lock.withLock { stored } }

  /// Reads JSON lines from `handle` until its end, keeping each drawing.
  func read(_ handle: FileHandle) {
    let decoder = JSONDecoder()
    var buffer = Data()
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      buffer.append(chunk)
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[buffer.startIndex..<newline]
        buffer.removeSubrange(buffer.startIndex...newline)
        if let drawing = try? decoder.decode(GalleryDrawing.self, from: Data(line)) {
          lock.withLock { stored.append(drawing) }
        }
      }
    }
  }
}
