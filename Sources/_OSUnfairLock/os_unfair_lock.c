// A futex lock with the owner's thread id in the lock word, which is what lets it report the
// misuse Apple's implementation reports (recursive locking, unlocking from another thread).
// Apple's implementation aborts on those; this one prints Apple's message and leaves the lock as
// it was, because a crash or a deadlock in a test run loses everything else the run would show.
#define _GNU_SOURCE
#include "os_unfair_lock.h"

#include <linux/futex.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

static const uint32_t waitersBit = 0x80000000u;

static uint32_t currentThreadID(void) {
  return ((uint32_t)syscall(SYS_gettid)) & ~waitersBit;
}

static uint32_t ownerOf(uint32_t word) { return word & ~waitersBit; }

static void futexWait(uint32_t *address, uint32_t expected) {
  syscall(SYS_futex, address, FUTEX_WAIT_PRIVATE, expected, NULL, NULL, 0);
}

static void futexWakeOne(uint32_t *address) {
  syscall(SYS_futex, address, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

// The message Apple's libplatform aborts with (os/lock.c, "BUG IN CLIENT OF LIBPLATFORM").
static void reportMisuse(const char *message) {
  fprintf(stderr, "BUG IN CLIENT OF LIBPLATFORM: %s\n", message);
}

bool bezel_unfair_lock_trylock(bezel_unfair_lock_t lock) {
  uint32_t *word = &lock->_os_unfair_lock_opaque;
  uint32_t expected = 0;
  return __atomic_compare_exchange_n(
    word, &expected, currentThreadID(), false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

void bezel_unfair_lock_lock(bezel_unfair_lock_t lock) {
  uint32_t *word = &lock->_os_unfair_lock_opaque;
  uint32_t me = currentThreadID();
  for (;;) {
    uint32_t seen = __atomic_load_n(word, __ATOMIC_RELAXED);
    if (seen == 0) {
      // Taking a lock others wait on keeps the waiters bit, so the unlock wakes the next one.
      uint32_t expected = 0;
      if (__atomic_compare_exchange_n(word, &expected, me, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
        return;
      continue;
    }
    if (ownerOf(seen) == me) {
      reportMisuse("Trying to recursively lock an os_unfair_lock");
      return;
    }
    if ((seen & waitersBit) == 0) {
      uint32_t expected = seen;
      if (!__atomic_compare_exchange_n(
            word, &expected, seen | waitersBit, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        continue;
      seen |= waitersBit;
    }
    futexWait(word, seen);
    // Woken: try again, claiming the waiters bit for any thread still asleep.
    uint32_t expected = 0;
    if (__atomic_compare_exchange_n(
          word, &expected, me | waitersBit, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
      return;
  }
}

void bezel_unfair_lock_unlock(bezel_unfair_lock_t lock) {
  uint32_t *word = &lock->_os_unfair_lock_opaque;
  uint32_t seen = __atomic_load_n(word, __ATOMIC_RELAXED);
  if (ownerOf(seen) != currentThreadID()) {
    reportMisuse("Unlock of an os_unfair_lock not owned by current thread");
    return;
  }
  uint32_t previous = __atomic_exchange_n(word, 0, __ATOMIC_RELEASE);
  if (previous & waitersBit) futexWakeOne(word);
}

void bezel_unfair_lock_assert_owner(const bezel_unfair_lock *lock) {
  uint32_t seen = __atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED);
  if (ownerOf(seen) != currentThreadID())
    reportMisuse("Assertion failed: Lock unexpectedly not owned by current thread");
}

void bezel_unfair_lock_assert_not_owner(const bezel_unfair_lock *lock) {
  uint32_t seen = __atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED);
  if (ownerOf(seen) == currentThreadID())
    reportMisuse("Assertion failed: Lock unexpectedly owned by current thread");
}
