import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One object per thread, made on the thread's first read and released when the thread exits.
///
/// A thread-specific pointer rather than a lookup in `Thread.current.threadDictionary`, since
/// some are read on every layer layout and transaction. Package-level: the one wrapper of
/// POSIX thread keys in Bezel, for Core Animation's per-thread state (`ScopedValue`) and UIKit's
/// (`ThreadFacts`).
package final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
  // Inlinable, with what it reads, so that a client module reads its value at the cost of a
  // specialized call (Core Animation's context, on every layer layout).
  @usableFromInline let key: pthread_key_t
  @usableFromInline let make: @Sendable () -> Value

  /// A slot whose value on each thread `make` makes on the thread's first read.
  package init(_ make: @escaping @Sendable () -> Value) {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      // The key's destructor cannot know `Value`; a class reference releases the same way.
      guard let pointer else { return }
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
    self.key = key
    self.make = make
  }

  /// The calling thread's value.
  @inlinable package var value: Value {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
    }
    let value = make()
    pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
    return value
  }
}
