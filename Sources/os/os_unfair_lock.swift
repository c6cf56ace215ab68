import Glibc
import Synchronization

// Apple's unfair lock (<os/lock.h>), in Swift alone so that code importing `os` needs nothing
// but this module: another package's `#if canImport(os)` code imports it with none of this
// package's module maps on its search path.
//
// The lock word holds its owner's thread number (0 when unlocked), as Apple's holds the owner's
// thread port; that is what lets it report the misuse Apple's implementation reports (locking
// twice on one thread, unlocking from another). Apple's aborts on those; this one prints Apple's
// message and leaves the lock as it was, because a crash or a deadlock in a test run loses
// everything else the run would show. A thread that finds the lock taken yields the processor
// and tries again: Linux's futex is reachable only through the variadic `syscall`, which Swift
// cannot call.

/// Apple's `os_unfair_lock` (<os/lock.h>): a lock word, zero when unlocked.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct os_unfair_lock: Sendable {
  public var _os_unfair_lock_opaque: UInt32

  public init() { _os_unfair_lock_opaque = 0 }

  public init(_os_unfair_lock_opaque: UInt32) {
    self._os_unfair_lock_opaque = _os_unfair_lock_opaque
  }
}

// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias os_unfair_lock_s = os_unfair_lock
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

public func os_unfair_lock_lock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
  let word = LockWord(lock)
  let me = LockWord.currentThread
  while !word.claim(for: me) {
    if word.owner == me {
      LockWord.reportMisuse("Trying to recursively lock an os_unfair_lock")
      return
    }
    sched_yield()
  }
}

public func os_unfair_lock_trylock(_ lock: UnsafeMutablePointer<os_unfair_lock>) -> Bool {
  LockWord(lock).claim(for: LockWord.currentThread)
}

public func os_unfair_lock_unlock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
  let word = LockWord(lock)
  guard word.owner == LockWord.currentThread else {
    LockWord.reportMisuse("Unlock of an os_unfair_lock not owned by current thread")
    return
  }
  word.release()
}

public func os_unfair_lock_assert_owner(_ lock: UnsafePointer<os_unfair_lock>) {
  if LockWord(UnsafeMutablePointer(mutating: lock)).owner != LockWord.currentThread {
    LockWord.reportMisuse("Assertion failed: Lock unexpectedly not owned by current thread")
  }
}

public func os_unfair_lock_assert_not_owner(_ lock: UnsafePointer<os_unfair_lock>) {
  if LockWord(UnsafeMutablePointer(mutating: lock)).owner == LockWord.currentThread {
    LockWord.reportMisuse("Assertion failed: Lock unexpectedly owned by current thread")
  }
}

/// Releases what a lock holds, taking an unfair lock: it holds nothing, so there is nothing to do.
///
/// swift-argument-parser's lock is an `os_unfair_lock` wherever `os` can be imported, and on
/// Linux it still destroys that lock with `pthread_mutex_destroy` (its `canImport(Glibc)` branch).
/// This overload is what that call finds, so that such code compiles beside this module; a
/// `pthread_mutex_t` still goes to Glibc's function.
@discardableResult
public func pthread_mutex_destroy(_ lock: UnsafeMutablePointer<os_unfair_lock>) -> Int32 { 0 }

/// A lock's word, read and written atomically in place.
struct LockWord {
  private let atomic: UnsafeMutablePointer<Atomic<UInt32>>

  init(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
    // The lock is one 32-bit word, laid out as an atomic of the same width.
    atomic = UnsafeMutableRawPointer(lock).assumingMemoryBound(to: Atomic<UInt32>.self)
  }

  /// The owning thread's number, or 0.
  var owner: UInt32 { atomic.pointee.load(ordering: .relaxed) }

  /// Takes the lock for `thread` if it is free.
  func claim(for thread: UInt32) -> Bool {
    atomic.pointee.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged
  }

  func release() {
    atomic.pointee.store(0, ordering: .releasing)
  }

  /// The calling thread's number: given on its first lock operation, never 0, never reused.
  static var currentThread: UInt32 {
    if let stored = pthread_getspecific(threadNumberKey) {
      return UInt32(truncatingIfNeeded: UInt(bitPattern: stored))
    }
    let number = lastThreadNumber.add(1, ordering: .relaxed).newValue
    pthread_setspecific(threadNumberKey, UnsafeRawPointer(bitPattern: UInt(number)))
    return number
  }

  /// The message Apple's libplatform aborts with (os/lock.c, "BUG IN CLIENT OF LIBPLATFORM").
  static func reportMisuse(_ message: String) {
    let line = Array("BUG IN CLIENT OF LIBPLATFORM: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}

private let lastThreadNumber = Atomic<UInt32>(0)

private let threadNumberKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, nil)
  return key
}()
