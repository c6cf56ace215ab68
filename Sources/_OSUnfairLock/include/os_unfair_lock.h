// The lock behind the `os` module's `os_unfair_lock` (Apple's <os/lock.h>). The `os` module
// imports it internally and declares Apple's names in Swift, so that a package that imports
// `os` (under `#if canImport(os)`) needs no module map of this target.
#ifndef BEZEL_OS_UNFAIR_LOCK_H
#define BEZEL_OS_UNFAIR_LOCK_H

#include <stdbool.h>
#include <stdint.h>

/// A lock word: 0 when unlocked, otherwise the owning thread's id, with the top bit set while
/// other threads wait. The same layout and zero initial value as Apple's `os_unfair_lock_s`.
typedef struct bezel_unfair_lock_s {
  uint32_t _os_unfair_lock_opaque;
} bezel_unfair_lock, *bezel_unfair_lock_t;



void bezel_unfair_lock_lock(bezel_unfair_lock_t lock);
bool bezel_unfair_lock_trylock(bezel_unfair_lock_t lock);
void bezel_unfair_lock_unlock(bezel_unfair_lock_t lock);
void bezel_unfair_lock_assert_owner(const bezel_unfair_lock *lock);
void bezel_unfair_lock_assert_not_owner(const bezel_unfair_lock *lock);

#endif
