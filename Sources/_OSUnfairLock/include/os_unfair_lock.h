// The C interface of Apple's `os_unfair_lock` (<os/lock.h>), so that Swift code written for
// Apple platforms (`var lock = os_unfair_lock()`, `os_unfair_lock_lock(&lock)`) compiles on Linux.
#ifndef BEZEL_OS_UNFAIR_LOCK_H
#define BEZEL_OS_UNFAIR_LOCK_H

#include <stdbool.h>
#include <stdint.h>

/// A lock word: 0 when unlocked, otherwise the owning thread's id, with the top bit set while
/// other threads wait. The same size and zero initial value as Apple's `os_unfair_lock_s`.
typedef struct os_unfair_lock_s {
  uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})

void os_unfair_lock_lock(os_unfair_lock_t lock);
bool os_unfair_lock_trylock(os_unfair_lock_t lock);
void os_unfair_lock_unlock(os_unfair_lock_t lock);
void os_unfair_lock_assert_owner(const os_unfair_lock *lock);
void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock);

#endif
