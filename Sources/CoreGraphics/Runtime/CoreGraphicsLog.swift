import Foundation

/// Where CoreGraphics' console messages go.
///
/// Where CoreGraphics on iOS logs a misuse and ignores the call (for example
/// `CGPathAddLineToPoint: no current point.`), Bezel's does the same through this hook. A message
/// goes to the sink the caller entered with `withSink` (a test recording), else to the route:
/// standard error until UIKit routes it to the diagnostics sink of the window context current on
/// the thread, since CoreGraphics cannot import UIKit. Package-level: it is Bezel's, not part of
/// Apple's API.
package enum CoreGraphicsLog {
  /// A function that takes a message.
  package typealias Sink = @Sendable (String) -> Void

  private final class SinkBox: Sendable {
    let sink: Sink
    init(_ sink: @escaping Sink) { self.sink = sink }
  }

  /// The sinks entered, innermost in effect (`ScopedValue`).
  private static let entered = ScopedValue<SinkBox>()
  private static let lock = NSLock()
  nonisolated(unsafe) private static var routeStorage: Sink = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
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

  /// Reports `message` as CoreGraphics would log it.
  package static func log(_ message: String) {
    (entered.current?.sink ?? route)(message)
  }
}

extension CGFloat {
  /// Whether CoreGraphics can use the value: not NaN and not infinite.
  var isUsable: Bool { isFinite }
}

extension CGPoint {
  /// Whether both coordinates are finite.
  var isUsable: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
  /// Whether origin and size are finite (the null and infinite rectangles are not).
  var isUsable: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

extension CGAffineTransform {
  /// Whether every entry is finite.
  var isUsable: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
