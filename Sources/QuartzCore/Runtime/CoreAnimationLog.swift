import Foundation

/// Where Core Animation's console messages and refused misuses go.
///
/// Where Core Animation on iOS raises an exception for a misuse (`CALayerInvalidGeometry` for a
/// NaN position), Bezel's reports the exception's name and reason through this hook and leaves
/// the layer as it was. The default writes to standard error; UIKit or a test may install
/// another sink (UIKit routes it to its `Diagnostics`). Package-level: it is Bezel's, not part of
/// Apple's API.
package enum CoreAnimationLog {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var sink:
    @Sendable (_ name: String, _ reason: String) -> Void =
      { name, reason in
        FileHandle.standardError.write(Data("\(name): \(reason)\n".utf8))
      }

  /// Replaces the sink and returns the previous one.
  @discardableResult
  package static func setSink(
    _ newSink: @escaping @Sendable (_ name: String, _ reason: String) -> Void
  ) -> @Sendable (_ name: String, _ reason: String) -> Void {
    lock.lock()
    defer { lock.unlock() }
    let previous = sink
    sink = newSink
    return previous
  }

  /// Reports an exception Core Animation would raise: its name and its reason.
  package static func raise(_ name: String, _ reason: String) {
    lock.lock()
    let current = sink
    lock.unlock()
    current(name, reason)
  }
}
