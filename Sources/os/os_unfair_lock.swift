import Glibc
import Synchronization

// Apple's unfair lock (<os/lock.h>), in Swift alone so that code importing `os` needs nothing
// but this module: another package's `#if canImport(os)` code imports it with none of this
// package's module maps on its search path. Everything here is emitted into the code that calls
// it, and the lock is a standard-library integer: SwiftPM compiles such a package against this
// module whenever it happens to be built first, but links it into executables that may not link
// this module (swift-argument-parser's `generate-manual` tool), so the package's objects must
// name no symbol of this module.
//
// The lock word holds its owner's thread (0 when unlocked), as Apple's holds the owner's thread
// port; that is what lets it report the misuse Apple's implementation reports (locking twice on
// one thread, unlocking from another). Apple's aborts on those; this one prints Apple's message
// and leaves the lock as it was, because a crash or a deadlock in a test run loses everything
// else the run would show. A thread that finds the lock taken yields the processor and tries
// again: Linux's futex is reachable only through the variadic `syscall`, which Swift cannot call.

/// Apple's `os_unfair_lock` (<os/lock.h>): a lock word, zero when unlocked.
///
/// On Apple platforms it is a C structure around that word; here it is the word itself, so that
/// code compiled against it names no type of this module.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias os_unfair_lock = UInt32

// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias os_unfair_lock_s = os_unfair_lock
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

extension UInt32 {
  /// The C structure's initialiser: a lock whose word is `_os_unfair_lock_opaque`.
  @_alwaysEmitIntoClient
  public init(_os_unfair_lock_opaque: UInt32) { self = _os_unfair_lock_opaque }

  /// The C structure's one field: the lock word.
  @_alwaysEmitIntoClient
  public var _os_unfair_lock_opaque: UInt32 {
    get { self }
    set { self = newValue }
  }
}

@_alwaysEmitIntoClient
public func os_unfair_lock_lock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
  let me = _unfairLockThread()
  while !_unfairLockClaim(lock, for: me) {
    if _unfairLockOwner(lock) == me {
      _unfairLockMisuse("Trying to recursively lock an os_unfair_lock")
      return
    }
    sched_yield()
  }
}

@_alwaysEmitIntoClient
public func os_unfair_lock_trylock(_ lock: UnsafeMutablePointer<os_unfair_lock>) -> Bool {
  _unfairLockClaim(lock, for: _unfairLockThread())
}

@_alwaysEmitIntoClient
public func os_unfair_lock_unlock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
  guard _unfairLockOwner(lock) == _unfairLockThread() else {
    _unfairLockMisuse("Unlock of an os_unfair_lock not owned by current thread")
    return
  }
  _unfairLockAtomic(lock).pointee.store(0, ordering: .releasing)
}

@_alwaysEmitIntoClient
public func os_unfair_lock_assert_owner(_ lock: UnsafePointer<os_unfair_lock>) {
  if _unfairLockOwner(UnsafeMutablePointer(mutating: lock)) != _unfairLockThread() {
    _unfairLockMisuse("Assertion failed: Lock unexpectedly not owned by current thread")
  }
}

@_alwaysEmitIntoClient
public func os_unfair_lock_assert_not_owner(_ lock: UnsafePointer<os_unfair_lock>) {
  if _unfairLockOwner(UnsafeMutablePointer(mutating: lock)) == _unfairLockThread() {
    _unfairLockMisuse("Assertion failed: Lock unexpectedly owned by current thread")
  }
}

/// Releases what a lock holds, taking an unfair lock: it holds nothing, so there is nothing to do.
///
/// swift-argument-parser's lock is an `os_unfair_lock` wherever `os` can be imported, and on
/// Linux it still destroys that lock with `pthread_mutex_destroy` (its `canImport(Glibc)` branch).
/// This overload is what that call finds, so that such code compiles beside this module; a
/// `pthread_mutex_t` still goes to Glibc's function.
@_alwaysEmitIntoClient
@discardableResult
public func pthread_mutex_destroy(_ lock: UnsafeMutablePointer<os_unfair_lock>) -> Int32 { 0 }

/// The lock word, read and written atomically in place: one 32-bit word, laid out as an atomic
/// of the same width.
@usableFromInline @_alwaysEmitIntoClient
func _unfairLockAtomic(_ lock: UnsafeMutablePointer<os_unfair_lock>)
  -> UnsafeMutablePointer<Atomic<UInt32>>
{
  UnsafeMutableRawPointer(lock).assumingMemoryBound(to: Atomic<UInt32>.self)
}

/// The owning thread, or 0.
@usableFromInline @_alwaysEmitIntoClient
func _unfairLockOwner(_ lock: UnsafeMutablePointer<os_unfair_lock>) -> UInt32 {
  _unfairLockAtomic(lock).pointee.load(ordering: .relaxed)
}

/// Takes the lock for `thread` if it is free.
@usableFromInline @_alwaysEmitIntoClient
func _unfairLockClaim(_ lock: UnsafeMutablePointer<os_unfair_lock>, for thread: UInt32) -> Bool {
  _unfairLockAtomic(lock).pointee.compareExchange(
    expected: 0, desired: thread, ordering: .acquiring
  ).exchanged
}

/// The calling thread as a nonzero 32-bit word.
///
/// It is the low half of `pthread_self()`, the address of the thread's descriptor, which is
/// aligned, so the low bit is free to keep the word nonzero. Two live threads share it only if
/// their descriptors lie a multiple of 4 GiB apart: glibc puts each at the top of its thread's
/// stack, so that takes more than 4 GiB of live thread stacks between them.
@usableFromInline @_alwaysEmitIntoClient
func _unfairLockThread() -> UInt32 {
  UInt32(truncatingIfNeeded: pthread_self()) | 1
}

/// Prints the message Apple's libplatform aborts with (os/lock.c, "BUG IN CLIENT OF
/// LIBPLATFORM").
@usableFromInline @_alwaysEmitIntoClient
func _unfairLockMisuse(_ message: String) {
  let line = Array("BUG IN CLIENT OF LIBPLATFORM: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
