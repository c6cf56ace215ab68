internal import _OSUnfairLock

/// Apple's `os_unfair_lock` (<os/lock.h>): a lock word, zero when unlocked.
///
/// Declared here rather than taken from the C target, which the module imports internally, so
/// that code importing `os` needs nothing but this module.
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

/// The C lock at the same address: both are one 32-bit word.
private func cLock(_ lock: UnsafeMutablePointer<os_unfair_lock>) -> bezel_unfair_lock_t {
  UnsafeMutableRawPointer(lock).assumingMemoryBound(to: bezel_unfair_lock.self)
}

public func os_unfair_lock_lock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
  bezel_unfair_lock_lock(cLock(lock))
}

public func os_unfair_lock_trylock(_ lock: UnsafeMutablePointer<os_unfair_lock>) -> Bool {
  bezel_unfair_lock_trylock(cLock(lock))
}

public func os_unfair_lock_unlock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
  bezel_unfair_lock_unlock(cLock(lock))
}

public func os_unfair_lock_assert_owner(_ lock: UnsafePointer<os_unfair_lock>) {
  bezel_unfair_lock_assert_owner(
    UnsafeRawPointer(lock).assumingMemoryBound(to: bezel_unfair_lock.self))
}

public func os_unfair_lock_assert_not_owner(_ lock: UnsafePointer<os_unfair_lock>) {
  bezel_unfair_lock_assert_not_owner(
    UnsafeRawPointer(lock).assumingMemoryBound(to: bezel_unfair_lock.self))
}

/// Releases what a lock holds, taking an unfair lock: it holds nothing, so there is nothing to do.
///
/// swift-argument-parser's lock is an `os_unfair_lock` wherever `os` can be imported, and on
/// Linux it still destroys that lock with `pthread_mutex_destroy` (its `canImport(Glibc)` branch).
/// This overload is what that call finds, so that such code compiles beside this module; a
/// `pthread_mutex_t` still goes to Glibc's function.
@discardableResult
public func pthread_mutex_destroy(_ lock: UnsafeMutablePointer<os_unfair_lock>) -> Int32 { 0 }
