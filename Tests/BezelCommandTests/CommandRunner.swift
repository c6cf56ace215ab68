import Foundation

/// Runs the built `bezel` executable, as a user would from a shell.
struct CommandRunner {
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The folder the package's products are built into, beside the test bundle.
  static let productsDirectory: URL = {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("bezel").path),
      url.pathComponents.count > 1
    {
      url.deleteLastPathComponent()
    }
    return url
  }()

  /// Runs `bezel` with `arguments` in `directory`, with standard input closed.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Output {
    try start(arguments, in: directory).finish()
  }

  /// Starts `bezel` with `arguments` in `directory`, with standard input closed; `finish()`
  /// waits for it.
  static func start(_ arguments: [String], in directory: URL? = nil) throws -> RunningCommand {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("bezel")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let command = RunningCommand(process: process, scratch: scratch)
    do {
      _ = FileManager.default.createFile(atPath: command.out.path, contents: nil)
      _ = FileManager.default.createFile(atPath: command.err.path, contents: nil)
      process.standardOutput = try FileHandle(forWritingTo: command.out)
      process.standardError = try FileHandle(forWritingTo: command.err)
      process.standardInput = FileHandle.nullDevice
      try process.run()
    } catch {
      try? FileManager.default.removeItem(at: scratch)
      throw error
    }
    return command
  }

  /// A started `bezel` process, its output going to files in a scratch folder.
  final class RunningCommand: @unchecked Sendable {
    // Unchecked: while the command runs, the process is read from the companion thread only for
    // `isRunning` and its identifier (Foundation's `Process` guards its own state), and
    // `failure` only under `lock`.
    private let process: Process
    private let scratch: URL
    let out: URL
    let err: URL
    private let companions = DispatchGroup()
    private let lock = NSLock()
    private var failure: (any Error)?

    fileprivate init(process: Process, scratch: URL) {
      self.process = process
      self.scratch = scratch
      out = scratch.appendingPathComponent("out")
      err = scratch.appendingPathComponent("err")
    }

    /// What the command has printed to standard output so far.
    var standardOutput: String { (try? String(contentsOf: out, encoding: .utf8)) ?? "" }

    /// What the command has printed to standard error so far.
    var standardError: String { (try? String(contentsOf: err, encoding: .utf8)) ?? "" }

    /// Runs `body` on a thread of its own while the command runs (never on the test's own
    /// threads, which `finish()` blocks); `finish()` waits for it and rethrows its error, and an
    /// error stops the command, which would otherwise wait for what `body` did not do.
    func alongside(_ body: @escaping @Sendable () throws -> Void) {
      companions.enter()
      Thread.detachNewThread {
        defer { self.companions.leave() }
        do {
          try body()
        } catch {
          self.lock.withLock { self.failure = self.failure ?? error }
          kill(self.process.processIdentifier, SIGTERM)
        }
      }
    }

    /// Waits until `condition` holds, checking it every 20 ms; it throws if the command exits
    /// first, and after `timeout` seconds stops the command and throws.
    func wait(timeout: TimeInterval = 60, until condition: () -> Bool) throws {
      let deadline = Date().addingTimeInterval(timeout)
      while !condition() {
        guard process.isRunning else {
          if condition() { return }
          throw CommandWaitFailure("the command exited first")
        }
        guard Date() < deadline else {
          kill(process.processIdentifier, SIGTERM)
          throw CommandWaitFailure("not within \(Int(timeout)) s; the command was stopped")
        }
        Thread.sleep(forTimeInterval: 0.02)
      }
    }

    /// Waits for the command to exit and for what runs alongside it, and returns what the
    /// command printed; with a `timeout`, a command still running after that many seconds (a
    /// watch that missed its change) is stopped, and the wait throws.
    func finish(timeout: TimeInterval? = nil) throws -> Output {
      defer { try? FileManager.default.removeItem(at: scratch) }
      var timedOut = false
      if let timeout {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGTERM) }
      }
      process.waitUntilExit()
      companions.wait()
      if let failure = lock.withLock({ failure }) { throw failure }
      if timedOut {
        throw CommandWaitFailure("the command ran past \(Int(timeout ?? 0)) s and was stopped")
      }
      return Output(
        status: process.terminationStatus,
        standardOutput: try String(contentsOf: out, encoding: .utf8),
        standardError: try String(contentsOf: err, encoding: .utf8))
    }
  }

  /// What a test waited for while a command ran did not happen.
  struct CommandWaitFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// A new empty folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A new folder holding a scene file `name` with `text`; the caller removes the folder.
  static func scene(named name: String, _ text: String) throws -> (folder: URL, file: URL) {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return (folder, file)
  }
}
