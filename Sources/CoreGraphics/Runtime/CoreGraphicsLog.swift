import Foundation

/// Where CoreGraphics' console messages go.
///
/// Where CoreGraphics on iOS logs a misuse and ignores the call (for example
/// `CGPathAddLineToPoint: no current point.`), Bezel's does the same through this hook. The
/// default writes to standard error; UIKit or a test may install another sink. Package-level: it
/// is Bezel's, not part of Apple's API.
package enum CoreGraphicsLog {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var sink: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Replaces the sink and returns the previous one.
  @discardableResult
  package static func setSink(_ newSink: @escaping @Sendable (String) -> Void)
    -> @Sendable (
      String
    ) -> Void
  {
    lock.lock()
    defer { lock.unlock() }
    let previous = sink
    sink = newSink
    return previous
  }

  /// Reports `message` as CoreGraphics would log it.
  package static func log(_ message: String) {
    lock.lock()
    let current = sink
    lock.unlock()
    current(message)
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
