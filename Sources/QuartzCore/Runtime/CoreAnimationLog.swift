import Foundation

/// Where Core Animation's console messages and refused misuses go.
///
/// Where Core Animation on iOS raises an exception for a misuse (`CALayerInvalidGeometry` for a
/// NaN position), Bezel's reports the exception's name and reason through this hook and leaves
/// the layer as it was. A message goes to the sink the caller entered with `withSink` (a test
/// recording), else to the route: standard error until UIKit routes it to the diagnostics sink of
/// the window context current on the thread (`UIKitDiagnostics+Routes.swift`), since QuartzCore
/// cannot import UIKit. Package-level: it is Bezel's, not part of Apple's API.
package enum CoreAnimationLog {
  /// A function that takes a message: the exception's name and its reason.
  package typealias Sink = @Sendable (_ name: String, _ reason: String) -> Void

  private final class SinkBox: Sendable {
    let sink: Sink
    init(_ sink: @escaping Sink) { self.sink = sink }
  }

  /// The sinks entered, innermost in effect (`ScopedValue`).
  private static let entered = ScopedValue<SinkBox>()
  private static let lock = NSLock()
  nonisolated(unsafe) private static var routeStorage: Sink = { name, reason in
    FileHandle.standardError.write(Data("\(name): \(reason)\n".utf8))
  }

  /// Where a message goes when the caller entered no sink: standard error by default.
  package static var route: Sink {
    get { lock.withLock { routeStorage } }
    set { lock.withLock { routeStorage = newValue } }
  }

  /// Runs `body` with its messages going to `sink`; other tasks and threads are not affected.
  package static func withSink<Result>(
    _ sink: @escaping Sink, _ body: () throws -> Result
  ) rethrows -> Result {
    try entered.withValue(SinkBox(sink), body)
  }

  /// Reports an exception Core Animation would raise: its name and its reason.
  package static func raise(_ name: String, _ reason: String) {
    (entered.current?.sink ?? route)(name, reason)
  }
}
