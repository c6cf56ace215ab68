import Dispatch
import Testing
import os

/// `os_unfair_lock` and `OSAllocatedUnfairLock` exclude each other across threads.
@Suite struct UnfairLockTests {
  @Test func allocatedLockSerialisesIncrements() {
    let counter = OSAllocatedUnfairLock(initialState: 0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  @Test func cLockSerialisesIncrements() {
    final class Box: @unchecked Sendable {
      var lock = os_unfair_lock()
      var value = 0
    }
    let box = Box()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 {
        os_unfair_lock_lock(&box.lock)
        box.value += 1
        os_unfair_lock_unlock(&box.lock)
      }
    }
    #expect(box.value == 80_000)
  }

  @Test func trylockFailsWhileHeld() {
    let lock = OSAllocatedUnfairLock()
    lock.lock()
    let acquiredElsewhere = OSAllocatedUnfairLock(initialState: true)
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      let got = lock.lockIfAvailable()
      if got { lock.unlock() }
      acquiredElsewhere.withLock { $0 = got }
    }
    group.wait()
    lock.unlock()
    #expect(acquiredElsewhere.withLock { $0 } == false)
    #expect(lock.lockIfAvailable())
    lock.unlock()
  }

  /// Apple's lock aborts on a recursive lock; this one reports it and returns, so the run goes on.
  @Test func recursiveLockReturnsInsteadOfDeadlocking() {
    var lock = os_unfair_lock()
    os_unfair_lock_lock(&lock)
    os_unfair_lock_lock(&lock)
    os_unfair_lock_unlock(&lock)
    #expect(os_unfair_lock_trylock(&lock))
    os_unfair_lock_unlock(&lock)
  }

  /// Apple's lock aborts when another thread unlocks it; this one reports it and stays held.
  @Test func unlockFromAnotherThreadLeavesTheLockHeld() {
    final class Box: @unchecked Sendable { var lock = os_unfair_lock() }
    let box = Box()
    os_unfair_lock_lock(&box.lock)
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { os_unfair_lock_unlock(&box.lock) }
    group.wait()
    let takenWhileHeld = os_unfair_lock_trylock(&box.lock)
    os_unfair_lock_unlock(&box.lock)
    #expect(!takenWhileHeld)
    #expect(os_unfair_lock_trylock(&box.lock))
    os_unfair_lock_unlock(&box.lock)
  }

  /// The C structure's shape: `os_unfair_lock_s(_os_unfair_lock_opaque: 0)` is an unlocked
  /// lock, and its word is nonzero exactly while the lock is held.
  @Test func theLockWordIsZeroExactlyWhenUnlocked() {
    var lock = os_unfair_lock_s(_os_unfair_lock_opaque: 0)
    #expect(os_unfair_lock_trylock(&lock))
    let heldWord = lock._os_unfair_lock_opaque
    os_unfair_lock_unlock(&lock)
    #expect(heldWord != 0)
    #expect(lock._os_unfair_lock_opaque == 0)
  }

  @Test func withLockIfAvailableReturnsNilWhenHeldElsewhere() {
    let state = OSAllocatedUnfairLock(initialState: 1)
    let held = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      state.withLockUnchecked { _ in
        held.signal()
        release.wait()
      }
      done.signal()
    }
    held.wait()
    let value = state.withLockIfAvailable { $0 }
    release.signal()
    done.wait()
    #expect(value == nil)
    #expect(state.withLockIfAvailable { $0 } == 1)
  }
}
