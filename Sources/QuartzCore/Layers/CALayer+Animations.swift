import Foundation

// Explicit animations. An added animation is a copy (CALayer.h); it never changes the model
// value, only what `presentation()` reports while it runs; when it completes, its delegate hears
// `animationDidStop(_:finished: true)` and it is removed if `isRemovedOnCompletion`. Replacing
// or removing a running animation tells its delegate `finished: false`.

extension CALayer {
  func addAnimation(_ anim: CAAnimation, forKey key: String?) {
    let copy = (anim.copy() as? CAAnimation).flatMap { type(of: $0) == type(of: anim) ? $0 : nil }
    let added = copy ?? anim
    let context = CoreAnimationContext.current
    added.startTime = anim.beginTime != 0 ? anim.beginTime : context.mediaTime
    added.hasFinished = false
    added.addOrder = context.nextOrder
    context.nextOrder += 1
    startChildren(of: added)
    // An animation without a key gets a unique one, as Core Animation gives it internally.
    let key = key ?? "bezel.animation.\(ObjectIdentifier(added).hashValue)"
    let extras = writableExtras
    if let index = extras.animationEntries.firstIndex(where: { $0.key == key }) {
      let replaced = extras.animationEntries.remove(at: index).animation
      finish(replaced, completed: false)
    }
    extras.animationEntries.append((key, added))
    added.completionGroups = CATransaction.openGroups
    for group in added.completionGroups { group.pending += 1 }
    context.register(self)
    added.delegate?.animationDidStart(added)
  }

  func removeAnimations(where shouldRemove: (String) -> Bool) {
    guard let extras = storedExtras else { return }
    let removed = extras.animationEntries.filter { shouldRemove($0.key) }
    extras.animationEntries.removeAll { shouldRemove($0.key) }
    for entry in removed { finish(entry.animation, completed: false) }
  }

  /// Tells the animation's delegate and transaction groups, once.
  func finish(_ animation: CAAnimation, completed: Bool) {
    guard !animation.hasFinished else { return }
    animation.hasFinished = true
    for child in Self.propertyAnimations(in: animation) { child.hasFinished = true }
    animation.delegate?.animationDidStop(animation, finished: completed)
    let groups = animation.completionGroups
    animation.completionGroups = []
    // Innermost transaction first: nested completion blocks run before their enclosing ones.
    for group in groups.reversed() { group.animationEnded() }
  }

  /// Completes every running animation of the layer, as reaching their end would.
  ///
  /// Delegates hear `finished: true` in the order the animations were added, and those with
  /// `isRemovedOnCompletion` are removed. Model values are unchanged (they are already final).
  package func completeAnimations() {
    guard let extras = storedExtras else { return }
    let running = extras.animationEntries.filter { !$0.animation.hasFinished }
    extras.animationEntries.removeAll { $0.animation.isRemovedOnCompletion }
    for entry in running { finish(entry.animation, completed: true) }
  }

  /// The value the layer presents for `keyPath` at media time `time`: the model value with
  /// every animation of that key path applied, in the order they were added.
  package func presentationValue(forKeyPath keyPath: String, at time: CFTimeInterval) -> Any? {
    var value = self.value(forKeyPath: keyPath)
    for entry in animationEntries {
      for animation in Self.propertyAnimations(in: entry.animation) {
        guard animation.keyPath == keyPath, let animated = animation.value(at: time, model: value)
        else { continue }
        value = animated
      }
    }
    return value
  }

  /// The last animation added under `key`.
  func animationEntry(forKey key: String) -> CAAnimation? {
    animationEntries.last { $0.key == key }?.animation
  }

  /// The keys of the animations, in the order they were added; nil when there are none.
  func keysOfAnimations() -> [String]? {
    animationEntries.isEmpty ? nil : animationEntries.map(\.key)
  }

  /// The property animations an animation applies: itself, or a group's, flattened in order.
  static func propertyAnimations(in animation: CAAnimation) -> [CAPropertyAnimation] {
    if let property = animation as? CAPropertyAnimation { return [property] }
    guard let group = animation as? CAAnimationGroup else { return [] }
    return (group.animations ?? []).flatMap { propertyAnimations(in: $0) }
  }

  /// Starts a group's animations at the group's start plus their own `beginTime`, which
  /// CAAnimation.h makes relative to the group.
  func startChildren(of animation: CAAnimation) {
    guard let group = animation as? CAAnimationGroup else { return }
    for child in group.animations ?? [] {
      child.startTime = animation.startTime + child.beginTime
      startChildren(of: child)
    }
  }

  func presentationLayer() -> Self? {
    let time = CoreAnimationContext.current.mediaTime
    guard let copy = makePresentationCopy() as? Self else {
      // A subclass outside Bezel cannot be instantiated by Swift on Linux (no Objective-C
      // runtime): it presents itself, whose values are the model's.
      return self
    }
    copy.presentedModel = self
    copy.suppressesActions = true
    let keyPaths = animationEntries.flatMap { Self.propertyAnimations(in: $0.animation) }
      .compactMap(\.keyPath)
    var seen: [String] = []
    for keyPath in keyPaths where !seen.contains(keyPath) {
      seen.append(keyPath)
      copy.setValue(presentationValue(forKeyPath: keyPath, at: time), forKeyPath: keyPath)
    }
    return copy
  }
}
