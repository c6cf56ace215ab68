import Foundation

/// Groups layer changes into atomic updates, with their animation settings.
///
/// Transactions nest; a setting read inside a nested transaction is the innermost one set, else
/// the enclosing one's (CATransaction.h: values are looked up through the nested transactions).
/// Changes made outside any `begin()` belong to the thread's implicit transaction, which
/// `flush()` commits. The stack lives in `CoreAnimationContext`, one per thread for now.
open class CATransaction: NSObject {
  static var context: CoreAnimationContext { CoreAnimationContext.current }

  /// Opens a transaction nested in the current one.
  open class func begin() { context.transactions.append(TransactionFrame()) }

  /// Commits the current transaction; its completion block runs now if it added no animation.
  open class func commit() {
    let context = self.context
    guard let frame = context.transactions.last, !frame.isImplicit else {
      CoreAnimationLog.raise(
        "CoreAnimation", "CATransaction.commit() without a matching begin(); ignored")
      return
    }
    context.transactions.removeLast()
    frame.commit()
  }

  /// Commits the implicit transaction and opens a new one, as the end of a run-loop turn does.
  open class func flush() {
    let context = self.context
    guard let implicit = context.transactions.first else { return }
    context.transactions[0] = TransactionFrame(isImplicit: true)
    implicit.commit()
  }

  /// Takes the global lock; Bezel's transactions are per thread, so it does nothing.
  open class func lock() {}

  /// Releases the global lock; does nothing.
  open class func unlock() {}

  /// The duration of implicit animations: the innermost one set, else 0.25 s (CATransaction.h).
  open class func animationDuration() -> CFTimeInterval {
    LayerValues.float(value(forKey: kCATransactionAnimationDuration)).map(Double.init) ?? 0.25
  }

  /// Sets the duration of implicit animations in the current transaction.
  open class func setAnimationDuration(_ dur: CFTimeInterval) {
    setValue(dur, forKey: kCATransactionAnimationDuration)
  }

  /// The timing function of implicit animations; nil (linear) unless set.
  open class func animationTimingFunction() -> CAMediaTimingFunction? {
    value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
  }

  /// Sets the timing function of implicit animations in the current transaction.
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    setValue(function, forKey: kCATransactionAnimationTimingFunction)
  }

  /// Whether property changes run no implicit action; `false` unless set.
  open class func disableActions() -> Bool {
    (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
  }

  /// Sets whether property changes in the current transaction run implicit actions.
  open class func setDisableActions(_ flag: Bool) {
    setValue(flag, forKey: kCATransactionDisableActions)
  }

  /// The current transaction's completion block.
  open class func completionBlock() -> (() -> Void)? {
    context.transactions.last?.currentGroup.block
  }

  /// Sets the block run once the animations the current transaction adds have completed.
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    let context = self.context
    context.transactions[context.transactions.count - 1].setCompletionBlock(block)
  }

  /// The value for `key`, looked up from the innermost transaction outwards.
  open class func value(forKey key: String) -> Any? {
    for frame in context.transactions.reversed() {
      if let value = frame.values[key] { return value }
    }
    return nil
  }

  /// Sets `anObject` for `key` in the current transaction.
  open class func setValue(_ anObject: Any?, forKey key: String) {
    let context = self.context
    let last = context.transactions.count - 1
    context.transactions[last].values[key] = anObject
  }

  /// The completion groups of every open transaction, innermost last: an added animation
  /// belongs to each.
  static var openGroups: [TransactionCompletionGroup] {
    context.transactions.map(\.currentGroup)
  }
}

/// The transaction key of the implicit animations' duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of whether actions are disabled.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of the implicit animations' timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of the completion block.
public let kCATransactionCompletionBlock = "completionBlock"
