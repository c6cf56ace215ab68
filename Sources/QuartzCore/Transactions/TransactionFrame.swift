import Foundation

/// One open transaction: its settings and its completion groups.
struct TransactionFrame {
  var isImplicit = false
  var values: [String: Any] = [:]
  /// One group per completion block set, the current one last; animations added join it.
  var groups = [TransactionCompletionGroup()]

  var currentGroup: TransactionCompletionGroup { groups[groups.count - 1] }

  /// Makes `block` the completion block of the animations added from now on.
  ///
  /// CATransaction.h: the previous block is "invoked immediately" if no animation was added
  /// since it was set; otherwise it keeps waiting for the animations added while it was current.
  mutating func setCompletionBlock(_ block: (() -> Void)?) {
    let current = currentGroup
    if current.block == nil, current.pending == 0 {
      current.block = block
      return
    }
    if current.pending == 0, let previous = current.block {
      current.block = nil
      previous()
    }
    groups.append(TransactionCompletionGroup(block: block))
  }

  /// Commits every group: each runs once its animations have ended, at once if none is left.
  func commit() {
    for group in groups {
      group.isCommitted = true
      group.runIfDone()
    }
  }
}

/// The animations a transaction added, and the block that runs once none is left.
///
/// CATransaction.h, `completionBlock`: "called after all animations subsequently added by this
/// transaction group have completed (or have been removed). If no animations are added before
/// the current transaction group is committed (or the completion block is set to a different
/// value), the block will be invoked immediately." Bezel runs it at commit when the group added
/// no animation, else when its last animation completes through the animation-completion API
/// (`CoreAnimationContext.completeAllAnimations()`, `CALayer.completeAnimations()`) or is
/// removed.
final class TransactionCompletionGroup {
  var block: (() -> Void)?
  var pending = 0
  var isCommitted = false

  init(block: (() -> Void)? = nil) { self.block = block }

  func animationEnded() {
    pending -= 1
    runIfDone()
  }

  func runIfDone() {
    guard isCommitted, pending <= 0, let block else { return }
    self.block = nil
    block()
  }
}
