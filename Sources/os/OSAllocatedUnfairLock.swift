/// Apple's `OSAllocatedUnfairLock` (iOS 16): an `os_unfair_lock` on the heap guarding a state.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  /// Whether the current thread owns the lock, for `precondition(_:)`.
  public enum Ownership: Hashable, Sendable {
    case owner
    case notOwner
  }

  private let storage: ManagedBuffer<State, os_unfair_lock>

  public init(uncheckedState initialState: State) {
    storage = ManagedBuffer<State, os_unfair_lock>.create(minimumCapacity: 1) { _ in initialState }
    storage.withUnsafeMutablePointerToElements { $0.initialize(to: os_unfair_lock()) }
  }

  public init(initialState: State) where State: Sendable {
    self.init(uncheckedState: initialState)
  }

  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
    try storage.withUnsafeMutablePointers { state, lock in
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
      return try body(&state.pointee)
    }
  }

  public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
    try withLockUnchecked(body)
  }

  public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
    try storage.withUnsafeMutablePointers { state, lock in
      guard os_unfair_lock_trylock(lock) else { return nil }
      defer { os_unfair_lock_unlock(lock) }
      return try body(&state.pointee)
    }
  }

  public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R)
    rethrows -> R?
  {
    try withLockIfAvailableUnchecked(body)
  }

  /// Takes the lock without a state; pair with `unlock()` on the same thread.
  public func lock() {
    storage.withUnsafeMutablePointerToElements { os_unfair_lock_lock($0) }
  }

  public func unlock() {
    storage.withUnsafeMutablePointerToElements { os_unfair_lock_unlock($0) }
  }

  public func lockIfAvailable() -> Bool {
    storage.withUnsafeMutablePointerToElements { os_unfair_lock_trylock($0) }
  }

  /// Reports, as Apple's lock does, when the current thread's ownership is not `condition`.
  public func precondition(_ condition: Ownership) {
    storage.withUnsafeMutablePointerToElements { lock in
      switch condition {
      case .owner: os_unfair_lock_assert_owner(lock)
      case .notOwner: os_unfair_lock_assert_not_owner(lock)
      }
    }
  }
}

extension OSAllocatedUnfairLock where State == Void {
  public init() { self.init(uncheckedState: ()) }

  public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
    try withLockUnchecked { (_: inout Void) in try body() }
  }

  public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
    try withLockUnchecked(body)
  }
}
