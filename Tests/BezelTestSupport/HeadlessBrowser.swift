import Foundation

/// A Chromium-family browser run headless, to load a page and read its DOM once its scripts ran.
///
/// The browser is looked up as `BEZEL_BROWSER`, then `chromium`, `chromium-browser`,
/// `google-chrome` and `google-chrome-stable` on the `PATH`. Tests that need it are skipped
/// when there is none, unless `BEZEL_REQUIRE_BROWSER=1` (as CI sets), which makes them fail.
public enum HeadlessBrowser {
  /// The browser's executable, if one is installed.
  public static let executable: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["BEZEL_BROWSER"], !explicit.isEmpty { return explicit }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for directory in directories {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }()

  /// Whether a missing browser is a failure rather than a reason to skip.
  public static let isRequired = ProcessInfo.processInfo.environment["BEZEL_REQUIRE_BROWSER"] == "1"

  /// Whether browser tests run: a browser is installed, or one is required.
  public static let shouldRun = executable != nil || isRequired

  public struct Failure: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
  }

  /// The DOM of the page at `url` after its scripts ran, as the browser serialises it.
  ///
  /// The browser runs with a virtual time budget, so timers and image decoding complete before
  /// the dump; it is stopped after `timeout` seconds of real time.
  public static func dumpDOM(of url: URL, timeout: TimeInterval = 180) throws -> String {
    guard let executable else {
      throw Failure(description: "no headless browser: install chromium or set BEZEL_BROWSER")
    }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("dom.html")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--allow-file-access-from-files", "--user-data-dir=\(scratch.path)/profile",
      "--virtual-time-budget=120000", "--dump-dom", url.absoluteString,
    ]
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw Failure(description: "the browser did not finish within \(Int(timeout)) s")
    }
    return try String(contentsOf: output, encoding: .utf8)
  }
}
