import Foundation

/// One open transaction: its settings and its completion group.
struct TransactionFrame {
  var isImplicit = false
  var values: [String: Any] = [:]
  var group = TransactionCompletionGroup()
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
