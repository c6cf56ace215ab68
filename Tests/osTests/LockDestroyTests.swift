import Glibc
import Testing
import os

/// `pthread_mutex_destroy` given an unfair lock, as swift-argument-parser's lock calls it on
/// Linux wherever `os` can be imported: an unfair lock holds nothing to release.
@Suite struct LockDestroyTests {
  @Test func destroyingAnUnfairLockSucceedsAndLeavesItUsable() {
    let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
    defer { lock.deallocate() }
    lock.initialize(to: os_unfair_lock())
    os_unfair_lock_lock(lock)
    os_unfair_lock_unlock(lock)
    #expect(pthread_mutex_destroy(lock) == 0)
    #expect(os_unfair_lock_trylock(lock))
    os_unfair_lock_unlock(lock)
    lock.deinitialize(count: 1)
  }

  /// A `pthread_mutex_t` still goes to Glibc's function, which destroys an unlocked mutex.
  @Test func aPthreadMutexStillGoesToGlibc() {
    var mutex = pthread_mutex_t()
    #expect(pthread_mutex_init(&mutex, nil) == 0)
    #expect(pthread_mutex_destroy(&mutex) == 0)
  }
}
